import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { DRAFT_MESSAGES } from '@school/shared/contracts/drafts';
import { roleAdmits } from '@school/shared/contracts/roles';
import type { Database } from '../../db/schema.js';
import { ownSchool } from '../../plugins/auth.js';
import { HttpError } from '../../plugins/errors.js';
import { changeOf, draftRepository } from './repository.js';

/** The caller of a draft route: their school, their id, and whether they publish (a publisher or an admin). */
export function draftCaller(request: FastifyRequest) {
  const { userId, role } = request.principal!;
  return { schoolId: ownSchool(request), userId, publishes: role !== null && roleAdmits(role, 'publisher') };
}

/** A draft of the caller's school: any for a publisher (`anyAuthor`), else the caller's own; 404 otherwise. */
export async function draftOf(db: Kysely<Database>, request: FastifyRequest, id: number, anyAuthor: boolean) {
  const { schoolId, userId, publishes } = draftCaller(request);
  const row = await draftRepository(db).get(db, schoolId, id);
  if (!row || (row.author_id !== userId && !(anyAuthor && publishes))) throw new HttpError(404, DRAFT_MESSAGES.notFound);
  return row;
}

/** A draft as draftOf finds it, with its change read (409 if it no longer fits its form) and the caller's school. */
export async function draftWithChange(db: Kysely<Database>, request: FastifyRequest, id: number, anyAuthor: boolean) {
  const row = await draftOf(db, request, id, anyAuthor);
  return { row, change: changeOf(row), schoolId: ownSchool(request) };
}
