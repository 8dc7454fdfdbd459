import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { notRegistered, RELEASE_SCRIPT, REMOTE_RELEASE_MESSAGES } from '@school/shared/contracts/remote-releases';
import type { RemoteName } from '@school/shared/contracts/runtime-config';
import { ACCOUNTS } from '../../test-support/test-api';
import { expectRefusal, keysOf, startWithSchools, type Tokens } from '../../test-support/fixtures';
import { HOST_CONTRACT, manifestOf, sharedEntry, writeHostContract, type Manifest } from '../../test-support/remote-manifests';
import type { TestApi } from '../../test-support/test-api';
import { readHostContract } from './host-contract';

let api: TestApi, tokens: Tokens, schoolA: number, schoolB: number;
/** scripts/release-remote.mjs's token. */
const RELEASE_TOKEN = randomBytes(24).toString('base64url');

beforeAll(async () => ({ api, tokens, schoolA, schoolB } = await startWithSchools({ RELEASE_TOKEN })));
afterAll(() => api.close());

const db = () => api.database.db;
const provider = (call: string, body: unknown, token = tokens.provider) => api.post(`/Provider/Remotes/${call}`, body, { token });
const register = (remote: RemoteName, version: string, manifest = manifestOf(remote)) => provider('Register', { remote, version, manifest });
const channelOf = async (remote: RemoteName) => {
  const all = await provider('GetAll', {});
  expect(all.status).toBe(200);
  return all.body.remotes.find((channel: { remote: string }) => channel.remote === remote);
};
const revisionOf = async (remote: RemoteName): Promise<number> => (await channelOf(remote)).revision;
const auditOf = (entity: string) =>
  db().selectFrom('audit_log').select(['action', 'entity', 'entity_id', 'school_id', 'user_name', 'user_role', 'before', 'after']).where('entity', '=', entity).orderBy('id').execute();
const site = (code: string, headers: Record<string, string> = {}) => api.get(`/Site/Remotes?school=${code}`, headers);
/** SRI's form of a text's SHA-384, worked out here as a browser checks it. */
const sri = (text: string) => `sha384-${createHash('sha384').update(Buffer.from(text, 'utf8')).digest('base64')}`;

