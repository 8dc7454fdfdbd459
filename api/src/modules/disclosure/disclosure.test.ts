import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TestApi } from '../../test-support/test-api';
import { bytesFile, expectRefusal, formOf, schoolIdOf, startWithSchools, type Tokens } from '../../test-support/fixtures';
import { DISCLOSURE_DOCUMENT_KEYS } from '@school/shared/contracts/disclosure';
import { savePage as savePageAs } from '../../test-support/pages';

/** The CBSE Mandatory Public Disclosure: sections A to E put together from a school's data, its figures computed. */
let api: TestApi;
let tokens: Tokens;
beforeAll(async () => ({ api, tokens } = await startWithSchools()));
afterAll(() => api.close());

const disclosure = (school: string, headers: Record<string, string> = {}) => fetch(`${api.url}/api/Site/Disclosure?school=${encodeURIComponent(school)}`, { headers });
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test knows its answer's shape
const json = async (response: Response): Promise<any> => response.json();
const en = (text: string) => ({ en: text, hi: '' });
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function uploadPdf(token: string): Promise<string> {
  const answer = await api.postForm('/School/Page/Upload', formOf({}, { document: bytesFile(PDF, 'doc.pdf', 'application/pdf') }), token);
  expect(answer.status).toBe(201);
  return answer.body.path as string;
}

const savePage = (token: string, kind: string, content: unknown) => savePageAs(api, token, kind, content);

