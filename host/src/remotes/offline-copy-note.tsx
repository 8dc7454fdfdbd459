import { useCatalog } from '@school/shared';
import type { RemoteName } from '@school/shared/contracts/runtime-config';
import { hostCatalog } from '../i18n/host-strings';
import { useOfflineCopy } from './offline-copies';
import './remote-area.css';

/**
 * Above a remote's area that the service worker answered from its kept copy (its server did not
 * answer): the area works, and this says it is a saved copy rather than showing an error.
 */
export function OfflineCopyNote({ remote }: { remote: RemoteName }) {
  const { t } = useCatalog(hostCatalog);
  if (!useOfflineCopy(remote)) return null;
  return (
    <p className="remote-offline" role="status">
      {t('remote.savedCopy')}
    </p>
  );
}
