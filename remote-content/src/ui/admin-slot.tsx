import { createElement, Suspense, use, type ComponentType } from 'react';
import { loadRemoteModule, useSession } from '@school/shared';
import type { AdminExtensions, AdminSlots, SlotName } from '@school/shared/contracts/admin-slots';

let extensions: Promise<AdminExtensions> | null = null;
const RETRY_AFTER_MS = 30_000;

/** The school-admin remote's controls, fetched once, on the first slot shown in a session. */
function loadExtensions(): Promise<AdminExtensions> {
  extensions ??= loadRemoteModule<{ default: AdminExtensions }>('schoolAdmin', 'extensions').then(
    (module) => module.default,
    (error: unknown) => {
      console.error('The school admin controls could not be loaded', error);
      // A later render of a slot tries again, not the very next: that would load again at once,
      // in a loop, while the remote is down or switched off.
      setTimeout(() => (extensions = null), RETRY_AFTER_MS);
      return {};
    },
  );
  return extensions;
}

type SlotElementProps<Name extends SlotName> = AdminSlots[Name] & { name: Name };

function LoadedSlot({ name, props }: { name: SlotName; props: AdminSlots[SlotName] }) {
  const control = use(loadExtensions())[name] as ComponentType<AdminSlots[SlotName]> | undefined;
  return control ? createElement(control, props) : null;
}

/**
 * A named place where the school-admin remote's controls plug in (see contracts/admin-slots).
 * Renders nothing, and loads nothing, without a school session.
 */
export function AdminSlot<Name extends SlotName>({ name, ...props }: SlotElementProps<Name>) {
  const { schoolToken } = useSession();
  if (!schoolToken) return null;
  return (
    <Suspense fallback={null}>
      <LoadedSlot name={name} props={props as unknown as AdminSlots[Name]} />
    </Suspense>
  );
}

/** True while a school admin is logged in: the screens then show their admin columns. */
export function useIsSchoolAdmin(): boolean {
  return useSession().schoolToken !== null;
}
