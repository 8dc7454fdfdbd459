import * as z from 'zod';
import { AlumnusRecordSchema, EventRecordSchema, SchoolRecordSchema, StaffRecordSchema, UserRecordSchema } from '@school/shared/contracts/record-schemas';
import { staffDto } from './modules/staff/record';
import { answers } from './modules/common';
import { startTestApi, tokensFor, type TestApi } from './test-support/test-api';

let api: TestApi, tokens: Awaited<ReturnType<typeof tokensFor>>;
beforeAll(async () => {
  api = await startTestApi({}, {
    // A route that answers a row with columns its answer must never carry, as a careless DTO would.
    addRoutes: (app) => {
      const firstStaff = () => app.db.selectFrom('staff').selectAll().orderBy('id').executeTakeFirstOrThrow();
      const response = answers({ 200: StaffRecordSchema });
      app.post('/api/test/careless', { schema: { response } }, async () => ({ ...staffDto(await firstStaff()), password_hash: 'argon2id$secret', school_code: '83181' }));
      // And one whose answer has a wrong type: a server error, not a wrong answer.
      app.post('/api/test/wrong', { schema: { response } }, async () => ({ ...staffDto(await firstStaff()), active: 1 }));
    },
  });
  tokens = await tokensFor(api);
});
afterAll(() => api.close());

/** The answer's text, as the client receives it. */
async function textOf(route: string, body: unknown, token?: string): Promise<{ status: number; text: string }> {
  const response = await fetch(`${api.url}/api${route}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, text: await response.text() };
}

test('every route of the API declares a response schema for its success and its errors', () => {
  // Not ours: the media files, the OpenAPI pages and the CORS preflight (204, no body).
  const ours = api.app.routeResponses.filter((route) => !route.url.startsWith('/uploads') && !route.url.startsWith('/api/docs') && route.method !== 'OPTIONS');
  expect(ours.length).toBeGreaterThan(25);
  const missing = ours.filter((route) => !route.statuses?.some((status) => /^2\d\d$/.test(status)) || !route.statuses.includes('4xx'));
  expect(missing.map((route) => `${route.method} ${route.url}`)).toEqual([]);
});

test('a column outside the response schema never reaches the answer', async () => {
  const { status, text } = await textOf('/test/careless', {});
  expect(status).toBe(200);
  expect(text).not.toMatch(/password_hash|school_code|argon2id/);
  expect(Object.keys(JSON.parse(text))).toEqual(Object.keys(StaffRecordSchema.shape));
});

test('a cached list is written through the list schema too, so an extra column never reaches it', async () => {
  const { json } = await api.app.listCache.get('staff', 'careless-list', z.array(StaffRecordSchema), async () => {
    const rows = await api.database.db.selectFrom('staff').selectAll().limit(2).execute();
    return rows.map((row) => ({ ...row, ...staffDto(row) }));
  });
  expect(json).not.toMatch(/full_name|profile_pic_url/);
  expect(JSON.parse(json)).toHaveLength(2);
});

test('a list is answered with the cached text as it is, not serialized again', async () => {
  const { status, text } = await textOf('/School/Staff/GetAll', { active: true, schoolCode: '83181' });
  expect(status).toBe(200);
  const { json: cached } = await api.app.listCache.get('staff', '83181|true', z.array(StaffRecordSchema), () => Promise.reject(new Error('not cached')));
  expect(text).toBe(cached);
});

test('answers keep the field order of the records (docs/product.md#record-fields), with null roles and booleans', async () => {
  const staff = JSON.parse((await textOf('/School/Staff/GetAll', { active: true, schoolCode: '83181' })).text);
  expect(Object.keys(staff[0])).toEqual(Object.keys(StaffRecordSchema.shape));
  expect(staff[0]).toMatchObject({ roles: null, active: true });
  const one = await textOf('/School/Staff/GetById', { schoolStaffId: staff[0].schoolStaffId }, tokens.schoolA);
  expect(one.text).toBe(JSON.stringify(staff[0]));

  const alumni = JSON.parse((await textOf('/School/Alumni/GetAll', { active: true, SchoolCode: '83181' })).text);
  expect(Object.keys(alumni[0])).toEqual(Object.keys(AlumnusRecordSchema.shape));
  const events = JSON.parse((await textOf('/School/Activity/GetAll', { active: true, schoolcode: '83181' })).text);
  expect(Object.keys(events[0])).toEqual(Object.keys(EventRecordSchema.shape));
  const event = await textOf('/School/Activity/GetById', { activityGalleryid: events[0].activityGalleryid }, tokens.schoolA);
  expect(event.text).toBe(JSON.stringify(events[0]));

  const schools = JSON.parse((await textOf('/School/GetAll', { active: true }, tokens.provider)).text);
  expect(Object.keys(schools[0])).toEqual(Object.keys(SchoolRecordSchema.shape));
  const users = JSON.parse((await textOf('/School/User/GetAll', { schoolId: 0 }, tokens.provider)).text);
  expect(Object.keys(users[0])).toEqual(Object.keys(UserRecordSchema.shape));
});

test('errors keep the house shape, whatever the status', async () => {
  expect(await textOf('/School/Staff/GetById', { schoolStaffId: 999_999 }, tokens.schoolA)).toEqual({ status: 404, text: '{"message":"Staff member not found"}' });
  expect(await textOf('/School/Staff/GetById', { schoolStaffId: 1 })).toEqual({ status: 401, text: '{"message":"Authentication required"}' });
  expect(await textOf('/School/GetById', { schoolId: 1 }, tokens.schoolA)).toEqual({ status: 403, text: '{"message":"This account may not do that"}' });
  expect(await textOf('/School/Staff/GetById', { schoolStaffId: 'x' }, tokens.schoolA)).toEqual({ status: 400, text: '{"message":"schoolStaffId: Invalid string: must match pattern /^\\\\d+$/"}' });
  expect(await textOf('/test/wrong', {})).toEqual({ status: 500, text: '{"message":"Something went wrong on the server. Please try again."}' });
});

test('the OpenAPI document still builds, and shows the answers', async () => {
  const response = await fetch(`${api.url}/api/docs/json`);
  expect(response.status).toBe(200);
  const document = (await response.json()) as { paths: Record<string, { post: { responses: Record<string, any> } }> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- an OpenAPI document
  const getById = document.paths['/api/School/Staff/GetById']!.post.responses;
  expect(Object.keys(getById['200'].content['application/json'].schema.properties)).toEqual(Object.keys(StaffRecordSchema.shape));
  expect(getById['4XX'] ?? getById['4xx']).toBeDefined();
});
