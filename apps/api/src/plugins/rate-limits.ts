import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { HttpError, messages } from '../http/errors';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimits;
  }
}

/** A limit: at most `max` hits per subject in each window of `windowMs`. */
export interface RateRule {
  /** Names the counter (and so keeps two rules on one subject apart): `auth-ip`, `login-account`... */
  name: string;
  max: number;
  windowMs: number;
}

export interface RateCount {
  /** Hits in the current window, this one included. */
  hits: number;
  resetAt: Date;
}

export interface RateLimits {
  /** Counts one hit of `subject` under `rule`; answers 429 (with Retry-After) once the window's hits exceed max. */
  consume(rule: RateRule, subject: string): Promise<void>;
  /** Counts one hit without refusing it (failures, counted after the fact). */
  record(rule: RateRule, subject: string): Promise<RateCount>;
  /** Answers 429 when `subject` already used up `rule` in this window; counts nothing. */
  check(rule: RateRule, subject: string): Promise<void>;
  /** Deletes the counters whose window ended (their next hit would start anew anyway). */
  sweep(): Promise<void>;
}

/*
 * Counters live in PostgreSQL (the `rate_limits` table), so every replica counts against the same budget: N
 * replicas allow a limit once, not N times. One statement per hit, a fixed window per key: the first hit after
 * the window ended starts a new one. Subjects (IP addresses, e-mails, user ids) are stored hashed.
 *
 * $1 key, $2 now, $3 window in milliseconds.
 */
const hitStatement = `
  insert into rate_limits (key, hits, reset_at)
  values ($1, 1, $2::timestamptz + $3 * interval '1 millisecond')
  on conflict (key) do update set
    hits = case when rate_limits.reset_at <= $2::timestamptz then 1 else rate_limits.hits + 1 end,
    reset_at = case when rate_limits.reset_at <= $2::timestamptz then excluded.reset_at else rate_limits.reset_at end
  returning hits, reset_at`;

const readStatement = `select hits, reset_at from rate_limits where key = $1 and reset_at > $2::timestamptz`;

const sweepStatement = `delete from rate_limits where reset_at <= $1::timestamptz`;

interface CountRow extends Record<string, unknown> {
  hits: number;
  reset_at: Date | string;
}

/** How often each replica deletes counters whose window ended (they would be reset by their next hit anyway). */
export const RATE_LIMIT_SWEEP_MS = 60_000;

const keyOf = (rule: RateRule, subject: string) =>
  `${rule.name}:${createHash('sha256').update(subject).digest('base64url').slice(0, 27)}`;

/** Named prepared statements on PostgreSQL: the hit runs on the door's hot path, where planning shows. */
async function run(database: Database, name: string, text: string, values: unknown[]): Promise<CountRow[]> {
  if (database.kind === 'postgres') return (await database.pool.query<CountRow>({ name, text, values })).rows;
  return (await database.client.query<CountRow>(text, values)).rows;
}

const toCount = (row: CountRow): RateCount => ({
  hits: row.hits,
  resetAt: row.reset_at instanceof Date ? row.reset_at : new Date(row.reset_at),
});

function tooMany(count: RateCount, now: Date): HttpError {
  const seconds = Math.max(1, Math.ceil((count.resetAt.getTime() - now.getTime()) / 1000));
  return new HttpError(429, messages.tooManyAttempts, 'RATE_LIMITED', undefined, {
    'retry-after': String(seconds),
  });
}

export function createRateLimits(database: Database, now: () => Date): RateLimits {
  const limits: RateLimits = {
    async record(rule, subject) {
      const [row] = await run(database, 'rate_limits_hit', hitStatement, [
        keyOf(rule, subject),
        now().toISOString(),
        rule.windowMs,
      ]);
      return toCount(row!);
    },
    async consume(rule, subject) {
      const at = now();
      const count = await limits.record(rule, subject);
      if (count.hits > rule.max) throw tooMany(count, at);
    },
    async check(rule, subject) {
      const at = now();
      const [row] = await run(database, 'rate_limits_read', readStatement, [
        keyOf(rule, subject),
        at.toISOString(),
      ]);
      if (row && row.hits >= rule.max) throw tooMany(toCount(row), at);
    },
    async sweep() {
      await run(database, 'rate_limits_sweep', sweepStatement, [now().toISOString()]);
    },
  };
  return limits;
}

async function rateLimitsPlugin(app: FastifyInstance) {
  app.decorate('rateLimits', createRateLimits(app.database, app.now));

  app.every({
    everyMs: RATE_LIMIT_SWEEP_MS,
    run: () => app.rateLimits.sweep(),
    failure: 'falha ao limpar limites de requisições',
  });
}

export default fp(rateLimitsPlugin, { name: 'rate-limits', dependencies: ['database', 'background-jobs'] });