describe('registering a release', () => {
  test('a build that fits the host is registered with its manifest’s integrity, by the provider user, and written to the audit log', async () => {
    const manifest = manifestOf('content', () => {}, 'reg-1');
    const answer = await register('content', 'reg-1', manifest);
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ version: 'reg-1', integrity: sri(manifest), registeredAt: expect.any(String), registeredBy: expect.any(String) });
    const provider = await db().selectFrom('users').select(['id', 'full_name']).where('user_name', '=', ACCOUNTS.providerAdmin.username).executeTakeFirstOrThrow();
    expect(answer.body.registeredBy).toBe(provider.full_name);
    const row = await db().selectFrom('remote_releases').selectAll().where('remote', '=', 'content').where('version', '=', 'reg-1').executeTakeFirstOrThrow();
    expect(row).toEqual({ remote: 'content', version: 'reg-1', integrity: sri(manifest), manifest, registered_at: answer.body.registeredAt, registered_by: provider.id, registered_by_script: 0 });
    expect((await auditOf('remote:release')).filter((entry) => entry.entity_id === 'content@reg-1')).toEqual([
      {
        action: 'create',
        entity: 'remote:release',
        entity_id: 'content@reg-1',
        school_id: null,
        user_name: ACCOUNTS.providerAdmin.username,
        user_role: 'provider',
        before: null,
        after: JSON.stringify({ remote: 'content', version: 'reg-1', integrity: sri(manifest) }),
      },
    ]);
    expect((await channelOf('content')).releases).toContainEqual(answer.body);
  });

  test('the release script registers with its token: no user, the release and its audit entry name the script', async () => {
    const manifest = manifestOf('content', () => {}, 'by-script');
    const answer = await provider('Register', { remote: 'content', version: 'by-script', manifest }, RELEASE_TOKEN);
    expect(answer).toMatchObject({ status: 201, body: { version: 'by-script', integrity: sri(manifest), registeredBy: RELEASE_SCRIPT } });
    const row = await db().selectFrom('remote_releases').select(['registered_by', 'registered_by_script']).where('remote', '=', 'content').where('version', '=', 'by-script').executeTakeFirstOrThrow();
    expect(row).toEqual({ registered_by: null, registered_by_script: 1 });
    const entries = await db().selectFrom('audit_log').select(['user_id', 'user_name', 'user_role', 'action']).where('entity', '=', 'remote:release').where('entity_id', '=', 'content@by-script').execute();
    expect(entries).toEqual([{ user_id: null, user_name: RELEASE_SCRIPT, user_role: 'release-script', action: 'create' }]);
    expect((await channelOf('content')).releases).toContainEqual(answer.body);
    // Run again (a retry), the same bytes are no change; with others, refused as for a user.
    expect(await provider('Register', { remote: 'content', version: 'by-script', manifest }, RELEASE_TOKEN)).toMatchObject({ status: 200, body: answer.body });
    expectRefusal(await provider('Register', { remote: 'content', version: 'by-script', manifest: `${manifest}\n` }, RELEASE_TOKEN), 409, REMOTE_RELEASE_MESSAGES.otherManifest);
  });

  test('a build that does not fit is refused to the script with its problems, as to a user', async () => {
    const answer = await provider('Register', { remote: 'content', version: 'script-bad', manifest: manifestOf('content', (manifest) => Object.assign(sharedEntry(manifest, 'react'), { singleton: false })) }, RELEASE_TOKEN);
    expect(answer).toMatchObject({ status: 422, body: { problems: ['react is not shared as a singleton'] } });
  });

  test('the script’s token changes no channel and reads nothing: those are a provider user’s', async () => {
    for (const [call, body] of [
      ['GetAll', {}],
      ['Canary', { remote: 'content', version: 'by-script', share: 10, revision: 0 }],
      ['Promote', { remote: 'content', revision: 0 }],
      ['Pin', { remote: 'content', schoolId: schoolA, version: 'by-script', revision: 0 }],
    ] as const) {
      expect({ call, ...(await provider(call, body, RELEASE_TOKEN)) }).toMatchObject({ call, status: 401, body: { message: 'Invalid or expired token' } });
    }
  });

  test('the same manifest again under its version is no change (200); another manifest under it is refused (409)', async () => {
    const manifest = manifestOf('schoolAdmin', () => {}, 'twice');
    const first = await register('schoolAdmin', 'twice', manifest);
    expect(first.status).toBe(201);
    const again = await register('schoolAdmin', 'twice', manifest);
    expect(again).toMatchObject({ status: 200, body: first.body });
    // One space more is other bytes: a release never changes.
    expectRefusal(await register('schoolAdmin', 'twice', `${manifest} `), 409, REMOTE_RELEASE_MESSAGES.otherManifest);
    expect((await auditOf('remote:release')).filter((entry) => entry.entity_id === 'schoolAdmin@twice')).toHaveLength(1);
    // The same version of another remote is another release.
    expect((await register('providerAdmin', 'twice')).status).toBe(201);
  });

  test('the same manifest registered twice at the same moment is registered once', async () => {
    const manifest = manifestOf('providerAdmin', () => {}, 'race');
    const answers = await Promise.all([register('providerAdmin', 'race', manifest), register('providerAdmin', 'race', manifest)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect(answers[0]!.body).toEqual(answers[1]!.body);
  });

  test('a manifest that is not JSON is refused in the house’s shape', async () => {
    const answer = await register('content', 'bad-json', manifestOf('content').slice(0, -3));
    expectRefusal(answer, 400, REMOTE_RELEASE_MESSAGES.badManifest);
    expect(answer.body).toEqual({ message: REMOTE_RELEASE_MESSAGES.badManifest });
  });

  // The three builds that would break every school's pages, each refused with its reason.
  test.each([
    {
      what: 'React ^18',
      remote: 'content' as const,
      change: (manifest: Manifest) => Object.assign(sharedEntry(manifest, 'react'), { version: '18.3.1', requiredVersion: '^18.3.1' }),
      problems: ["react 18.3.1 is outside the host's range ^19.3.1", "the remote needs react ^18.3.1, but the host's is 19.3.1"],
    },
    {
      what: 'React not a singleton',
      remote: 'content' as const,
      change: (manifest: Manifest) => Object.assign(sharedEntry(manifest, 'react'), { singleton: false }),
      problems: ['react is not shared as a singleton'],
    },
    {
      what: 'a missing expose',
      remote: 'schoolAdmin' as const,
      change: (manifest: Manifest) => {
        manifest.exposes = manifest.exposes.filter((module) => module.name !== 'extensions');
      },
      problems: ['the module extensions is not exposed'],
    },
    {
      what: 'its code elsewhere than its own origin',
      remote: 'providerAdmin' as const,
      change: (manifest: Manifest) => {
        Object.assign(manifest.metaData as object, { publicPath: 'javascript:alert(1)', remoteEntry: { name: 'remoteEntry.js', path: 'https://evil.example', type: 'global' } });
      },
      problems: [
        'the manifest\'s publicPath ("javascript:alert(1)") leaves the remote\'s own origin',
        'the manifest\'s remoteEntry.path ("https://evil.example") leaves the remote\'s own origin',
      ],
    },
  ])('a build with $what is refused (422) with what is wrong, and nothing is registered', async ({ remote, change, problems }) => {
    const answer = await register(remote, 'bad-build', manifestOf(remote, change));
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ message: `${REMOTE_RELEASE_MESSAGES.doesNotFit}: ${problems.join('; ')}.`, problems });
    expect(await db().selectFrom('remote_releases').select('version').where('remote', '=', remote).where('version', '=', 'bad-build').execute()).toEqual([]);
  });

  test('another remote’s build, or a manifest that is JSON but no manifest, is refused with what is wrong', async () => {
    const content = await register('schoolAdmin', 'wrong-remote', manifestOf('content'));
    expect(content.status).toBe(422);
    expect(content.body.problems).toContain('the remote is named "content", where the host loads schoolAdmin as "school_admin"');
    for (const [manifest, problem] of [
      ['[]', 'the manifest is not a JSON object'],
      ['"text"', 'the manifest is not a JSON object'],
      ['{"name":"content","shared":"react","exposes":{}}', 'the manifest has no shared list'],
    ] as const) {
      const answer = await register('content', 'not-a-manifest', manifest);
      expect({ status: answer.status, problems: answer.body.problems }).toEqual({ status: 422, problems: expect.arrayContaining([problem]) });
    }
  });

  test('without a readable host contract nothing is registered: a 503 that says so, never a 500; the same bytes again are still no change', async () => {
    const file = api.config.hostContractFile!;
    const kept = await register('content', 'kept', manifestOf('content', () => {}, 'kept'));
    try {
      for (const broken of [() => rmSync(file), () => writeFileSync(file, '{"shared":'), () => writeFileSync(file, '{"shared":{},"remotes":{"content":{"name":"content"}}}')]) {
        broken();
        const answer = await register('content', 'no-contract');
        expectRefusal(answer, 503, REMOTE_RELEASE_MESSAGES.noContract);
        expect(await register('content', 'kept', manifestOf('content', () => {}, 'kept'))).toMatchObject({ status: 200, body: kept.body });
      }
    } finally {
      writeHostContract(api.dataDir);
    }
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(HOST_CONTRACT);
    expect((await register('content', 'no-contract')).status).toBe(201);
    await expect(readHostContract(undefined, api.app.log)).rejects.toMatchObject({ statusCode: 503, message: REMOTE_RELEASE_MESSAGES.noContract });
  });

  test('hostile or wrong fields are refused with a 4xx, never a 5xx', async () => {
    const manifest = manifestOf('content');
    const cases: [unknown, number][] = [
      [{ remote: 'admin', version: 'v1', manifest }, 400],
      [{ remote: '__proto__', version: 'v1', manifest }, 400],
      [{ remote: 'content', version: '../../etc', manifest }, 400],
      [{ remote: 'content', version: '.hidden', manifest }, 400],
      [{ remote: 'content', version: 'v'.repeat(65), manifest }, 400],
      [{ remote: 'content', version: 'v1\u0000', manifest }, 400],
      [{ remote: 'content', version: 1, manifest }, 400],
      [{ remote: 'content', version: 'v1', manifest: JSON.parse(manifest) }, 400],
      [{ remote: 'content', version: 'v1', manifest: '' }, 400],
      [{ remote: 'content', version: 'v1', manifest: `${manifest.slice(0, 20)}\u0000${manifest.slice(20)}` }, 400],
      [{ remote: ['content'], version: 'v1', manifest }, 400],
      // A manifest past the body limit every JSON call has (64 KB; today's largest is 8 KB).
      [{ remote: 'content', version: 'v1', manifest: manifestOf('content', (huge) => Object.assign(huge, { padding: 'x'.repeat(70 * 1024) })) }, 413],
    ];
    for (const [body, status] of cases) expectRefusal(await provider('Register', body), status);
    expect(await db().selectFrom('remote_releases').select('version').where('version', '=', 'v1').execute()).toEqual([]);
  });
});

