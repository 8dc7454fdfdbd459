import type { FastifyInstance } from 'fastify';
import { LoginThrottleRecordSchema, MessageSchema } from '@school/shared/contracts/record-schemas';
import { loginThrottle } from '../auth/throttle.js';
import { found } from '../common.js';
import { moduleRoutes } from '../route-options.js';
import { USER_NOT_FOUND, UserIdBody } from './record.js';
import { userRepository } from './repository.js';

/** The provider reads and lifts a user's login delays (auth/throttle.ts). */
export async function loginDelayRoutes(app: FastifyInstance) {
  const { routes, route } = moduleRoutes(app, 'users');
  const throttle = loginThrottle(app.db);
  const users = userRepository(app.db);
  const userNameOf = async (id: number) => (await found(users.byId(id), USER_NOT_FOUND)).user_name;

  routes.post(
    '/School/User/LoginThrottle',
    route('provider', {
      summary: 'Who has failed to log in as this user in the last 15 minutes, and until when each must wait',
      body: UserIdBody,
      answers: { 200: LoginThrottleRecordSchema },
    }),
    async (request) => {
      const userName = await userNameOf(request.body.SchoolUserId);
      return { userName, ...(await throttle.standing(userName)) };
    },
  );

  routes.post('/School/User/LoginThrottle/Clear', route('provider', { summary: 'Lifts every login delay on this user', body: UserIdBody, answers: { 200: MessageSchema } }), async (request) => {
    await throttle.clear(await userNameOf(request.body.SchoolUserId));
    return { message: 'Login delays cleared' };
  });
}
