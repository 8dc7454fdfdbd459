import { PUBLIC_ROUTES } from '@school/shared/contracts/site-map';
import { PAGES } from './app';

test('every public route of the one list has its page here, and no other route is a public page', () => {
  expect(Object.keys(PAGES).sort()).toEqual(PUBLIC_ROUTES.filter((path) => path !== '/').sort());
});
