import { isBlank, type Bilingual } from './page-values';
import { PAGES, POLICY_KINDS, PolicySchema } from './pages';
import { defaultPolicy, type PolicyContent } from './policy-defaults';

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

/** Every text of a default, where it stands: the introduction, then each section's heading, text and links. */
const textsOf = (content: PolicyContent): [string, Bilingual][] => [
  ['intro', content.intro],
  ...content.sections.flatMap((section, index): [string, Bilingual][] => [
    [`section ${index + 1} heading`, section.heading],
    [`section ${index + 1} text`, section.text],
    ...section.links.map((link): [string, Bilingual] => [`section ${index + 1} link ${link.url}`, link.label]),
  ]),
];

/** How a text is laid out on the page (as Paragraphs draws it): a paragraph per line, a list item per line starting "- ". */
const layout = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => (line.startsWith('- ') ? 'item' : 'paragraph'));

const occurrences = (text: string, part: string) => text.split(part).length - 1;

/**
 * The only words in Latin script the Hindi may keep: names of products, formats, standards,
 * services and keys, as the English writes them (and the school's name). Anything else in Latin
 * script is English left untranslated.
 */
const NAMES = new Set(
  'Adobe Acrobat Reader VLC media player Mozilla Firefox PDF Portable Document Format WebP SVG JPEG MP4 WebM WCAG AA GIGW YouTube youtube-nocookie.com OpenStreetMap Ctrl Mac A'.split(' '),
);

describe.each(POLICY_KINDS)('the Hindi of the default text of %s', (kind) => {
  const texts = textsOf(defaultPolicy(kind, school));

  test('is there for every text, in Devanagari, so a Hindi visitor reads Hindi', () => {
    for (const [where, { hi }] of texts) expect([where, hi]).toEqual([where, expect.stringMatching(/[\u0900-\u097F]/)]);
  });

  test('names the school exactly where the English does', () => {
    for (const [where, { en, hi }] of texts) expect([where, occurrences(hi, school.name)]).toEqual([where, occurrences(en, school.name)]);
  });

  test('has the English’s paragraphs and list items, one for one', () => {
    for (const [where, { en, hi }] of texts) expect([where, layout(hi)]).toEqual([where, layout(en)]);
  });

  test('keeps in Latin script only the names of products, formats and standards that the English names too', () => {
    for (const [where, { en, hi }] of texts) {
      const latin = hi.replaceAll(school.name, '').match(/[A-Za-z][A-Za-z0-9-]*(\.[a-z]+)*/g) ?? [];
      for (const word of latin) expect([where, word, NAMES.has(word) && en.includes(word)]).toEqual([where, word, true]);
    }
  });
});

test('a page of this site has one Hindi name wherever a default links it', () => {
  const names = new Map<string, Set<string>>();
  for (const kind of POLICY_KINDS) {
    for (const link of defaultPolicy(kind, school).sections.flatMap((section) => section.links)) {
      if (link.url.startsWith('/')) names.set(link.url, new Set([...(names.get(link.url) ?? []), link.label.hi]));
    }
  }
  expect(Object.fromEntries([...names].map(([url, labels]) => [url, labels.size]))).toEqual({ '/contact': 1, '/feedback': 1, '/hyperlinking-policy': 1, '/sitemap': 1, '/accessibility-statement': 1 });
});

test('the privacy policy says what the site really collects and keeps, in both languages', () => {
  const policy = defaultPolicy('privacy', school);
  const english = JSON.stringify(textsOf(policy).map(([, text]) => text.en));
  expect(english).toContain('your name, your e-mail address and your message');
  expect(english).toContain('local storage');
  expect(english).toContain('sets no cookies for visitors');
  expect(english).toContain('no analytics');
  const hindi = JSON.stringify(textsOf(policy).map(([, text]) => text.hi));
  expect(hindi).toContain('आपका नाम, आपका ई-मेल पता और आपका संदेश');
  expect(hindi).toContain('लोकल स्टोरेज');
  expect(hindi).toContain('कोई कुकी सेट नहीं करती');
  expect(hindi).toContain('किसी एनालिटिक्स या विज्ञापन सेवा का उपयोग नहीं करती');
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

test('the moderation policy says what the platform does: the three roles, drafts, the approval switch, versions and the audit log', () => {
  const policy = defaultPolicy('moderation', school);
  const english = JSON.stringify(textsOf(policy).map(([, text]) => text.en));
  // The roles by their names in the admin screens (contracts/roles.ts, the Team screen).
  for (const role of ['Editor: writes changes as drafts and submits them for approval', 'Publisher: reviews the drafts', 'School admin: does all that a publisher does'])
    expect(english).toContain(role);
  expect(english).toContain('no visitor sees it until a publisher or a school admin publishes it');
  expect(english).toContain('The school admin can switch approval off');
  expect(english).toContain('Every published version of a page is kept');
  expect(english).toContain('audit log, with the user who made it and their role');
  const hindi = JSON.stringify(textsOf(policy).map(([, text]) => text.hi));
  for (const role of ['संपादक:', 'प्रकाशक:', 'विद्यालय व्यवस्थापक:']) expect(hindi).toContain(role);
  expect(hindi).toContain('कोई आगंतुक उसे नहीं देखता');
  expect(hindi).toContain('ऑडिट लॉग');
});

test('the moderation policy promises no review time: the school decides it, and a visitor can write about content', () => {
  const policy = defaultPolicy('moderation', school);
  const texts = textsOf(policy).flatMap(([, text]) => [text.en, text.hi]);
  // No number of days, hours or any other figure the platform does not keep.
  for (const text of texts) expect(text).not.toMatch(/[0-9०-९]|\b(days?|hours?|weeks?)\b|दिन|घंटे|सप्ताह/);
  const review = policy.sections.find((section) => section.heading.en === 'How soon content is reviewed');
  expect(review?.text.en).toMatch(/^The school decides how soon its drafts are reviewed\./);
  expect(review?.links.map((link) => link.url)).toEqual(['/feedback', '/contact']);
});
