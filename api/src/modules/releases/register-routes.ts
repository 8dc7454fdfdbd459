import type { FastifyInstance } from 'fastify';
import { remoteProblems } from '@school/tooling/remote-compatibility';
import { REMOTE_NAMES } from '@school/shared/contracts/runtime-config';
import { RegisterReleaseSchema, RELEASE_SCRIPT, ReleaseRefusalSchema, ReleaseSchema, REMOTE_RELEASE_MESSAGES, RemoteChannelsSchema, type Release } from '@school/shared/contracts/remote-releases';
import type { ApiConfig } from '../../config.js';
import { HttpError, isUniqueViolation } from '../../plugins/errors.js';
import { recordAudit } from '../audit/audit-log.js';
import { NoFields } from '../common.js';
import { moduleRoutes } from '../route-options.js';
import { integrityOf, readHostContract } from './host-contract.js';
import { releaseRepository } from './repository.js';

/**
 * The provider's registrations (docs/decisions/015-remote-releases.md): every remote's channel
 * and releases, and a version of a remote registered once it fits the host's contract.
 */
export async function releaseRegisterRoutes(app: FastifyInstance, { config }: { config: ApiConfig }) {
  const { routes, route } = moduleRoutes(app, 'releases');
  const store = releaseRepository(app.db);

  routes.post(
    '/Provider/Remotes/GetAll',
    route('provider', { summary: 'Every remote’s channel (stable, canary and share, kill switch, revision), pinned schools and registered releases', body: NoFields, answers: { 200: RemoteChannelsSchema } }),
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { remotes: await Promise.all(REMOTE_NAMES.map((remote) => store.view(remote))) };
    },
  );

  routes.post(
    '/Provider/Remotes/Register',
    route(
      'provider',
      {
        summary: 'Registers a version of a remote by its mf-manifest.json (as text, the file’s bytes), once it fits the host’s contract',
        description:
          'The release’s files are on the remote’s server already (scripts/release-remote.mjs, which calls this with RELEASE_TOKEN in place of a provider’s session). ' +
          '201 when registered, 200 when this very manifest is registered already ' +
          'under this version, 409 when another is, 422 with the problems when the build does not fit the host (React outside its range or not a singleton, ' +
          'a module the host loads not exposed), 503 when the host’s contract (HOST_CONTRACT_FILE) cannot be read.',
        body: RegisterReleaseSchema,
        answers: { 200: ReleaseSchema, 201: ReleaseSchema, 422: ReleaseRefusalSchema },
      },
      // The release script registers what it copied: a provider's session needs a second factor a script cannot give.
      { releaseToken: true },
    ),
    async (request, reply) => {
      const { remote, version, manifest } = request.body;
      let parsed: unknown;
      try {
        parsed = JSON.parse(manifest);
      } catch {
        throw new HttpError(400, REMOTE_RELEASE_MESSAGES.badManifest);
      }
      const integrity = integrityOf(manifest);
      /** A version registered already: the same bytes again are no change; other bytes never replace them. */
      const again = (release: Release) => {
        if (release.integrity !== integrity) throw new HttpError(409, REMOTE_RELEASE_MESSAGES.otherManifest);
        return release;
      };
      const existing = await store.release(remote, version);
      if (existing) return again(existing);

      const problems = remoteProblems(remote, parsed, await readHostContract(config.hostContractFile, request.log));
      if (problems.length > 0) return reply.status(422).send({ message: `${REMOTE_RELEASE_MESSAGES.doesNotFit}: ${problems.join('; ')}.`, problems });

      try {
        await app.db.transaction().execute(async (trx) => {
          await store.register(trx, { remote, version, integrity, manifest, by: request.releaseScript ? 'script' : (request.principal?.userId ?? null) });
          // The script is no user: the entry names it, as a login's entry names who tried.
          const who = request.releaseScript ? { userId: null, userName: RELEASE_SCRIPT, userRole: 'release-script' as const } : request;
          await recordAudit(trx, who, { action: 'create', entity: 'remote:release', entityId: `${remote}@${version}`, schoolId: null, after: { remote, version, integrity } });
        });
      } catch (error) {
        // The same version registered by another request at the same moment.
        if (!isUniqueViolation(error)) throw error;
        return again((await store.release(remote, version))!);
      }
      reply.status(201);
      return (await store.release(remote, version))!;
    },
  );
}
