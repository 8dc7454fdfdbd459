// @ts-check
// The baseline of the API benchmark: the same framework (Fastify, default settings) answering
// the same bytes on the same paths, with no database, validation or auth. Run as its own
// process, like the API: `node bare-server.mjs <port> <answers.json>`.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [port, answersFile] = process.argv.slice(2);
/** @type {Record<string, string>} route (a path, with a query for a GET) to the exact JSON text the API answered */
const answers = JSON.parse(readFileSync(String(answersFile), 'utf8'));

const app = Fastify();
for (const [route, body] of Object.entries(answers)) {
  /** @param {import('fastify').FastifyRequest} _request @param {import('fastify').FastifyReply} reply */
  const answer = (_request, reply) => reply.type('application/json; charset=utf-8').send(body);
  // The API's GETs take a query; the POSTs a body.
  const [path, query] = route.split('?');
  if (query === undefined) app.post(route, answer);
  else app.get(String(path), answer);
}
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send?.('ready');
