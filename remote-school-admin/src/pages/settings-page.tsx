import { setSite, useSite } from '@school/shared';
import { LoadFailed } from '@school/shared/ui/load-failed';
import { SettingsForm } from '../features/settings/components/settings-form';
import { StorageUseLine } from '../features/settings/components/storage-use-line';
import { useAddressParam } from '../ui/field-from-address';

/**
 * /Manage-Settings: the school's profile, as its pages show it. The page already holds it (the
 * host asked /Site for it), and a save shows the new details in the header at once.
 */
export function SettingsPage() {
  const site = useSite();
  const focusField = useAddressParam('field');
  return (
    <div className="settings-page">
      <h1>Settings</h1>
      <p className="settings-intro">What the header, the footer and the contact page show about the school. Empty details are left off the pages.</p>
      <StorageUseLine />
      {site.status === 'found' ? (
        <SettingsForm profile={site.site.profile} focusField={focusField} onSaved={(profile) => setSite({ status: 'found', site: { ...site.site, profile } })} />
      ) : site.status === 'loading' ? (
        <p role="status">Loading the school’s details…</p>
      ) : (
        // The page reads the school's details once, as it loads: loading it again asks again.
        <LoadFailed what="The school’s details" onRetry={() => window.location.reload()} />
      )}
    </div>
  );
}
