import { isGovernmentSite } from './outside-links';

describe('isGovernmentSite', () => {
  it.each([
    'https://swayam.gov.in/',
    'https://pmshri.education.gov.in/',
    'https://www.ncs.gov.in/',
    'https://ncert.nic.in/textbook.php',
    'https://joinindianarmy.mil.in',
    'https://gov.in/',
    'http://nic.in',
    'HTTPS://CBSE.GOV.IN/Notices',
    'https://cbse.gov.in:8443/x',
    'https://www.diksha.gov.in./',
    '  https://uk.gov.in/  ',
  ])('%s is a Government site', (url) => expect(isGovernmentSite(url)).toBe(true));

  it.each([
    'https://evilgov.in/',
    'https://evil-nic.in/',
    'https://gov.in.evil.com/',
    'https://swayam.gov.in.example.org/',
    'https://www.usa.gov/',
    'https://iitb.ac.in/',
    'https://www.facebook.com/school83181',
    'https://get.adobe.com/reader/',
    'https://user@example.org@gov.in.example.org/',
    'mailto:office@cbse.gov.in',
    'ftp://files.nic.in/',
    '//swayam.gov.in/',
    'swayam.gov.in',
    '/contact',
    '',
    'not an address',
  ])('%s is not', (url) => expect(isGovernmentSite(url)).toBe(false));

  it('reads the host, not what is before an @ or in the path', () => {
    expect(isGovernmentSite('https://cbse.gov.in@example.org/')).toBe(false);
    expect(isGovernmentSite('https://example.org/cbse.gov.in')).toBe(false);
    expect(isGovernmentSite('https://example.org/?next=https://cbse.gov.in')).toBe(false);
  });
});