describe('a remote’s channel', () => {
  test('canary, promote, rollback and the kill switch each need the current revision, raise it, and are written to the audit log', async () => {
    const remote = 'content';
    for (const version of ['c1', 'c2']) expect((await register(remote, version)).status).toBe(201);
    const start = await channelOf(remote);
    expect(start).toMatchObject({ stable: null, canary: null, share: 0, off: false, previousStable: null, pins: [] });
    let revision: number = start.revision;
    const change = async (call: string, body: Record<string, unknown>, expected: Record<string, unknown>) => {
      const answer = await provider(call, { remote, ...body, revision });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ remote, ...expected, revision: revision + 1 });
      revision += 1;
      // The revision just spent is stale now: the same change again is refused, with the remote as it is.
      const stale = await provider(call, { remote, ...body, revision: revision - 1 });
      expect(stale.status).toBe(409);
      expect(stale.body).toEqual({ message: REMOTE_RELEASE_MESSAGES.changedMeanwhile, current: answer.body });
    };
    await change('Canary', { version: 'c1', share: 20 }, { canary: 'c1', share: 20, stable: null });
    await change('Promote', {}, { stable: 'c1', canary: null, share: 0, previousStable: null });
    await change('Canary', { version: 'c2', share: 50 }, { canary: 'c2', share: 50 });
    await change('Promote', {}, { stable: 'c2', canary: null, previousStable: 'c1' });
    await change('SwitchOff', { off: true }, { off: true, stable: 'c2' });
    await change('SwitchOff', { off: false }, { off: false });
    await change('Rollback', {}, { stable: 'c1', previousStable: null });

    const entries = (await auditOf('remote:channel')).filter((entry) => entry.entity_id === remote);
    expect(entries.map((entry) => entry.action)).toEqual(['update', 'publish', 'update', 'publish', 'update', 'update', 'restore']);
    expect(entries.every((entry) => entry.user_role === 'provider' && entry.school_id === null)).toBe(true);
    expect(entries.map((entry) => JSON.parse(entry.after!))).toEqual([
      { stable: null, canary: 'c1', share: 20, off: false, revision: start.revision + 1 },
      { stable: 'c1', canary: null, share: 0, off: false, revision: start.revision + 2 },
      { stable: 'c1', canary: 'c2', share: 50, off: false, revision: start.revision + 3 },
      { stable: 'c2', canary: null, share: 0, off: false, revision: start.revision + 4 },
      { stable: 'c2', canary: null, share: 0, off: true, revision: start.revision + 5 },
      { stable: 'c2', canary: null, share: 0, off: false, revision: start.revision + 6 },
      { stable: 'c1', canary: null, share: 0, off: false, revision: start.revision + 7 },
    ]);
    expect(JSON.parse(entries[6]!.before!)).toEqual({ stable: 'c2', canary: null, share: 0, off: false, revision: start.revision + 6 });
  });

  test('what the channel does not allow is refused with the remote as it is, and changes nothing', async () => {
    const remote = 'providerAdmin';
    const before = await channelOf(remote);
    const entries = (await auditOf('remote:channel')).length;
    const refused = async (call: string, body: Record<string, unknown>, status: number, message: string) => {
      const answer = await provider(call, { remote, revision: before.revision, ...body });
      expectRefusal(answer, status, message);
      if (status === 409) expect(answer.body.current).toEqual(before);
    };
    await refused('Promote', {}, 409, REMOTE_RELEASE_MESSAGES.noCanary);
    await refused('Rollback', {}, 409, REMOTE_RELEASE_MESSAGES.nothingToRollBack);
    await refused('Canary', { version: 'never-registered', share: 10 }, 404, notRegistered(remote, 'never-registered'));
    // A version of another remote is not this remote's.
    await register('content', 'only-content');
    await refused('Canary', { version: 'only-content', share: 10 }, 404, notRegistered(remote, 'only-content'));
    await refused('Pin', { schoolId: schoolA, version: 'never-registered' }, 404, notRegistered(remote, 'never-registered'));
    await refused('Pin', { schoolId: 2_000_000_000, version: null }, 404, REMOTE_RELEASE_MESSAGES.schoolNotFound);
    // A revision from the future is as stale as one from the past.
    await refused('Canary', { version: null, share: 0, revision: before.revision + 1 }, 409, REMOTE_RELEASE_MESSAGES.changedMeanwhile);
    // The provider area is where a remote is switched on again.
    await refused('SwitchOff', { off: true }, 400, `off: ${REMOTE_RELEASE_MESSAGES.providerAreaStaysOn}`);
    expect(await channelOf(remote)).toEqual(before);
    expect(await auditOf('remote:channel')).toHaveLength(entries);
  });

  test('a change that changes nothing writes nothing and keeps the revision', async () => {
    const remote = 'providerAdmin';
    const { revision } = await channelOf(remote);
    const entries = (await auditOf('remote:channel')).length;
    expect((await provider('SwitchOff', { remote, off: false, revision })).body.revision).toBe(revision);
    expect((await provider('Canary', { remote, version: null, share: 30, revision })).body).toMatchObject({ canary: null, share: 0, revision });
    expect((await provider('Pin', { remote, schoolId: schoolB, version: null, revision })).body.revision).toBe(revision);
    expect(await auditOf('remote:channel')).toHaveLength(entries);
  });

  test('of two changes naming the same revision at the same moment, one is made and the other refused', async () => {
    const remote = 'schoolAdmin';
    await register(remote, 'both');
    const revision = await revisionOf(remote);
    const answers = await Promise.all([
      provider('Canary', { remote, version: 'both', share: 10, revision }),
      provider('SwitchOff', { remote, off: true, revision }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await revisionOf(remote)).toBe(revision + 1);
    await provider('SwitchOff', { remote, off: false, revision: revision + 1 });
    await provider('Canary', { remote, version: null, share: 0, revision: await revisionOf(remote) });
  });

  test('a school is pinned to a version and unpinned, under the remote’s revision, and each is written to that school’s audit log', async () => {
    const remote = 'schoolAdmin';
    await register(remote, 'p1');
    let revision = await revisionOf(remote);
    const pinned = await provider('Pin', { remote, schoolId: schoolA, version: 'p1', revision });
    expect(pinned.status).toBe(200);
    expect(pinned.body).toMatchObject({ revision: revision + 1, pins: [{ schoolId: schoolA, schoolCode: '83181', schoolName: expect.any(String), version: 'p1' }] });
    expect((await provider('Pin', { remote, schoolId: schoolA, version: null, revision })).status).toBe(409);
    revision += 1;
    const unpinned = await provider('Pin', { remote, schoolId: schoolA, version: null, revision });
    expect(unpinned.body).toMatchObject({ revision: revision + 1, pins: [] });
    expect((await auditOf('remote:pin')).filter((entry) => entry.entity_id === remote)).toEqual([
      expect.objectContaining({ action: 'update', school_id: schoolA, before: JSON.stringify({ school: '83181', version: null, revision: revision - 1 }), after: JSON.stringify({ school: '83181', version: 'p1', revision }) }),
      expect.objectContaining({ action: 'update', school_id: schoolA, before: JSON.stringify({ school: '83181', version: 'p1', revision }), after: JSON.stringify({ school: '83181', version: null, revision: revision + 1 }) }),
    ]);
  });
});