test('the demo school’s disclosure has sections A to E from its profile, pages and staff, one document not yet published', async () => {
  const answer = await disclosure('83181');
  expect(answer.status).toBe(200);
  expect(answer.headers.get('cache-control')).toBe('no-cache');
  const body = await json(answer);
  expect(Object.keys(body)).toEqual(['general', 'documents', 'academics', 'staff', 'infrastructure', 'updatedAt']);
  expect(body.general).toMatchObject({ schoolCode: '83181', affiliationNumber: '3520168', pinCode: '249001', principalName: 'Sh. Rajendra Singh Negi' });
  expect(body.documents.map((row: { key: string }) => row.key)).toEqual(DISCLOSURE_DOCUMENT_KEYS);
  expect(body.documents.find((row: { key: string }) => row.key === 'deo').file).toEqual({ status: 'notPublished' });
  const published = body.documents.filter((row: { file: { status: string } }) => row.file.status === 'published');
  expect(published).toHaveLength(7);
  for (const { file } of published) {
    expect(file).toMatchObject({ format: 'PDF', issuedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(readFileSync(path.join(api.dataDir, file.path), 'latin1')).toMatch(/^%PDF-/);
  }
  // Demo results: 81 of 84 passed.
  expect(body.academics.classX[0]).toEqual({ year: '2025', registered: 84, passed: 81, passPercentage: 96.43, remarks: en('Demo figures') });
  // Demo staff: a principal, three PGTs, a TGT and a PET, in 4 sections.
  expect(body.staff).toMatchObject({ teachers: 4, sections: 4, teacherSectionRatio: 1 });
  expect(body.staff.counts).toMatchObject({ principal: 1, pgt: 3, tgt: 1, prt: 0, pet: 1 });
  expect(body.infrastructure).toMatchObject({ campusArea: 8500, internet: true, inspectionVideo: null });
  expect(body.updatedAt).toEqual(expect.any(String));
});

test('an unchanged disclosure answers 304 to its ETag', async () => {
  const first = await disclosure('83190');
  const etag = first.headers.get('etag')!;
  expect(etag).toMatch(/^"[\w-]+"$/);
  expect((await disclosure('83190', { 'If-None-Match': etag })).status).toBe(304);
});

test('a school that filled in nothing has every document not published and no figure it cannot compute', async () => {
  const body = await json(await disclosure('83190'));
  expect(body.documents.every((row: { file: unknown }) => JSON.stringify(row.file) === '{"status":"notPublished"}')).toBe(true);
  expect(body.academics.feeStructure).toEqual({ status: 'notPublished' });
  expect(body.staff).toMatchObject({ sections: null, teacherSectionRatio: null });
  expect(body.infrastructure).toEqual({
    campusArea: null,
    classroomCount: null,
    classroomSize: null,
    labs: [],
    internet: null,
    girlsToilets: null,
    boysToilets: null,
    inspectionVideo: null,
  });
});

test('a staff member’s new category changes section D at once, and only active staff count', async () => {
  const before = (await json(await disclosure('83190'))).staff;
  const added = await api.postForm('/School/Staff/Add', formOf({ fullName: 'Sh. New Teacher', designation: 'Teacher', category: 'prt' }), tokens.schoolB);
  expect(added.status).toBe(201);
  expect(added.body.category).toBe('prt');
  await savePage(tokens.schoolB, 'disclosureAcademics', { sections: '3' });
  const after = (await json(await disclosure('83190'))).staff;
  expect(after.counts.prt).toBe(before.counts.prt + 1);
  expect(after.teachers).toBe(before.teachers + 1);
  expect(after.teacherSectionRatio).toBe(Math.round((after.teachers / 3) * 100) / 100);

  const id = added.body.schoolStaffId;
  const changed = await api.postForm('/School/Staff/Update', formOf({ schoolStaffId: id, fullName: 'Sh. New Teacher', designation: 'Counsellor', category: 'counsellor' }), tokens.schoolB);
  expect(changed.status).toBe(200);
  const moved = (await json(await disclosure('83190'))).staff;
  expect([moved.counts.prt, moved.counts.counsellor, moved.teachers]).toEqual([before.counts.prt, before.counts.counsellor + 1, before.teachers]);

  await api.postForm('/School/Staff/Update', formOf({ schoolStaffId: id, fullName: 'Sh. New Teacher', designation: 'Counsellor', category: 'counsellor', active: 'false' }), tokens.schoolB);
  expect((await json(await disclosure('83190'))).staff.counts.counsellor).toBe(before.counts.counsellor);
});

test('a staff category outside the list is refused, and the member is kept as it was', async () => {
  for (const category of ['teacher', 'PGT', 'principal ', '<b>']) {
    const refused = await api.postForm('/School/Staff/Add', formOf({ fullName: 'Sh. Odd', designation: 'Teacher', category }), tokens.schoolB);
    if (category === 'principal ') {
      expect(refused.status).toBe(201); // trimmed, as every text field is
      continue;
    }
    expectRefusal(refused, 400, 'Choose a category from the list');
  }
});

test('documents, results and infrastructure saved as pages come back with their dates and computed percentages', async () => {
  const file = await uploadPdf(tokens.schoolB);
  const calendar = await uploadPdf(tokens.schoolB);
  expect((await savePage(tokens.schoolB, 'disclosureDocuments', { fireSafety: { document: file, issuedOn: '2025-09-03' } })).status).toBe(200);
  const saved = await savePage(tokens.schoolB, 'disclosureAcademics', {
    academicCalendar: calendar,
    classXII: [
      { year: '2025', registered: '3', passed: '2', remarks: en('') },
      { year: '2024', registered: '0', passed: '0', remarks: en('No candidates') },
      { year: '2023', registered: '', passed: '', remarks: en('') },
    ],
    sections: '0',
  });
  expect(saved.status).toBe(200);
  expect((await savePage(tokens.schoolB, 'disclosureInfrastructure', { campusArea: '1200.5', labs: [{ name: en('Computer lab'), size: '40' }], internet: 'no', inspectionVideo: 'dQw4w9WgXcQ' })).status).toBe(200);

  const body = await json(await disclosure('83190'));
  expect(body.documents.find((row: { key: string }) => row.key === 'fireSafety').file).toEqual({ status: 'published', path: file, format: 'PDF', issuedOn: '2025-09-03' });
  expect(body.academics.academicCalendar).toEqual({ status: 'published', path: calendar, format: 'PDF', issuedOn: null });
  expect(body.academics.classXII.map((row: { passPercentage: number | null }) => row.passPercentage)).toEqual([66.67, null, null]);
  // No sections: no ratio, rather than a division by zero.
  expect(body.staff).toMatchObject({ sections: 0, teacherSectionRatio: null });
  expect(body.infrastructure).toMatchObject({ campusArea: 1200.5, labs: [{ name: en('Computer lab'), size: 40 }], internet: false, inspectionVideo: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
});

test('a document whose file is gone from disk is not published, never a link that answers 404', async () => {
  const file = await uploadPdf(tokens.schoolB);
  expect((await savePage(tokens.schoolB, 'disclosureDocuments', { noc: { document: file, issuedOn: '' } })).status).toBe(200);
  expect((await json(await disclosure('83190'))).documents.find((row: { key: string }) => row.key === 'noc').file.status).toBe('published');
  await api.app.storage.remove(await schoolIdOf(api, '83190'), [file]);
  expect((await json(await disclosure('83190'))).documents.find((row: { key: string }) => row.key === 'noc').file).toEqual({ status: 'notPublished' });
});

test('hostile queries are refused with 4xx, never a 500', async () => {
  expect((await disclosure('99999')).status).toBe(404);
  for (const school of ['', '%00', 'x'.repeat(51)]) {
    const answer = await fetch(`${api.url}/api/Site/Disclosure?school=${school}`);
    expect([answer.status >= 400 && answer.status < 500, school]).toEqual([true, school]);
  }
  expect((await fetch(`${api.url}/api/Site/Disclosure`)).status).toBe(400);
  expect((await fetch(`${api.url}/api/Site/Disclosure?school=83181&extra=1`)).status).toBe(400);
});

test('the disclosure’s pages refuse a percentage typed in, more passed than registered, and a date that is none', async () => {
  const refused = async (kind: string, content: unknown) => expectRefusal(await savePage(tokens.schoolB, kind, content), 400);
  await refused('disclosureAcademics', { classX: [{ year: '2025', registered: '10', passed: '11' }] });
  await refused('disclosureAcademics', { classX: [{ year: '2025', registered: '10', passed: '9', passPercentage: '90' }] });
  await refused('disclosureAcademics', { classX: Array.from({ length: 4 }, () => ({ year: '2025' })) });
  await refused('disclosureDocuments', { rte: { document: '', issuedOn: '31/12/2024' } });
  await refused('disclosureInfrastructure', { girlsToilets: '2.5' });
});
