import type { AdminExtensions } from '@school/shared/contracts/admin-slots';
import { AddEventButton, EventActions } from './features/events/components/event-controls';
import { AddStaffButton, StaffRowActions } from './features/staff/components/staff-controls';
import { AddAlumniButton, AlumniCardActions } from './features/alumni/components/alumni-controls';

/**
 * The controls this remote plugs into the public screens' admin slots (exposed as
 * `./extensions`; remote-content loads it only while a school session exists).
 */
const extensions: AdminExtensions = {
  'events.toolbar': AddEventButton,
  'events.item-actions': EventActions,
  'staff.toolbar': AddStaffButton,
  'staff.row-actions': StaffRowActions,
  'alumni.toolbar': AddAlumniButton,
  'alumni.card-actions': AlumniCardActions,
};

export default extensions;
