import { isBlank } from './page-values';
import { PAGES, POLICY_KINDS, PolicySchema } from './pages';
import { defaultPolicy } from './policy-defaults';

const school = { name: 'Government Inter College Testpur' };

describe.each(POLICY_KINDS)('the default text of %s', (kind) => {
  const text = defaultPolicy(kind, school);
  const words = JSON.stringify(text);

  test('is content its editor accepts, so the school can start from it', () => {
    expect(PolicySchema.parse(text)).toEqual(text);
    expect(PAGES[kind].schema).toBe(PolicySchema);
    expect(isBlank(text)).toBe(false);
  });

  test('names the school and makes up no contact details', () => {
    expect(text.intro.en).toContain(school.name);
    expect(words).not.toMatch(/@|\+91|\b\d{6}\b|\d{3}[\s-]?\d{3}[\s-]?\d{4}/);
  });

  test('has a heading and words in every section, and links only to web pages or this site’s pages', () => {
    for (const section of text.sections) {
      expect(section.heading.en).not.toBe('');
      expect(section.text.en).not.toBe('');
      for (const link of section.links) expect(link.url).toMatch(/^(https:\/\/|\/[a-z])/);
    }
  });
});

test('the privacy policy says what the site really collects and keeps', () => {
  const words = JSON.stringify(defaultPolicy('privacy', school));
  expect(words).toContain('your name, your e-mail address and your message');
  expect(words).toContain('local storage');
  expect(words).toContain('sets no cookies for visitors');
  expect(words).toContain('no analytics');
});

test('the accessibility statement names its target, the display controls, the skip link and where to report a problem', () => {
  const statement = defaultPolicy('accessibility', school);
  const words = JSON.stringify(statement);
  for (const part of ['WCAG) 2.1 at level AA', 'A−, A and A+', 'High contrast', 'Skip to content']) expect(words).toContain(part);
  expect(statement.sections.flatMap((section) => section.links.map((link) => link.url))).toEqual(expect.arrayContaining(['/feedback', '/contact']));
});

test('help links the official download pages of free readers for the site’s file formats', () => {
  const links = defaultPolicy('help', school).sections.flatMap((section) => section.links.map((link) => link.url));
  expect(links).toEqual(expect.arrayContaining(['https://get.adobe.com/reader/', 'https://www.videolan.org/vlc/']));
});

test('a policy’s link is a web address or a page of this site, never another site in disguise', () => {
  const withLink = (url: string) => PolicySchema.safeParse({ sections: [{ links: [{ url }] }] }).success;
  for (const url of ['/contact', '/faqs#fees', 'https://www.videolan.org/vlc/', '']) expect([url, withLink(url)]).toEqual([url, true]);
  for (const url of ['//evil.example', '/\\evil.example', 'javascript:alert(1)', 'contact', '/a b']) expect([url, withLink(url)]).toEqual([url, false]);
});
