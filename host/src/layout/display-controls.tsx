import { useState } from 'react';
import { useHydrating } from '@school/shared/use-hydrating';
import { useCatalog } from '@school/shared';
import { SCRIPT_ONLY } from '@school/shared/ui/no-script';
import { hostCatalog } from '../i18n/host-strings';
import { DEFAULT_TEXT_SIZE, readDisplaySettings, saveDisplaySettings, stepTextSize, TEXT_SIZES, type DisplaySettings } from './display-settings';
import './display-controls.css';

/** A prerendered page's (decision 014): it knows no visitor's choice, and its hydration must draw the same. */
const DEFAULTS: DisplaySettings = { textSize: DEFAULT_TEXT_SIZE, highContrast: false };

/**
 * Text size (A−, A, A+) and the high-contrast theme, in the header of every page. Each button's
 * name starts with its visible text (WCAG 2.5.3) and says what it does.
 */
export function DisplayControls() {
  const { t } = useCatalog(hostCatalog);
  const hydrating = useHydrating();
  // The visitor's stored choice, until they change it here.
  const [chosen, setSettings] = useState<DisplaySettings | null>(null);
  const settings = chosen ?? (hydrating ? DEFAULTS : readDisplaySettings());
  // Said once the visitor changes the size, not on every page load.
  const [sizeChanged, setSizeChanged] = useState(false);
  const change = (next: Partial<DisplaySettings>) => {
    const updated = { ...settings, ...next };
    saveDisplaySettings(updated);
    setSettings(updated);
    if (next.textSize !== undefined) setSizeChanged(true);
  };
  const { textSize, highContrast } = settings;
  return (
    <div className={`display-controls ${SCRIPT_ONLY}`} role="group" aria-label={t('display.label')}>
      <button type="button" onClick={() => change({ textSize: stepTextSize(textSize, -1) })} disabled={textSize === TEXT_SIZES[0]}>
        A−<span className="ui-visually-hidden"> {t('display.smaller')}</span>
      </button>
      <button type="button" onClick={() => change({ textSize: DEFAULT_TEXT_SIZE })} aria-pressed={textSize === DEFAULT_TEXT_SIZE}>
        A<span className="ui-visually-hidden"> {t('display.normal')}</span>
      </button>
      <button type="button" onClick={() => change({ textSize: stepTextSize(textSize, 1) })} disabled={textSize === TEXT_SIZES.at(-1)}>
        A+<span className="ui-visually-hidden"> {t('display.larger')}</span>
      </button>
      <span className="ui-visually-hidden" role="status">
        {sizeChanged && t('display.size', { percent: textSize })}
      </span>
      <button type="button" onClick={() => change({ highContrast: !highContrast })} aria-pressed={highContrast}>
        {t('display.contrast')}
      </button>
    </div>
  );
}
