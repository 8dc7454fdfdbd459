import { render, screen } from '@testing-library/react';
import { setConfig, setSite } from '@school/shared';
import { SchoolProfileSchema } from '@school/shared/contracts/school-profile';
import { copiesOf, PICTURE_NAME as NAME } from '../../../ui/picture-testing';
import { HomeBanner } from './home-banner';

beforeAll(() => setConfig({ API_URL: 'http://api.test/api', SchoolCode: '83181', remotes: { content: '', schoolAdmin: '', providerAdmin: '' } }));

test('the banner’s first picture has the srcset and sizes the page’s head preloads it with', () => {
  const banner = [{ path: `${NAME}.webp`, width: 1600, height: 500, alt: { en: 'The school gate', hi: '' } }];
  setSite({ status: 'found', site: { schoolCode: '83181', schoolName: 'A School', demoContent: false, profile: SchoolProfileSchema.parse({ banner }) } });
  render(<HomeBanner />);
  const img = screen.getByRole('img', { name: 'The school gate' });
  // As GET /Site/Head writes them (api site.test.ts): the same three, so the preloaded file is the one shown.
  expect(img).toHaveAttribute('src', `/${NAME}.webp`);
  expect(img).toHaveAttribute('srcset', copiesOf(NAME, 1600));
  // Drawn 340 px high, a 1600 × 500 picture is 1088 px wide, wider than the column of most screens.
  expect(img).toHaveAttribute('sizes', 'max(min(100vw - 2rem, 1168px), 340px * 3.2)');
});
