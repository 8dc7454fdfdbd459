import * as z from 'zod';
import QRCode from 'qrcode';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SECOND_FACTOR } from '@school/shared/contracts/second-factor';
import { PASSWORD_CHANGE } from '@school/shared/contracts/users';
import type { ApiConfig } from '../../config.js';
import { HttpError } from '../../plugins/errors.js';
import { recordAudit } from '../audit/audit-log.js';
import { NoFields } from '../common.js';
import { moduleRoutes } from '../route-options.js';
import { CodeBody } from './record.js';
import { accountRepository } from './repository.js';
import { secondFactorRequired } from '../../plugins/principal.js';
import { acceptCode, newRecoveryCodes, newTotpSecret, recoveryCodesLeft, secretBox, totpFor } from './second-factor.js';
import { loginThrottle, takeTry, type LoginTry } from './throttle.js';

const Codes = z.object({ recoveryCodes: z.array(z.string()), message: z.string() });

/**
 * The signed-in user's own second factor (access 'account': reached before enrolment, as the
 * password change is): its state, enrolment in two steps, new recovery codes. Every code typed
 * here counts as a login attempt when wrong (throttle.ts), so no form guesses faster than the login.
 */
export async function secondFactorRoutes(app: FastifyInstance, { config }: { config: ApiConfig }) {
  const { routes, route } = moduleRoutes(app, 'auth');
  const box = secretBox(config.jwtSecret);
  const throttle = loginThrottle(app.db);

  const accounts = accountRepository(app.db);
  const caller = (request: FastifyRequest) => accounts.caller(request.principal!.userId);

  /** The code must be right; a wrong one is a failed login of the account from this client. Answers the try, to settle with what the code allowed. */
  async function checkCode(request: FastifyRequest<{ Body: { code: string } }>, reply: FastifyReply, user: Awaited<ReturnType<typeof caller>>): Promise<LoginTry> {
    const attempt = await takeTry(throttle, user.user_name, request.ip, reply, 'code');
    if (await acceptCode(app.db, user, request.body.code, box)) return attempt;
    await attempt.failed();
    throw new HttpError(400, SECOND_FACTOR.wrongCode);
  }

  routes.post(
    '/Auth/Admin/SecondFactor/Status',
    route('account', {
      summary: 'Whether the caller’s second factor is on, whether their account requires it, and how many recovery codes are left',
      body: NoFields,
      answers: { 200: z.object({ on: z.boolean(), required: z.boolean(), recoveryCodesLeft: z.number().int() }) },
    }),
    async (request) => {
      const user = await caller(request);
      return { on: user.totp_on === 1, required: secondFactorRequired(user), recoveryCodesLeft: await recoveryCodesLeft(app.db, user.id) };
    },
  );

  routes.post(
    '/Auth/Admin/SecondFactor/Start',
    route('account', {
      summary: 'Starts enrolment: a new secret, as text, as an otpauth address and as a QR code (SVG); nothing changes until it is confirmed',
      description: 'A temporary password is changed first (403). An account whose second factor is on answers 409; the provider resets it.',
      body: NoFields,
      answers: { 200: z.object({ secret: z.string(), otpauthUrl: z.string(), qrSvg: z.string() }) },
    }),
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      if (request.principal!.mustChangePassword) throw new HttpError(403, PASSWORD_CHANGE.mustChange);
      const user = await caller(request);
      if (user.totp_on === 1) throw new HttpError(409, SECOND_FACTOR.alreadyOn);
      const secret = newTotpSecret();
      await accounts.startSecondFactor(user.id, box.seal(secret, user.id));
      const otpauthUrl = totpFor(secret, user.user_name).toString();
      return { secret, otpauthUrl, qrSvg: await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }) };
    },
  );

  routes.post(
    '/Auth/Admin/SecondFactor/Confirm',
    route('account', {
      summary: 'Confirms enrolment with a code of the new secret: answers the ten recovery codes, this once, and a fresh token',
      description: 'Every earlier token of the user ends (they were issued on the password alone). A wrong code answers 400 and counts as a failed login.',
      body: CodeBody,
      answers: { 200: Codes.extend({ token: z.string() }) },
    }),
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const user = await caller(request);
      if (user.totp_on === 1) throw new HttpError(409, SECOND_FACTOR.alreadyOn);
      if (!user.totp_secret) throw new HttpError(409, SECOND_FACTOR.notStarted);
      const attempt = await checkCode(request, reply, user);
      const { row, recoveryCodes } = await app.db.transaction().execute(async (trx) => {
        const updated = await accounts.secondFactorOn(trx, user.id);
        await attempt.succeeded(trx);
        await recordAudit(trx, request, { action: 'update', entity: 'user', entityId: user.id, schoolId: user.school_id, after: { secondFactor: 'on' } });
        return { row: updated, recoveryCodes: await newRecoveryCodes(trx, user.id) };
      });
      return { token: app.issueToken(row), recoveryCodes, message: SECOND_FACTOR.enrolled };
    },
  );

  routes.post(
    '/Auth/Admin/SecondFactor/RecoveryCodes',
    route('account', {
      summary: 'Ten new recovery codes, answered this once; the old ones stop working. Needs a code of the authenticator app.',
      body: CodeBody,
      answers: { 200: Codes },
    }),
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const user = await caller(request);
      if (user.totp_on !== 1) throw new HttpError(409, SECOND_FACTOR.notOn);
      const attempt = await checkCode(request, reply, user);
      const recoveryCodes = await app.db.transaction().execute(async (trx) => {
        await attempt.succeeded(trx);
        await recordAudit(trx, request, { action: 'update', entity: 'user', entityId: user.id, schoolId: user.school_id, after: { recoveryCodes: 'renewed' } });
        return newRecoveryCodes(trx, user.id);
      });
      return { recoveryCodes, message: SECOND_FACTOR.newCodes };
    },
  );
}
