import { useNavigate } from '@school/shared';
import { SecondFactorPanel } from '@school/shared/ui/second-factor-panel';
import { ScreenHeader } from '../ui/screen-header';
import '../ui/admin-screen.css';

/**
 * /sgi-admin/security: the provider admin's two-factor sign-in, from the sidebar. An account
 * that must set it up is brought here after the login; once it is on, the area opens at Schools.
 */
export function SecurityPage({ area }: { area: string }) {
  const navigate = useNavigate();
  return (
    <section className="admin-screen provider-security" aria-labelledby="security-title">
      <ScreenHeader title="Two-factor sign-in" titleId="security-title">
        {null}
      </ScreenHeader>
      <SecondFactorPanel kind="provider" onEnrolled={() => void navigate(area)} />
    </section>
  );
}
