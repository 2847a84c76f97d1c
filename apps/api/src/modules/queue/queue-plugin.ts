import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import type { RateRule } from '../../plugins/rate-limits';
import { createQueueService, type QueueService } from './queue-service';
import { createQueueSignatures } from './signatures';

declare module 'fastify' {
  interface FastifyInstance {
    queue: QueueService & { joinRule: RateRule };
  }
}

/**
 * The waiting room, and its admission tick: every replica runs one each QUEUE_TICK_MS; each opened line is
 * admitted by whichever replica locks its row first that tick (the others skip it), so N replicas admit what one
 * would.
 */
async function queuePlugin(app: FastifyInstance, { config }: { config: Config }) {
  const service = createQueueService(app.db, createQueueSignatures(config.jwtSecret), app.now, {
    admitPerMinute: config.queue.admitPerMinute,
  });
  app.decorate('queue', {
    ...service,
    joinRule: { name: 'queue-join-ip', max: config.queue.joinLimit, windowMs: 10 * 60_000 },
  });
  app.every({
    everyMs: config.queue.tickMs,
    run: () => service.admit(),
    failure: 'falha ao admitir a fila',
  });
}

export default fp(queuePlugin, {
  name: 'queue',
  dependencies: ['database', 'background-jobs', 'rate-limits'],
});
