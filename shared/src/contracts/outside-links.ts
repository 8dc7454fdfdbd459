// No imports: the public pages import it (ui/outside-link.tsx), so it stays a few lines.

/**
 * The zones of the Government of India's websites (GIGW 3.0: a visitor is told when a link
 * leaves them). The .IN registry gives these to the Government alone: `gov.in` (ministries,
 * departments, states: cbse.gov.in, education.gov.in), `nic.in` (the National Informatics
 * Centre's, which hosts many of them: ncert.nic.in) and `mil.in` (the armed forces'). Not `.gov`:
 * it is the United States' government, not ours; a link to it leaves the Government's websites
 * as much as any other. Not `ac.in` or `edu.in` either: anyone's college or school may hold one.
 */
const GOVERNMENT_ZONES = ['gov.in', 'nic.in', 'mil.in'];

/**
 * Whether a link's address is a Government of India website: an http(s) address whose host is
 * one of the zones or ends in one (`swayam.gov.in`, `WWW.NCS.GOV.IN:443`), not one that only
 * looks like it (`evilgov.in`, `gov.in.example.com`). False for what is not an http(s) address
 * (`mailto:`, a path of this site, text that does not parse).
 */
export function isGovernmentSite(url: string): boolean {
  let address: URL;
  try {
    address = new URL(url.trim());
  } catch {
    return false;
  }
  if (address.protocol !== 'https:' && address.protocol !== 'http:') return false;
  // URL keeps the host lower-case and without its port; a fully qualified name's last dot goes.
  const host = address.hostname.replace(/\.$/, '');
  return GOVERNMENT_ZONES.some((zone) => host === zone || host.endsWith(`.${zone}`));
}
