import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import * as z from 'zod';
import type { HostContract } from '@school/tooling/remote-compatibility';
import { REMOTE_RELEASE_MESSAGES } from '@school/shared/contracts/remote-releases';
import { HttpError } from '../../plugins/errors.js';

/** What the host's build writes to host-contract.json (tooling/host-contract.mjs); anything else is no contract. */
const HostContractSchema = z.object({
  shared: z.record(z.string(), z.object({ singleton: z.boolean(), version: z.string(), requiredVersion: z.string() })),
  remotes: z.record(z.string(), z.object({ name: z.string(), exposes: z.array(z.string()) })),
}) satisfies z.ZodType<HostContract>;

/**
 * The host's contract, read from its file at each registration: a new host image writes a new
 * one when it starts (deploy/nginx/write-host-config.sh), and a release is checked against the
 * host that runs. Without one nothing can be checked, so the answer is a 503 that says so (and
 * the log says why), never a release registered unchecked.
 */
export async function readHostContract(file: string | undefined, log: FastifyBaseLogger): Promise<HostContract> {
  const unreadable = (why: string, error?: unknown) => {
    log.warn({ file, err: error }, `host contract ${why}`);
    return new HttpError(503, REMOTE_RELEASE_MESSAGES.noContract);
  };
  if (!file) throw unreadable('not configured (HOST_CONTRACT_FILE)');
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw unreadable('unreadable', error);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw unreadable('not JSON', error);
  }
  const contract = HostContractSchema.safeParse(parsed);
  if (!contract.success) throw unreadable('not a host contract', contract.error);
  return contract.data;
}

/** A manifest's integrity as Subresource Integrity writes it: SHA-384 of its UTF-8 bytes, in base64. */
export const integrityOf = (manifest: string): string => `sha384-${createHash('sha384').update(manifest, 'utf8').digest('base64')}`;
