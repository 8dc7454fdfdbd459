import { createElement, Suspense, use, type ComponentType } from 'react';
import { loadRemoteModule, useSession } from '@school/shared';

/**
 * The named places where the school-admin remote's controls plug into the public staff,
 * alumni and event screens. The controls are that remote's code, loaded through the host only
 * while a school session exists, so visitors never download them.
 */
export type SlotName =
  | 'staff.toolbar'
  | 'staff.row-actions'
  | 'alumni.toolbar'
  | 'alumni.card-actions'
  | 'events.toolbar'
  | 'events.item-actions';

/** What every control receives: the item it acts on (for per-item slots) and a way to refresh. */
export interface SlotProps {
  item?: unknown;
  reload: () => void;
}

export type Extensions = Partial<Record<SlotName, ComponentType<SlotProps>>>;

let extensions: Promise<Extensions> | null = null;

function loadExtensions(): Promise<Extensions> {
  extensions ??= loadRemoteModule<{ default: Extensions }>('schoolAdmin', 'extensions').then(
    (module) => module.default,
    (error: unknown) => {
      console.error('The school admin controls could not be loaded', error);
      extensions = null; // the next render of a slot tries again
      return {};
    },
  );
  return extensions;
}

function LoadedSlot({ name, ...props }: SlotProps & { name: SlotName }) {
  const control = use(loadExtensions())[name];
  return control ? createElement(control, props) : null;
}

export function AdminSlot(props: SlotProps & { name: SlotName }) {
  const { schoolToken } = useSession();
  if (!schoolToken) return null;
  return (
    <Suspense fallback={null}>
      <LoadedSlot {...props} />
    </Suspense>
  );
}

/** True while a school admin is logged in: the screens then show their admin columns. */
export function useIsSchoolAdmin(): boolean {
  return useSession().schoolToken !== null;
}
