// @ts-check
/**
 * A school as the provider's area adds it (POST /api/School/Add), for the bench and the browser
 * tests that add one of their own: its name, code and address (http://<host>), the contact the
 * caller names with a placeholder number, active, and the domain and AMC dates of this year to
 * the next.
 * @param {{ name: string, code: string, host: string, contactPerson: string }} school
 */
export function newSchoolFields({ name, code, host, contactPerson }) {
  const year = new Date().getFullYear();
  return {
    schoolName: name,
    schoolCode: code,
    contactPerson1: contactPerson,
    contact1: '9876543210',
    schoolWebSiteUrl: `http://${host}`,
    domainNamePurchaseDate: `${year}-01-01`,
    domainNameRenewDate: `${year + 1}-01-01`,
    domainNameExpireDate: `${year + 1}-01-01`,
    amcstartDate: `${year}-01-01`,
    amcendDate: `${year + 1}-01-01`,
    active: true,
  };
}
