import { hindiGapsIn, pageHindiGaps, profileHindiGaps } from './hindi-gaps';
import { list, picture, plain, text } from './page-fields';
import { EMPTY_PROFILE } from './school-profile';
import { POLICY_KINDS } from './pages';
import { defaultPolicy } from './policy-defaults';

const en = (words: string) => ({ en: words, hi: '' });
const both = (english: string, hindi: string) => ({ en: english, hi: hindi });
const photo = (alt: { en: string; hi: string }) => ({ path: '', width: 0, height: 0, alt });

test('a text in English without Hindi is a gap; one in both languages, in neither, or only in Hindi is not', () => {
  const gaps = pageHindiGaps('namesake', {
    name: en('Captain Example'),
    subtitle: both('The martyr', 'शहीद'),
    introduction: both('', ''),
    storyHeading: both('', 'कहानी'),
    story: en('   '),
    photoCaption: both('A caption', '  '),
  });
  expect(gaps).toEqual([
    { hindiPath: 'name.hi', label: 'Name' },
    { hindiPath: 'photoCaption.hi', label: 'Caption of the photo' },
  ]);
});

test('an empty page has no gap, and names, dates and links are the same in both languages', () => {
  expect(pageHindiGaps('principal', {})).toEqual([]);
  expect(pageHindiGaps('rti', { people: [{ name: 'A Person', dateOfJoining: '01/07/2015', employeeCode: 'X1' }] })).toEqual([]);
});

test('each item of a list counts its own texts, labelled with its place as the editor shows it', () => {
  const gaps = pageHindiGaps('labs', {
    intro: en('Our labs'),
    labs: [
      { name: both('Physics', 'भौतिकी'), description: en('Optics benches') },
      { name: en('Chemistry'), description: en('Fume hoods'), picture: photo(en('Students at a bench')) },
    ],
  });
  expect(gaps).toEqual([
    { hindiPath: 'intro.hi', label: 'Introduction' },
    { hindiPath: 'labs.0.description.hi', label: 'Laboratories › Laboratory 1 › Description' },
    { hindiPath: 'labs.1.name.hi', label: 'Laboratories › Laboratory 2 › Name' },
    { hindiPath: 'labs.1.description.hi', label: 'Laboratories › Laboratory 2 › Description' },
    { hindiPath: 'labs.1.picture.alt.hi', label: 'Laboratories › Laboratory 2 › Picture › What the picture shows' },
  ]);
});

test('a picture’s description is a text of its own, in a list of pictures too', () => {
  expect(pageHindiGaps('principal', { photo: photo(en('The principal at her desk')) })).toEqual([
    { hindiPath: 'photo.alt.hi', label: 'Photo of the principal › What the picture shows' },
  ]);
  expect(pageHindiGaps('gallery', { pictures: [photo(both('Sports day', 'खेल दिवस')), photo(en('Annual day'))] })).toEqual([
    { hindiPath: 'pictures.1.alt.hi', label: 'Pictures › Picture 2 › What the picture shows' },
  ]);
});

test('lists inside list items are walked too (a policy section’s links)', () => {
  const gaps = pageHindiGaps('privacy', {
    sections: [{ heading: both('Cookies', 'कुकीज़'), text: both('None', 'कोई नहीं'), links: [{ label: en('Contact Us'), url: '/contact' }] }],
  });
  expect(gaps).toEqual([{ hindiPath: 'sections.0.links.0.label.hi', label: 'Sections › Section 1 › Links › Link 1 › Words of the link' }]);
});

test('values as a form holds them while the admin types are read without failing: untrimmed, missing or of another shape', () => {
  const fields = { title: text('Title'), code: plain('Code'), items: list('Items', 'Item', picture('Picture')) };
  expect(hindiGapsIn(fields, { title: { en: 'Typed ' }, code: 'X', items: 'not a list' })).toEqual([{ hindiPath: 'title.hi', label: 'Title' }]);
  expect(hindiGapsIn(fields, null)).toEqual([]);
  expect(hindiGapsIn(fields, { title: 'a string', items: [null, 7] })).toEqual([]);
});

test('the profile lacks its Hindi name while the school has an English one, and its bilingual lines and picture descriptions count', () => {
  expect(profileHindiGaps(EMPTY_PROFILE, 'Government Inter College Testpur')).toEqual([{ hindiPath: 'nameHi', label: 'School name in Hindi' }]);
  const profile = {
    ...EMPTY_PROFILE,
    nameHi: 'राजकीय इंटर कॉलेज',
    ministry: en('Ministry of Education'),
    address: both('Village Road', 'गाँव मार्ग'),
    logo: photo(en('The school’s crest')),
    banner: [photo(en('The school building'))],
    social: [{ name: 'Facebook', url: 'https://facebook.com/x' }],
  };
  expect(profileHindiGaps(profile, 'Government Inter College Testpur')).toEqual([
    { hindiPath: 'ministry.hi', label: 'Line above the header' },
    { hindiPath: 'logo.alt.hi', label: 'Logo › What the picture shows' },
    { hindiPath: 'banner.0.alt.hi', label: 'Banner pictures › Picture 1 › What the picture shows' },
  ]);
});

test('the GIGW pages’ default texts have their Hindi, so a page on its default lacks none', () => {
  for (const kind of POLICY_KINDS) expect([kind, pageHindiGaps(kind, defaultPolicy(kind, { name: 'A School' }))]).toEqual([kind, []]);
});
