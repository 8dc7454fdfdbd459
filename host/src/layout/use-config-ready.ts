import { useEffect, useState } from 'react';
import { getConfig, loadConfig } from '@school/shared';

const loaded = (): boolean => {
  try {
    getConfig();
    return true;
  } catch {
    return false;
  }
};

/**
 * Whether the configuration can be read, so mediaUrl works. The school's profile can come a
 * moment before it: loadConfig (shared/src/config/runtime-config.ts) settles the site, and the
 * header renders with it, before it stores the configuration. A picture from the profile then
 * waits for loadConfig's answer instead of throwing.
 */
export function useConfigReady(): boolean {
  const [ready, setReady] = useState(loaded);
  useEffect(() => {
    if (ready) return;
    let current = true;
    void loadConfig().then((config) => {
      if (current && config) setReady(true);
    });
    return () => {
      current = false;
    };
  }, [ready]);
  return ready;
}
