import { setConfig } from '../config/runtime-config';
import { withSchool } from './school-param';

beforeAll(() => setConfig({ API_URL: 'http://api.test/api', SchoolCode: '83190', remotes: { content: '', schoolAdmin: '', providerAdmin: '' } }));
afterAll(() => setConfig(null));

test('this page’s school goes under the name the call spells it with', () => {
  expect({ active: true, ...withSchool('schoolcode') }).toEqual({ active: true, schoolcode: '83190' });
  expect(withSchool('schoolCode')).toEqual({ schoolCode: '83190' });
  expect(String(new URLSearchParams(withSchool('school')))).toBe('school=83190');
});

test('a multipart form gets it as one more field', () => {
  const form = new FormData();
  form.append('Title', 'Sports Day');
  expect(withSchool('SchoolCode', form)).toBe(form);
  expect([...form.entries()]).toEqual([
    ['Title', 'Sports Day'],
    ['SchoolCode', '83190'],
  ]);
});
