import { session, useNavigate } from '@school/shared';

/**
 * The provider area behind the provider login. Its Schools and Users screens are not
 * published yet; logging out already works as the spec says.
 */
export function ProviderAreaPage() {
  const navigate = useNavigate();
  const logOut = () => {
    void navigate('/sgi-login');
    session.endProviderSession();
  };
  return (
    <section aria-labelledby="provider-area-title">
      <h1 id="provider-area-title">Provider administration</h1>
      <p>The Schools and Users screens are not published yet.</p>
      <button type="button" className="ui-button" onClick={logOut}>
        Logout
      </button>
    </section>
  );
}
