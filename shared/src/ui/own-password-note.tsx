import { Link } from '@school/shared';
import { CHANGE_PASSWORD_PATH } from '@school/shared/contracts/account-paths';

/**
 * Where a user form would offer a password, for one's own account: the link to Change password,
 * which asks for the current one (the API refuses one's own password from a user form).
 */
export function OwnPasswordNote({ area, className }: { area: keyof typeof CHANGE_PASSWORD_PATH; className: string }) {
  return (
    <p className={className}>
      Your own password is changed under <Link to={CHANGE_PASSWORD_PATH[area]}>Change password</Link>, which asks for the current one.
    </p>
  );
}
