import { SecondFactorPanel } from '@school/shared/ui/second-factor-panel';
import { AdminScreen } from '../ui/screen-header';

/**
 * /sgi-admin/security: the provider admin's two-factor sign-in, from the sidebar. An account
 * that must set it up is brought here after the login; once it is on, the area opens (`onDone`).
 */
export function SecurityPage({ onDone }: { onDone(): void }) {
  return (
    <AdminScreen title="Two-factor sign-in" titleId="security-title" className="provider-security">
      <SecondFactorPanel kind="provider" onEnrolled={onDone} />
    </AdminScreen>
  );
}
