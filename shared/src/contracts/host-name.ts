// No imports: contracts/school.ts and contracts/site.ts both use it, and site.ts imports
// school-profile.ts, which imports school.ts.

/**
 * A school's addresses. A school is found by the host name of the page (DESIGN.md: a school is
 * a tenant): its Website URL's host name first, then any others the provider lists. Host names
 * are kept lower-case, without a port or a trailing dot.
 */
export const HOST_NAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** What URL's host parser takes for a number (WHATWG URL: "ends in a number"). */
const NUMERIC_LABEL = /^(\d+|0x[0-9a-f]*)$/;

/** A label URL's parser decodes as Punycode, and refuses when it is not (xn--x). */
const PUNYCODE_LABEL = /(^|\.)xn--/;

/** The host name in a URL or a bare host name ('HTTPS://School.Example:8443/x' -> 'school.example'); null when there is none. */
export function hostNameOf(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  // Already a host name as kept (every page's site-data call sends one): no URL to parse. Not
  // when the last label is a number, which URL reads as part of an IPv4 address (0x7f.1 is
  // 127.0.0.1), nor with a Punycode label, which URL checks.
  if (HOST_NAME.test(trimmed) && !NUMERIC_LABEL.test(trimmed.slice(trimmed.lastIndexOf('.') + 1)) && !PUNYCODE_LABEL.test(trimmed)) return trimmed;
  let host: string;
  try {
    host = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`).hostname;
  } catch {
    return null;
  }
  host = host.toLowerCase().replace(/\.$/, '');
  return HOST_NAME.test(host) ? host : null;
}
