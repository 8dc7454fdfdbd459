import type { ComponentType } from 'react';
import type { AlumnusRecord, EventRecord, StaffRecord } from './records';

/**
 * The named places on the public staff, alumni and event screens (remote-content) where the
 * school-admin remote's controls plug in, and what each control receives. The content remote
 * renders a slot only while a school session exists and loads the controls then, through the
 * federation runtime (`schoolAdmin/extensions`), so visitors never download them.
 */
export interface AdminSlotProps {
  /** Re-fetches the list the control sits on. */
  reload: () => void;
}

export interface AdminSlots {
  'staff.toolbar': AdminSlotProps;
  'staff.row-actions': AdminSlotProps & { item: StaffRecord };
  'alumni.toolbar': AdminSlotProps;
  'alumni.card-actions': AdminSlotProps & { item: AlumnusRecord };
  'events.toolbar': AdminSlotProps;
  'events.item-actions': AdminSlotProps & { item: EventRecord };
}

export type SlotName = keyof AdminSlots;

/** The default export of `schoolAdmin/extensions`. */
export type AdminExtensions = { [Name in SlotName]?: ComponentType<AdminSlots[Name]> };
