import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { HealthConfig } from '../../config.js';
import { healthRunner } from './runner.js';

/** How often a node looks for changes, a night begun, and schools waiting for their check. */
export const HEALTH_POLL_MS = 2000;

/**
 * Runs site health's rounds on a timer that keeps no process alive, one round at a time, and
 * stops when the app closes (the round in progress finishes first). HEALTH_CHECKS=0 leaves a
 * node out: the other nodes do the work, as the database shares it out.
 */
export const healthPlugin = fp(async (app: FastifyInstance, { config }: { config: HealthConfig }) => {
  if (!config.enabled) return;
  const runner = healthRunner({ db: app.db, files: app.storage.files, config, log: app.log });
  let running: Promise<void> | null = null;
  let failing = false;
  const round = () => {
    running ??= runner
      .round()
      .then(() => {
        if (failing) app.log.info('site health: its rounds run again');
        failing = false;
      })
      .catch((error: unknown) => {
        // Said once, not every 2 s through an outage of the database.
        if (!failing) app.log.error({ err: error }, 'site health: a round failed; trying again every few seconds');
        failing = true;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    // Where the change feed stands now: a publish from the first request on asks for its check.
    await runner.start().catch((error: unknown) => app.log.error({ err: error }, 'site health: the audit log could not be read; the first round reads it'));
    timer = setInterval(() => void round(), HEALTH_POLL_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
});
