/**
 * The browser's localStorage or sessionStorage, or null where the browser refuses it (storage
 * turned off, or a sandboxed frame): reading it then throws, and a choice simply is not kept.
 */
export function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}
