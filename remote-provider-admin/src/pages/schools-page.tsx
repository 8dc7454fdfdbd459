import { useState } from 'react';
import type { SchoolRecord } from '@school/shared/contracts/school';
import { SchoolsScreen } from '../features/schools/components/schools-screen';
import { SupportDialog } from '../features/support/components/support-dialog';
import { Icon } from '../ui/icons';

/** /sgi-admin and /sgi-admin/schools: the schools, each active one with its support session (decision 013). */
export function SchoolsPage() {
  const [supportFor, setSupportFor] = useState<SchoolRecord | null>(null);
  return (
    <>
      <SchoolsScreen
        // A deactivated school has no admin area to open (the API refuses it too).
        moreActions={(school) =>
          school.active && (
            <button type="button" className="admin-row-button admin-row-support" aria-label={`Open support session for ${school.schoolName}`} onClick={() => setSupportFor(school)}>
              <Icon name="support" size={16} />
              <span className="admin-row-button-label">Open support session</span>
            </button>
          )
        }
      />
      <SupportDialog school={supportFor} onClose={() => setSupportFor(null)} />
    </>
  );
}
