import { sql } from 'drizzle-orm';
import { HttpError, messages } from '../../http/errors';
import type { OperationHandlers } from '../operations';

export const healthHandlers = {
  async getHealth(request) {
    try {
      await request.server.db.execute(sql`select 1`);
    } catch (error) {
      request.log.warn({ err: error }, 'health check: database unreachable');
      throw new HttpError(503, messages.unavailable);
    }
    return { status: 'ok', database: 'ok' };
  },
} satisfies OperationHandlers;
