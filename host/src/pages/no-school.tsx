import { useEffect } from 'react';
import './not-found.css';

/**
 * What an address no school has shows (the API's GET /Site said 404): a plain page, never
 * another school's site.
 */
export function NoSchoolPage() {
  useEffect(() => {
    document.title = 'No school at this address';
  }, []);
  return (
    <main id="main" className="not-found" aria-labelledby="no-school-title">
      <h1 id="no-school-title">No school at this address</h1>
      <p>This address is not the site of any school here. Check the address, or ask the school for its site’s address.</p>
    </main>
  );
}
