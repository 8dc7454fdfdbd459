import { useSyncExternalStore } from 'react';
import type { AlumnusRecord } from '@school/shared/contracts/records';

/**
 * Which alumnus the edit modal shows. The cards sit in a carousel that turns its pages by
 * itself, and a card's modal would vanish with its card, typing and all; so a card's edit
 * button only names the alumnus here, and the toolbar, which stays, holds the modal.
 */
let editing: AlumnusRecord | null = null;
const listeners = new Set<() => void>();

function set(alumnus: AlumnusRecord | null): void {
  editing = alumnus;
  listeners.forEach((listener) => listener());
}

export const alumnusEditor = {
  open: (alumnus: AlumnusRecord) => set(alumnus),
  close: () => set(null),
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const current = () => editing;

export function useAlumnusBeingEdited(): AlumnusRecord | null {
  return useSyncExternalStore(subscribe, current, current);
}
