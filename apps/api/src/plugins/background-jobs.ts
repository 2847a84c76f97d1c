import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs `job` every `everyMs` once the app is ready (and at once too with `atStart`), never two runs of it at a
     * time; closing the app stops it and waits for the run under way. A failed run is logged as `failure` and
     * retried at the next tick. With background jobs off (suites that check what one request writes) nothing runs.
     */
    every(job: BackgroundJob): void;
  }
}

export type BackgroundJob = {
  everyMs: number;
  run: () => Promise<unknown>;
  /** pt-BR, for the log: "falha ao expirar pedidos". */
  failure: string;
  atStart?: boolean;
};

async function backgroundJobsPlugin(app: FastifyInstance, { enabled }: { enabled: boolean }) {
  app.decorate('every', (job: BackgroundJob) => {
    if (!enabled) return;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | undefined;
    const tick = () => {
      running ??= job
        .run()
        .then(() => undefined)
        .catch((error: unknown) => app.log.error({ err: error }, job.failure))
        .finally(() => {
          running = undefined;
        });
    };
    app.addHook('onReady', async () => {
      if (job.atStart) tick();
      timer = setInterval(tick, job.everyMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  });
}

export default fp(backgroundJobsPlugin, { name: 'background-jobs' });
