import { INVALID_EMAIL_MESSAGE } from '@school/shared/contracts/field-rules';
import type { TestApi } from './test-support/test-api';
import { expectRefusal, formOf, schoolForm, startWithSchools, type Tokens } from './test-support/fixtures';
import { documentRepository } from './modules/documents/repository';

/**
 * Every e-mail field the API writes follows the one rule (contracts/field-rules.ts): the
 * addresses with markup that the older rule stored and answered verbatim are refused with the
 * form's message. What was stored under the older rule still reads.
 */
let api: TestApi;
let tokens: Tokens;
let schoolB: number;
beforeAll(async () => ({ api, tokens, schoolB } = await startWithSchools()));
afterAll(() => api.close());

const MARKUP = ['a@b.c<script>', '"<svg/onload=alert(1)>"@example.com', 'javascript:alert(1)//@example.com'];
let made = 0;

/** Each e-mail field's write, with the address put in, and the message its refusal carries. */
const WRITES: Record<string, { send: (email: string) => ReturnType<TestApi['post']>; message: string }> = {
  'a staff member’s e-mail': {
    send: (email) => api.postForm('/School/Staff/Add', formOf({ fullName: 'Markup Test', designation: 'Clerk', email }), tokens.schoolA),
    message: INVALID_EMAIL_MESSAGE,
  },
  'an alumnus’s e-mail': {
    send: (email) => api.postForm('/School/Alumni/Add', formOf({ AlumniName: 'Markup Test', Email: email }), tokens.schoolA),
    message: INVALID_EMAIL_MESSAGE,
  },
  'the school profile’s e-mail': {
    send: (email) => api.post('/School/Profile/Update', { email }, { token: tokens.schoolB }),
    message: `email: ${INVALID_EMAIL_MESSAGE}`,
  },
  'a new school’s e-mail': {
    send: (email) => api.post('/School/Add', { ...schoolForm(`M${++made}`), profile: { email } }, { token: tokens.provider }),
    message: `profile.email: ${INVALID_EMAIL_MESSAGE}`,
  },
  'a visitor’s feedback e-mail': {
    send: (email) => api.post('/Site/Feedback', { school: '83181', name: 'Markup Test', email, message: 'Hello' }),
    message: `email: ${INVALID_EMAIL_MESSAGE}`,
  },
};

describe.each(Object.entries(WRITES))('%s', (_, write) => {
  test.each(MARKUP)('refuses %p with a 400 and the form’s message', async (email) => {
    expectRefusal(await write.send(email), 400, write.message);
  });

  test('takes an ordinary address with a + and a subdomain', async () => {
    const answer = await write.send('office+notices@mail.school.example');
    expect(answer.status).toBeLessThan(300);
  });
});

test('a profile stored under the older rule with a markup address still reads whole; saving it again asks for a valid one', async () => {
  const stored = { nameHi: 'पुराना प्रोफ़ाइल', phone: '+91 00000 00002', email: 'a@b.c<script>' };
  await documentRepository(api.database.db).write(schoolB, 'profile', stored);
  const site = await fetch(`${api.url}/api/Site?host=school2.localhost`);
  expect(site.status).toBe(200);
  expect(((await site.json()) as { profile: unknown }).profile).toMatchObject(stored);
  expectRefusal(await api.post('/School/Profile/Update', stored, { token: tokens.schoolB }), 400, `email: ${INVALID_EMAIL_MESSAGE}`);
});

test('a staff member stored under the older rule with a markup address is still listed', async () => {
  await api.database.db.insertInto('staff').values({ school_id: schoolB, full_name: 'Old Record', designation: 'Clerk', email: 'a@b.c<script>', active: 1 }).execute();
  const list = await api.post('/School/Staff/GetAll', { active: true, schoolCode: '83190' });
  expect(list.status).toBe(200);
  expect(list.body).toEqual(expect.arrayContaining([expect.objectContaining({ fullName: 'Old Record', email: 'a@b.c<script>' })]));
});