describe('GET /Site/Remotes', () => {
  test('answers each remote’s versions for a school, with their integrity, no-cache with a strong ETag, and 304 while nothing changed', async () => {
    const remote = 'content';
    const manifest = manifestOf(remote, () => {}, 'site-1');
    await register(remote, 'site-1', manifest);
    const first = await site('83181');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(Object.keys(first.body.remotes)).toEqual(['content', 'schoolAdmin', 'providerAdmin']);
    // Registering a version changes nothing a page loads.
    expect((await site('83181', { 'If-None-Match': etag })).status).toBe(304);

    const revision = await revisionOf(remote);
    await provider('Canary', { remote, version: 'site-1', share: 25, revision });
    const canary = await site('83181', { 'If-None-Match': etag });
    expect(canary.status).toBe(200);
    expect(canary.headers.get('etag')).not.toBe(etag);
    expect(canary.body.remotes.content).toEqual({ ...first.body.remotes.content, canary: { version: 'site-1', integrity: sri(manifest), share: 25 }, revision: revision + 1 });
    expect(canary.body.remotes.schoolAdmin).toEqual(first.body.remotes.schoolAdmin);
    const again = await site('83181', { 'If-None-Match': canary.headers.get('etag')! });
    expect({ status: again.status, body: again.body, etag: again.headers.get('etag') }).toEqual({ status: 304, body: null, etag: canary.headers.get('etag') });

    // A share of 0 is no canary for any browser.
    await provider('Canary', { remote, version: 'site-1', share: 0, revision: revision + 1 });
    expect((await site('83181')).body.remotes.content.canary).toBeNull();
    await provider('Canary', { remote, version: null, share: 0, revision: revision + 2 });
  });

  test('a remote with no stable version answers stable null (the host keeps config.json’s address); a pin is the pinned school’s only', async () => {
    const remote = 'providerAdmin';
    const fresh = await site('83190');
    expect(fresh.body.remotes.providerAdmin).toMatchObject({ stable: null, canary: null, pin: null, off: false });

    const manifest = manifestOf(remote, () => {}, 'pin-site');
    await register(remote, 'pin-site', manifest);
    let revision = await revisionOf(remote);
    await provider('Canary', { remote, version: 'pin-site', share: 100, revision: revision++ });
    await provider('Promote', { remote, revision: revision++ });
    await provider('Pin', { remote, schoolId: schoolB, version: 'pin-site', revision: revision++ });
    const loaded = { version: 'pin-site', integrity: sri(manifest) };
    expect((await site('83190')).body.remotes.providerAdmin).toEqual({ stable: loaded, canary: null, pin: loaded, off: false, revision });
    expect((await site('83181')).body.remotes.providerAdmin).toEqual({ stable: loaded, canary: null, pin: null, off: false, revision });
  });

  test('carries no one’s name, no date and no manifest', async () => {
    const answer = await site('83181');
    const allowed = ['remotes', 'content', 'schoolAdmin', 'providerAdmin', 'stable', 'canary', 'pin', 'off', 'revision', 'version', 'integrity', 'share'];
    expect(keysOf(answer.body).filter((key) => !allowed.includes(key))).toEqual([]);
    const names = await db().selectFrom('users').select(['user_name', 'full_name']).execute();
    const text = JSON.stringify(answer.body);
    for (const name of names) expect(text).not.toContain(name.full_name);
  });

  test('a school no one has is not found (a deactivated one too: the access matrix’s walk), and a question without a school or with more is refused', async () => {
    expectRefusal(await site('NOSUCH'), 404, 'No school has the code NOSUCH');
    expectRefusal(await api.get('/Site/Remotes'), 400);
    expectRefusal(await api.get('/Site/Remotes?school=83181&extra=1'), 400);
  });
});
