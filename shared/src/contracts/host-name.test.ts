import fc from 'fast-check';
import { HOST_NAME, hostNameOf } from './host-name';

/** What hostNameOf answered before its shortcut: always through URL's parser. */
function throughUrl(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  try {
    const host = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`).hostname.toLowerCase().replace(/\.$/, '');
    return HOST_NAME.test(host) ? host : null;
  } catch {
    return null;
  }
}

describe('hostNameOf', () => {
  it.each([
    ['HTTPS://School.Example:8443/x', 'school.example'],
    ['school2.localhost', 'school2.localhost'],
    ['  localhost  ', 'localhost'],
    ['school.example.', 'school.example'],
    ['0x7f.0.0.1', '127.0.0.1'],
    ['10.1', '10.0.0.1'],
    ['', null],
    ['http://', null],
    ['exa mple.org', null],
    // Punycode: a valid label is kept, one that is not (found by the property below) is refused.
    ['xn--nxasmq6b.example', 'xn--nxasmq6b.example'],
    ['xn--x', null],
    ['school.xn--x', null],
  ])('reads %j as %j', (text, host) => {
    expect(hostNameOf(text)).toBe(host);
  });

  it('answers what URL’s parser answers for any host-like text, shortcut or not', () => {
    const label = fc.stringMatching(/^[a-z0-9x-]{1,8}$/);
    const hostLike = fc.oneof(
      fc.array(label, { minLength: 1, maxLength: 4 }).map((labels) => labels.join('.')),
      fc.array(fc.oneof(fc.nat(300).map(String), fc.nat(255).map((n) => `0x${n.toString(16)}`)), { minLength: 1, maxLength: 4 }).map((parts) => parts.join('.')),
      fc.string({ maxLength: 20 }),
    );
    fc.assert(fc.property(hostLike, (text) => expect(hostNameOf(text)).toBe(throughUrl(text))), { numRuns: 2000 });
  });
});
