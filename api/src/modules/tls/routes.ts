import * as z from 'zod';
import type { FastifyInstance } from 'fastify';
import { HOST_NAME, hostNameOf } from '@school/shared/contracts/site';
import { HttpError } from '../../plugins/errors.js';
import { moduleRoutes } from '../route-options.js';

const Ask = z.strictObject({ domain: z.string().max(253) });
const Allowed = z.object({ domain: z.string() });

/** What the entry point hears for a name it must not get a certificate for. */
export const NOT_OURS = 'No school and no part of the platform has this address';

/**
 * The TLS entry point's question before it asks a certificate authority for a certificate
 * (Caddy's on-demand TLS `ask`, deploy/caddy/Caddyfile): yes (200) for exactly the names an
 * active school owns and the platform's own names, so a school the provider adds gets its
 * certificate on its first visit, and a name pointed at the platform by someone else gets none
 * (no certificate authority's rate limit spent on it). The answer says no more than DNS does.
 */
export async function tlsRoutes(app: FastifyInstance, { platformHostNames }: { platformHostNames: readonly string[] }) {
  const { routes, route } = moduleRoutes(app, 'tls');
  const platform = new Set(platformHostNames);

  routes.get(
    '/Tls/Ask',
    route('public', { hide: true, querystring: Ask, answers: { 200: Allowed } }),
    async (request) => {
      // Only a name as the entry point asks it and as names are kept: lower-case, no port, no
      // trailing dot, and nothing URL's parser would read as another name (127.1, 2130706433,
      // full-width letters, escapes). Any other spelling of a school's name is refused: each yes
      // makes the entry point ask the certificate authority, whose limits the question protects.
      const host = request.query.domain;
      const exact = HOST_NAME.test(host) && hostNameOf(host) === host;
      if (exact && (platform.has(host) || (await app.schoolAt(host)))) return { domain: host };
      throw new HttpError(404, NOT_OURS);
    },
  );
}
