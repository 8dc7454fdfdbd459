import { useState } from 'react';
import { DEFAULT_TEXT_SIZE, readDisplaySettings, saveDisplaySettings, stepTextSize, TEXT_SIZES, type DisplaySettings } from './display-settings';
import './display-controls.css';

/**
 * Text size (A−, A, A+) and the high-contrast theme, in the header of every page. Each button's
 * name starts with its visible text (WCAG 2.5.3) and says what it does.
 */
export function DisplayControls() {
  const [settings, setSettings] = useState(readDisplaySettings);
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
    <div className="display-controls" role="group" aria-label="Display settings">
      <button type="button" onClick={() => change({ textSize: stepTextSize(textSize, -1) })} disabled={textSize === TEXT_SIZES[0]}>
        A−<span className="ui-visually-hidden"> smaller text</span>
      </button>
      <button type="button" onClick={() => change({ textSize: DEFAULT_TEXT_SIZE })} aria-pressed={textSize === DEFAULT_TEXT_SIZE}>
        A<span className="ui-visually-hidden"> normal text size</span>
      </button>
      <button type="button" onClick={() => change({ textSize: stepTextSize(textSize, 1) })} disabled={textSize === TEXT_SIZES.at(-1)}>
        A+<span className="ui-visually-hidden"> larger text</span>
      </button>
      <span className="ui-visually-hidden" role="status">
        {sizeChanged && `Text size ${textSize}%`}
      </span>
      <button type="button" onClick={() => change({ highContrast: !highContrast })} aria-pressed={highContrast}>
        High contrast
      </button>
    </div>
  );
}
