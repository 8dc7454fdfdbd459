import { ApprovalSwitch } from '../features/drafts/components/approval-switch';
import { TeamManager } from '../features/team/components/team-manager';

/** /Manage-Team: the school's users and their roles (docs/decisions/013-school-team.md). */
export function TeamPage() {
  return (
    <div className="team-admin-page">
      <h1>Team</h1>
      <p>
        The people who keep the school’s site. A school admin does everything, including this list and the settings; a publisher changes the site’s pages, notices,
        events, staff, alumni and alerts, and publishes or sends back editors’ drafts; an editor writes drafts of pages and notices. A new user, or one whose password you reset, sets a password of their own at the next login; a school admin also sets up two-factor sign-in. A user who leaves is made
        inactive, so the audit log still names them.
      </p>
      <TeamManager />
      <ApprovalSwitch />
    </div>
  );
}
