import { render, screen } from '@testing-library/react';
import { setConfig } from '@school/shared';
import { copiesOf, PICTURE_NAME as NAME } from './picture-testing';
import { SchoolPicture } from './school-picture';

const en = (text: string) => ({ en: text, hi: '' });

beforeAll(() => setConfig({ API_URL: 'http://api.test/api', SchoolCode: '83181', remotes: { content: '', schoolAdmin: '', providerAdmin: '' } }));

test('a picture offers its narrower copies and itself, with how wide it is drawn, and keeps itself as the src', () => {
  const picture = { path: `${NAME}.webp`, width: 1600, height: 1200, alt: en('The science fair') };
  render(<SchoolPicture picture={picture} sizes="(min-width: 1024px) 30rem, calc(100vw - 4rem)" />);
  const img = screen.getByRole('img', { name: 'The science fair' });
  expect(img).toHaveAttribute('src', `/${NAME}.webp`);
  expect(img).toHaveAttribute('srcset', copiesOf(NAME, 1600));
  expect(img).toHaveAttribute('sizes', '(min-width: 1024px) 30rem, calc(100vw - 4rem)');
  expect(img).toHaveAttribute('width', '1600');
});

test('a picture no wider than the narrowest copy offers only itself', () => {
  render(<SchoolPicture picture={{ path: `${NAME}.webp`, width: 400, height: 400, alt: en('A topper') }} sizes="64px" />);
  expect(screen.getByRole('img', { name: 'A topper' })).toHaveAttribute('srcset', `/${NAME}.webp 400w`);
});

test('no picture, no img', () => {
  render(<SchoolPicture picture={{ path: '', width: 0, height: 0, alt: en('') }} sizes="100vw" />);
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
});
