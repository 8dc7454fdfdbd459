import { createServer, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import selfsigned from 'selfsigned';
import type { AddressInfo } from 'node:net';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { SchoolHealth } from '@school/shared/contracts/health';
import type { TestApi } from '../../test-support/test-api';
import { schoolUserToken } from '../../test-support/test-api';
import { bytesFile, formOf, PNG_BYTES, startWithSchools, type Tokens } from '../../test-support/fixtures';
import { insertNotice } from '../../test-support/records';
import { savePage } from '../../test-support/pages';
import { healthRunner, type HealthRunner } from './runner';

/**
 * Site health through the API on a real database: each kind of finding planted in a school
 * appears with its fix and goes once fixed; acceptance; the provider's overview; a check asked
 * for by a publish. The runner is driven by the test (the test API runs no timer), with a
 * local server standing for an outside site.
 */
let api: TestApi;
let tokens: Tokens;
let schoolB: number;
let runner: HealthRunner;
let site: Server;
let siteAnswer = 404;
let siteUrl: string;
let clock = Date.parse('2026-12-05T06:00:00Z');

beforeAll(async () => {
  ({ api, tokens, schoolB } = await startWithSchools());
  runner = healthRunner({ db: api.database.db, files: api.app.storage.files, config: { ...api.config.health, privateLinks: true }, log: api.app.log, now: () => clock });
  site = createServer((request, response) => response.writeHead(request.url === '/notice' ? siteAnswer : 200).end());
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/notice`;
});
afterAll(async () => {
  site.close();
  await api.close();
});

const healthOf = async (token = tokens.schoolB) => (await api.get('/School/Health', { authorization: `Bearer ${token}` })).body as SchoolHealth;
const findingsOf = async (check: string, token = tokens.schoolB) => (await healthOf(token)).findings.filter((finding) => finding.check === check);

async function upload(field: 'picture' | 'document', bytes: Buffer, name: string, type: string): Promise<string> {
  const answer = await api.postForm('/School/Page/Upload', formOf({}, { [field]: bytesFile(bytes, name, type) }), tokens.schoolB);
  expect(answer.status).toBe(201);
  return (answer.body as { path: string }).path;
}

async function pdf(withText: boolean): Promise<Buffer> {
  const document = await PDFDocument.create();
  const page = document.addPage([200, 200]);
  if (withText) page.drawText('Fire safety certificate', { font: await document.embedFont(StandardFonts.Helvetica), x: 10, y: 100, size: 10 });
  else page.drawImage(await document.embedPng(PNG_BYTES), { x: 0, y: 0, width: 200, height: 200 });
  return Buffer.from(await document.save());
}

/** The help page with one section that links to a page of the site (the policies' links may). */
const helpLinkingTo = (url: string) => ({ sections: [{ heading: { en: 'Rules', hi: 'नियम' }, text: { en: 'Read them.', hi: 'पढ़ें।' }, links: [{ label: { en: 'Our rules', hi: 'नियम' }, url }] }] });

const saved = async (kind: string, content: unknown) => expect(await savePage(api, tokens.schoolB, kind, content)).toMatchObject({ status: 200 });

test('each kind of finding planted in a school shows with its fix, and goes once fixed', async () => {
  const scan = await upload('document', await pdf(false), 'scan.pdf', 'application/pdf');
  const text = await upload('document', await pdf(true), 'typed.pdf', 'application/pdf');
  const photo = await upload('picture', PNG_BYTES, 'photo.png', 'image/png');
  const picture = (alt: { en: string; hi: string }) => ({ path: photo, width: 1, height: 1, alt });
  await saved('links', { links: [{ label: { en: 'click here', hi: 'सूचना' }, url: siteUrl }] });
  await saved('help', helpLinkingTo('/no-such-page'));
  await saved('disclosureDocuments', { fireSafety: { document: text, issuedOn: '2025-01-01', validUntil: '2026-12-01' }, deo: { document: scan, issuedOn: '2025-01-01' } });
  await saved('gallery', { pictures: [picture({ en: '', hi: '' })] });
  await saved('principal', { message: { en: 'Welcome.', hi: 'स्वागत है।' } });
  await saved('principal', { message: { en: 'Welcome to our school.', hi: 'स्वागत है।' } });
  const notice = await insertNotice(api.database.db, { school_id: schoolB, status: 'published', notice_date: '2026-03-01', published_at: '2026-03-01T00:00:00Z' });

  await runner.checkOne(schoolB, { tryLinks: true });
  const health = await healthOf();
  expect(health.checkedAt).not.toBeNull();
  const fixes = Object.fromEntries(health.findings.map((finding) => [`${finding.check} ${finding.where}`, finding.fix]));
  expect(fixes).toMatchObject({
    'internalLink Help › Sections › Section 1 › Links › Link 1 › Address': '/Manage-Pages/help?field=sections.0.links.0.url',
    'vagueLinkText Home: Useful links › Useful links › Link 1 › Address (URL)': '/Manage-Pages/links?field=links.0.url',
    'certificateExpired Mandatory Disclosure: Documents (B) › Copy of valid fire safety certificate issued by the competent authority › Valid until': '/Manage-Pages/disclosureDocuments?field=fireSafety.validUntil',
    'pdfNoText Mandatory Disclosure: Documents (B) › Copy of the DEO certificate submitted for affiliation/upgradation/extension, or self-certification › Document (PDF)': '/Manage-Pages/disclosureDocuments?field=deo.document',
    'pictureNoDescription Home: Photo gallery › Pictures › Picture 1': '/Manage-Pages/gallery?field=pictures.0.alt.en',
    'languageBehind Principal’s Message › Message': '/Manage-Pages/principal?field=message.hi',
    [`noticeNotArchived Notice “Test notice”`]: `/Manage-Notices?edit=${notice}`,
  });
  // The typed PDF has text; a link that fails is not broken before its second night.
  expect(health.findings.filter((finding) => finding.check === 'pdfNoText')).toHaveLength(1);
  expect(await findingsOf('externalLink')).toEqual([]);

  const night = runner.nightOf(clock);
  await runner.runNight(night);
  await runner.runNight(night); // the same night again counts once
  await runner.checkOne(schoolB, { tryLinks: false });
  expect(await findingsOf('externalLink')).toEqual([]);
  await runner.runNight(night + 1);
  await runner.checkOne(schoolB, { tryLinks: false });
  expect(await findingsOf('externalLink')).toEqual([expect.objectContaining({ detail: `${siteUrl} (404)`, fix: '/Manage-Pages/links?field=links.0.url', severity: 'high' })]);
  const before = (await healthOf()).findings.filter((finding) => finding.status === 'open');

  // Fixed: the site answers again, the link is mended, the certificate renewed, and so on.
  siteAnswer = 200;
  clock += 2 * 60 * 1000;
  await saved('links', { links: [{ label: { en: 'Board notice', hi: 'बोर्ड सूचना' }, url: siteUrl }] });
  await saved('help', helpLinkingTo('/contact'));
  await saved('disclosureDocuments', { fireSafety: { document: text, issuedOn: '2025-01-01', validUntil: '2027-12-01' }, deo: { document: text, issuedOn: '2025-01-01' } });
  await saved('gallery', { pictures: [picture({ en: 'The school’s front', hi: 'विद्यालय का सामने का भाग' })] });
  await saved('principal', { message: { en: 'Welcome to our school.', hi: 'हमारे विद्यालय में स्वागत है।' } });
  await api.database.db.updateTable('notices').set({ expire_on: '2026-04-01T00:00:00Z' }).where('id', '=', notice).execute();
  await runner.checkOne(schoolB, { tryLinks: true });
  const fixed = await healthOf();
  const after = fixed.findings.map((finding) => finding.check);
  expect(fixed.findings.length).toBe(before.length - 8);
  expect(fixed.score).toBeGreaterThan(0);
  for (const check of ['internalLink', 'externalLink', 'vagueLinkText', 'certificateExpired', 'pdfNoText', 'pictureNoDescription', 'languageBehind', 'noticeNotArchived']) expect(after).not.toContain(check);

  // The first check's findings are one entry in the school's audit log, counted; after it, each
  // opening and closing is an entry of its own.
  const log = await api.database.db.selectFrom('audit_log').select(['action', 'entity_id', 'after']).where('school_id', '=', schoolB).where('entity', '=', 'finding').orderBy('id').execute();
  expect(log[0]).toMatchObject({ action: 'open', entity_id: null, after: expect.stringContaining('"pdfNoText":1') });
  expect(log.filter((entry) => entry.action === 'open' && entry.entity_id !== null)).toEqual([expect.objectContaining({ after: expect.stringContaining('externalLink') })]);
  expect(log.filter((entry) => entry.action === 'close').length).toBe(8);
});

test('an accepted finding stays closed, with its reason, until its cause changes; only a publisher accepts', async () => {
  await saved('help', helpLinkingTo('/rules'));
  await runner.checkOne(schoolB, { tryLinks: false });
  const [dead] = await findingsOf('internalLink');
  expect(dead?.status).toBe('open');

  const refused = await api.post('/School/Health/Accept', { id: dead!.id, reason: '   ' }, { token: tokens.schoolB });
  expect(refused).toMatchObject({ status: 400, body: { message: expect.stringContaining('Say why the school accepts this finding') } });
  const editor = await schoolUserToken(api, 'editor');
  expect((await api.post('/School/Health/Accept', { id: dead!.id, reason: 'Planned' }, { token: editor })).status).toBe(403);
  // Another school's finding is no finding of this one.
  expect((await api.post('/School/Health/Accept', { id: dead!.id, reason: 'Planned' }, { token: tokens.schoolA })).status).toBe(404);

  const accepted = await api.post('/School/Health/Accept', { id: dead!.id, reason: 'The rules page comes next week' }, { token: tokens.schoolB });
  expect(accepted.status).toBe(200);
  expect((accepted.body as SchoolHealth).findings.find((finding) => finding.id === dead!.id)).toMatchObject({ status: 'accepted', reason: 'The rules page comes next week' });
  expect((await api.post('/School/Health/Accept', { id: dead!.id, reason: 'Again' }, { token: tokens.schoolB })).status).toBe(404);

  await runner.checkOne(schoolB, { tryLinks: false });
  expect(await findingsOf('internalLink')).toEqual([expect.objectContaining({ id: dead!.id, status: 'accepted' })]);
  await saved('help', helpLinkingTo('/rules-2026'));
  await runner.checkOne(schoolB, { tryLinks: false });
  expect(await findingsOf('internalLink')).toEqual([expect.objectContaining({ id: dead!.id, status: 'open', reason: null })]);
});

test('a publish asks for the school’s check, which the next round runs; Check now does too', async () => {
  await runner.round(); // the first round only notes where the log stands
  await saved('help', helpLinkingTo('/missing-after-publish'));
  clock += 1000;
  await runner.round();
  expect((await findingsOf('internalLink')).map((finding) => finding.detail)).toEqual([expect.stringContaining('/missing-after-publish')]);

  clock = Date.now();
  const asked = await api.post('/School/Health/Check', {}, { token: tokens.schoolA });
  expect(asked).toMatchObject({ status: 202, body: { pending: true } });
  clock += 1000;
  await runner.round();
  expect((await healthOf(tokens.schoolA)).pending).toBe(false);
});

test('the provider’s overview lists every school with its score and open findings; a school user cannot read it', async () => {
  const overview = await api.get('/Provider/Health/GetAll', { authorization: `Bearer ${tokens.provider}` });
  expect(overview.status).toBe(200);
  const rows = (overview.body as { schools: { schoolCode: string; score: number | null; high: number; worst: string[] }[] }).schools;
  expect(rows.map((row) => row.schoolCode)).toEqual(expect.arrayContaining(['83181', '83190']));
  const b = rows.find((row) => row.schoolCode === '83190')!;
  expect(b).toMatchObject({ score: (await healthOf()).score, worst: expect.arrayContaining(['internalLink']) });
  expect((await api.get('/Provider/Health/GetAll', { authorization: `Bearer ${tokens.schoolA}` })).status).toBe(403);
});

test('with the entry point known, a certificate about to end at the school’s address is the provider’s to fix', async () => {
  const pems = await selfsigned.generate([{ name: 'commonName', value: 'school.test' }], { keySize: 2048, algorithm: 'sha256', notAfterDate: new Date(Date.now() + 5 * 24 * 60 * 60 * 1000) });
  const entry = createHttpsServer({ key: pems.private, cert: pems.cert }, (_request, response) => response.writeHead(200).end());
  await new Promise<void>((resolve) => entry.listen(0, '127.0.0.1', resolve));
  try {
    const entryPoint = `127.0.0.1:${(entry.address() as AddressInfo).port}`;
    const sited = healthRunner({ db: api.database.db, files: api.app.storage.files, config: { ...api.config.health, entryPoint }, log: api.app.log, now: () => Date.now() });
    await sited.checkOne(schoolB, { tryLinks: false });
    const addresses = await api.database.db.selectFrom('school_hosts').select('host_name').where('school_id', '=', schoolB).execute();
    const certificates = await findingsOf('siteCertificate');
    expect(certificates.map((finding) => finding.where).sort()).toEqual(addresses.map((address) => `https://${address.host_name}/`).sort());
    for (const finding of certificates) expect(finding).toMatchObject({ severity: 'high', fix: '', detail: expect.stringMatching(/^Ends on /) });
    expect(await findingsOf('siteAddress')).toEqual([]);
  } finally {
    entry.close();
  }
});

test('many nodes claiming at once take each waiting school once', async () => {
  const { healthRepository } = await import('./repository');
  const repository = healthRepository(api.database.db);
  clock += 1000;
  await repository.ask([schoolB], new Date(clock).toISOString());
  const claims = await Promise.all(Array.from({ length: 40 }, () => repository.claim(clock, 60_000)));
  expect(claims.filter((claim) => claim === schoolB)).toHaveLength(1);
});

test('on its timer, a node checks a school within seconds of a publish', async () => {
  const other = await startWithSchools({ HEALTH_CHECKS: '1' });
  try {
    expect(await savePage(other.api, other.tokens.schoolB, 'help', helpLinkingTo('/published-just-now'))).toMatchObject({ status: 200 });
    const shown = async () => ((await other.api.get('/School/Health', { authorization: `Bearer ${other.tokens.schoolB}` })).body as SchoolHealth).findings.map((finding) => finding.detail);
    const until = Date.now() + 15_000;
    let details = await shown();
    while (!details.some((detail) => detail.includes('/published-just-now')) && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      details = await shown();
    }
    expect(details).toContainEqual(expect.stringContaining('/published-just-now'));
  } finally {
    await other.api.close();
  }
});
