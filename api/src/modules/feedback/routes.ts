import type { FastifyInstance } from 'fastify';
import {
  FEEDBACK_MESSAGES,
  FeedbackItemSchema,
  type FeedbackItem,
  FeedbackListRequestSchema,
  FeedbackPageSchema,
  FeedbackReceiptSchema,
  FeedbackReferenceSchema,
  FeedbackSubmitSchema,
} from '@school/shared/contracts/feedback';
import { ownSchool } from '../../plugins/auth.js';
import { HttpError } from '../../plugins/errors.js';
import { recordAudit } from '../audit/audit-log.js';
import { found } from '../common.js';
import { moduleRoutes } from '../route-options.js';
import { publicSchoolByCode } from '../../plugins/tenancy.js';
import { FEEDBACK_FLOOD, TooMuchFeedback } from './flood-limits.js';
import { feedbackInbox } from './inbox.js';
import { newReference } from './reference.js';

const statusOf = ({ reference, status, closedAt }: FeedbackItem) => ({ reference, status, closedAt });

/** The Feedback page's send (public) and the school admin's inbox of what its visitors sent. */
export async function feedbackRoutes(app: FastifyInstance) {
  const { routes, route } = moduleRoutes(app, 'feedback');
  const inbox = feedbackInbox(app.db);

  routes.post(
    '/Site/Feedback',
    route('public', {
      summary: 'A visitor’s feedback to the school of the page (public); answers its reference number',
      description:
        `At most ${FEEDBACK_FLOOD.perAddressPerHour} an hour from one address and ${FEEDBACK_FLOOD.perNetworkPerHour} from one network ` +
        `(IPv4 /24, IPv6 /48; an IPv6 /64 is one address) to a school; while the school has ${FEEDBACK_FLOOD.inboxCap} open, one a day ` +
        `from a network; ${FEEDBACK_FLOOD.perSchoolPerHour} an hour and ${FEEDBACK_FLOOD.perSchoolPerDay} a day to a school from all. ` +
        'Past a limit, 429 with Retry-After and a message to show.',
      body: FeedbackSubmitSchema,
      answers: { 201: FeedbackReceiptSchema },
    }),
    async (request, reply) => {
      const { school: code, website, ...feedback } = request.body;
      const school = await publicSchoolByCode(app.db, code);
      reply.status(201);
      // The honeypot was filled in: a bot. It gets the answer a person would (a number like any
      // other), so it has no cause to try otherwise, and nothing is stored or counted.
      if (website) return { reference: newReference(new Date()) };
      try {
        return { reference: await inbox.receive(school.id, request.ip, feedback) };
      } catch (error) {
        if (!(error instanceof TooMuchFeedback)) throw error;
        throw new HttpError(429, error.message, { 'Retry-After': String(error.retryAfterSeconds) });
      }
    },
  );

  routes.post(
    '/School/Feedback/GetAll',
    route('school-publish', { summary: 'A page of the caller’s school’s feedback, newest first: open, closed or all', body: FeedbackListRequestSchema, answers: { 200: FeedbackPageSchema } }),
    async (request) => inbox.list(ownSchool(request), request.body),
  );

  for (const [path, closed, summary] of [
    ['/School/Feedback/Close', true, 'Closes a feedback of the caller’s school (dealt with)'],
    ['/School/Feedback/Reopen', false, 'Opens a closed feedback of the caller’s school again'],
  ] as const) {
    routes.post(
      path,
      route('school-publish', { summary, body: FeedbackReferenceSchema, answers: { 200: FeedbackItemSchema } }),
      // Another school's feedback is not found, as one that does not exist.
      // Closing and reopening are recorded (updates); a visitor's send is not: it is no admin's
      // action, and anyone could fill the append-only log with them. The entry holds the
      // feedback's status only: the visitor's name, e-mail and words stay out of a log that
      // cannot be pruned.
      async (request) => {
        const schoolId = ownSchool(request);
        const { reference } = request.body;
        return found(
          inbox.setClosed(schoolId, reference, closed, (trx, before, after) =>
            recordAudit(trx, request, { action: 'update', entity: 'feedback', entityId: reference, schoolId, before: statusOf(before), after: statusOf(after) }),
          ),
          FEEDBACK_MESSAGES.notFound,
        );
      },
    );
  }
}
