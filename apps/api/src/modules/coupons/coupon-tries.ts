import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import type { RateRule } from '../../plugins/rate-limits';

/*
 * Coupon codes cannot be guessed (issue #25): a dictionary once found a courtesy code through POST /orders/quote
 * (188 tries in a second). Codes that do not work for the cart are counted per client address and per account,
 * COUPON_RATE_LIMIT per 15 minutes on each, shared by every replica (plugins/rate-limits.ts); past it every try
 * with a code is refused, 429 with Retry-After, before the code is even looked up. Only failures count, as with
 * logins: a buyer whose checkout quotes a right code at each change of quantity is never slowed.
 */

declare module 'fastify' {
  interface FastifyInstance {
    couponTries: CouponTries;
  }
}

/** Who tries a code: the client's address, and the account when there is one. */
export interface CouponTrier {
  ip: string;
  userId: string | null;
}

export interface CouponTries {
  /** 429 while the address or the account is over its failed tries; counts nothing. */
  check(who: CouponTrier): Promise<void>;
  /** Counts a code that did not work for the cart against the address and the account. */
  failed(who: CouponTrier): Promise<void>;
}

const WINDOW_MS = 15 * 60_000;

async function couponTriesPlugin(
  app: FastifyInstance,
  { config }: { config: Pick<Config, 'couponRateLimit'> },
) {
  const perAddress: RateRule = { name: 'coupon-ip', max: config.couponRateLimit, windowMs: WINDOW_MS };
  const perAccount: RateRule = { name: 'coupon-user', max: config.couponRateLimit, windowMs: WINDOW_MS };
  app.decorate('couponTries', {
    async check(who) {
      await app.rateLimits.check(perAddress, who.ip);
      if (who.userId !== null) await app.rateLimits.check(perAccount, who.userId);
    },
    async failed(who) {
      await app.rateLimits.record(perAddress, who.ip);
      if (who.userId !== null) await app.rateLimits.record(perAccount, who.userId);
    },
  } satisfies CouponTries);
}

export default fp(couponTriesPlugin, { name: 'coupon-tries', dependencies: ['rate-limits'] });
