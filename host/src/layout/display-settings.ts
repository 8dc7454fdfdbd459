import { browserStorage } from '@school/shared/browser-storage';

/**
 * The visitor's display settings (GIGW: text size and a high-contrast theme in the header),
 * kept in localStorage so they hold across visits. Applied to <html>: the text size as the root
 * font size (every app sizes its text and spacing in rem), the theme as data-contrast, which
 * theme.css reads to swap the ocean colours for stronger ones.
 */
export interface DisplaySettings {
  /** Percent of the browser's own text size. */
  textSize: number;
  highContrast: boolean;
}

/** A−, A and A+ step through these; 200 % is WCAG 1.4.4's resize without loss of content. */
export const TEXT_SIZES = [87.5, 100, 125, 150, 175, 200] as const;
export const DEFAULT_TEXT_SIZE = 100;

const TEXT_SIZE_KEY = 'displayTextSize';
const CONTRAST_KEY = 'displayHighContrast';

/** What the visitor chose on an earlier visit; a value that is not one of ours counts as unset. */
export function readDisplaySettings(): DisplaySettings {
  const store = browserStorage('localStorage');
  const stored = Number(store?.getItem(TEXT_SIZE_KEY));
  return {
    textSize: (TEXT_SIZES as readonly number[]).includes(stored) ? stored : DEFAULT_TEXT_SIZE,
    highContrast: store?.getItem(CONTRAST_KEY) === '1',
  };
}

export function applyDisplaySettings({ textSize, highContrast }: DisplaySettings): void {
  const root = document.documentElement;
  if (textSize === DEFAULT_TEXT_SIZE) root.style.removeProperty('font-size');
  else root.style.fontSize = `${textSize}%`;
  if (highContrast) root.dataset.contrast = 'high';
  else delete root.dataset.contrast;
}

/** Applies the settings and keeps them for the next visit (only where they differ from the defaults). */
export function saveDisplaySettings(settings: DisplaySettings): void {
  applyDisplaySettings(settings);
  const store = browserStorage('localStorage');
  try {
    if (settings.textSize === DEFAULT_TEXT_SIZE) store?.removeItem(TEXT_SIZE_KEY);
    else store?.setItem(TEXT_SIZE_KEY, String(settings.textSize));
    if (settings.highContrast) store?.setItem(CONTRAST_KEY, '1');
    else store?.removeItem(CONTRAST_KEY);
  } catch {
    // A full or refused storage: the setting holds for this page only.
  }
}

/** The next size up (+1) or down (−1), or the same at either end. */
export function stepTextSize(current: number, step: 1 | -1): number {
  const index = (TEXT_SIZES as readonly number[]).indexOf(current);
  return TEXT_SIZES[Math.min(TEXT_SIZES.length - 1, Math.max(0, index + step))] ?? DEFAULT_TEXT_SIZE;
}
