import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { User } from '../../db/schema';
import { HttpError, messages } from '../../http/errors';
import { passwordProblem } from '../../lib/password-policy';
import type { RateRule } from '../../plugins/rate-limits';
import type { OperationId } from '../operations';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import {
  createSession,
  deleteSession,
  deleteUserSessions,
  prepareFindSessionUser,
  sweepExpiredSessions,
} from './sessions';
import { TOKEN_LIFETIME_MS, createTokenService, type TokenSubject } from './tokens';
import { checkReset, createReset, RESET_LINK_MINUTES, resetMessages, useReset } from './password-reset';
import {
  checkEmailVerification,
  createEmailVerification,
  markEmailVerified,
  useEmailVerification,
  VERIFY_LINK_HOURS,
  verifyMessages,
} from './email-verification';
import { findUserByEmail, findUserById, insertUser, normalizeEmail, setPasswordHash } from './users';

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthService;
  }
  interface FastifyRequest {
    /** The authenticated user, loaded from the database by the `bearer` security handler; null when anonymous. */
    user: User | null;
    /**
     * The bearer token's user and session, for operations whose own statement reads the user and checks the
     * session (see `checkedInStatement` in security.ts); null otherwise. Also set by `authenticate`.
     */
    tokenSubject: TokenSubject | null;
  }
}

export interface AuthService {
  register(input: { name: string; email: string; password: string }): Promise<User>;
  /** Checks the password (or 429 while the account's failed logins are over the limit) and opens a session. */
  login(email: string, password: string): Promise<{ token: string; user: User }>;
  /** The user of a bearer token, read from the database with its session (revocation applies); 401 otherwise. */
  authenticate(token: string | undefined): Promise<{ subject: TokenSubject; user: User }>;
  /** The user of a token `identify` checked, read with its session (null when revoked, expired or deleted). */
  userOf(subject: TokenSubject): Promise<User | null>;
  /**
   * The user and session of a bearer token, checked by signature and expiry only (401 otherwise): the caller's own
   * query must read the user and the session (so revocation, deletes and role changes still apply to it),
   * saving a round trip on hot paths.
   */
  identify(token: string | undefined): Promise<TokenSubject>;
  /** Ends the request's session: its token stops working on every replica. */
  logout(subject: TokenSubject): Promise<void>;
  /** Ends every session of the user ("Sair de todos os dispositivos"). */
  logoutEverywhere(userId: string): Promise<void>;
  /** Sends a reset link when the e-mail has an account (and is under its limit); answers the same either way. */
  requestPasswordReset(email: string): Promise<void>;
  /** Sets the new password with a link's token (once, within the hour) and ends every session of the user. */
  confirmPasswordReset(token: string, password: string): Promise<void>;
  /** Confirms `user`'s e-mail with a link's token of that same account (once, within 24 h); answers the user. */
  verifyEmail(user: User, token: string): Promise<User>;
  /** E-mails `user` a new confirmation link (none once confirmed; 429 over 3 an hour). */
  resendEmailVerification(user: User): Promise<'sent' | 'already-verified'>;
}

/** Login and register are rate limited per client IP: they are where passwords and accounts get guessed. */
const rateLimitedOperations: ReadonlySet<string> = new Set<OperationId>([
  'login',
  'register',
  'requestPasswordReset',
  'confirmPasswordReset',
  // A pairing code is a short secret (40 bits, 10 minutes): guessing it is limited like a password.
  'pairDoorDevice',
]);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** How often each replica forgets expired sessions. */
const SESSION_SWEEP_MS = 60 * 60 * 1000;

export const authMessages = {
  nameRequired: 'Informe seu nome.',
  invalidEmail: 'Informe um e-mail válido.',
  emailTaken: 'E-mail já cadastrado.',
  invalidCredentials: 'E-mail ou senha inválidos.',
} as const;


async function authPlugin(app: FastifyInstance, { config }: { config: Config }) {
  const tokens = createTokenService(config.jwtSecret);
  const findSessionUser = prepareFindSessionUser(app.db);
  const unauthenticated = () => new HttpError(401, messages.unauthenticated);
  const attemptsPerAddress: RateRule = { name: 'auth-ip', max: config.authRateLimit, windowMs: 60_000 };
  // Slows guessing one account's password from many addresses, which the per-address limit cannot see.
  const failuresPerAccount: RateRule = {
    name: 'login-failures',
    max: config.loginFailureLimit,
    windowMs: 15 * 60_000,
  };

  // Reset e-mails per address per hour: nobody floods a mailbox through the form. Over it the answer stays the
  // same (202) and nothing is sent, so the limit tells nothing about which e-mails have accounts.
  const resetsPerAccount: RateRule = { name: 'reset-account', max: 3, windowMs: 60 * 60_000 };
  // Confirmation links asked again per account and hour: a mailbox is not flooded through "Reenviar".
  const verificationsPerAccount: RateRule = { name: 'verify-resend', max: 3, windowMs: 60 * 60_000 };

  /** Stores a confirmation link for the account and writes its e-mail, in the caller's transaction. */
  async function sendVerification(tx: Db, user: User, now: Date): Promise<void> {
    const verification = await createEmailVerification(tx, user.id, now);
    await app.mail.enqueueEmailVerification(tx, {
      verificationId: verification.id,
      token: verification.token,
      email: user.email,
      name: user.name,
      validHours: VERIFY_LINK_HOURS,
      now,
    });
  }

  const auth: AuthService = {
    async register(input) {
      const name = input.name.trim();
      const email = normalizeEmail(input.email);
      const problems = [
        name === '' && authMessages.nameRequired,
        !EMAIL.test(email) && authMessages.invalidEmail,
        passwordProblem(input.password, [name, email]) ?? false,
      ].filter((problem) => problem !== false);
      if (problems.length > 0) throw new HttpError(400, problems.join(' '));
      const passwordHash = await hashPassword(input.password);
      const now = app.now();
      const user = await app.db.transaction(async (tx) => {
        const created = await insertUser(tx, { name, email, passwordHash });
        // The address is not the account's until the link sent to it comes back (issue #25).
        if (created) await sendVerification(tx, created, now);
        return created;
      });
      if (!user) throw new HttpError(409, authMessages.emailTaken, 'EMAIL_TAKEN');
      return user;
    },

    async login(email, password) {
      const account = normalizeEmail(email);
      // Counted per e-mail whether or not it has an account, so the limit tells nothing about which ones do.
      await app.rateLimits.check(failuresPerAccount, account);
      const user = await findUserByEmail(app.db, account);
      const valid = user
        ? await verifyPassword(user.passwordHash, password)
        : await verifyAgainstDummy(password);
      if (!user || !valid) {
        await app.rateLimits.record(failuresPerAccount, account);
        throw new HttpError(401, authMessages.invalidCredentials, 'INVALID_CREDENTIALS');
      }
      const sessionId = await createSession(
        app.db,
        user.id,
        new Date(app.now().getTime() + TOKEN_LIFETIME_MS),
      );
      return { token: await tokens.issue({ sub: user.id, role: user.role, sid: sessionId }), user };
    },

    async identify(token) {
      if (!token) throw unauthenticated();
      const subject = await tokens.verify(token);
      if (!subject || !UUID.test(subject.userId) || !UUID.test(subject.sessionId)) throw unauthenticated();
      return subject;
    },

    async authenticate(token) {
      const subject = await auth.identify(token);
      const user = await auth.userOf(subject);
      if (!user) throw unauthenticated();
      return { subject, user };
    },

    async userOf(subject) {
      return (await findSessionUser(subject.sessionId, subject.userId, app.now())) ?? null;
    },

    logout: (subject) => deleteSession(app.db, subject.sessionId),

    logoutEverywhere: (userId) => deleteUserSessions(app.db, userId),

    async requestPasswordReset(email) {
      const account = normalizeEmail(email);
      if (!EMAIL.test(account)) throw new HttpError(400, authMessages.invalidEmail);
      const count = await app.rateLimits.record(resetsPerAccount, account);
      if (count.hits > resetsPerAccount.max) return;
      const user = await findUserByEmail(app.db, account);
      if (!user) return;
      const now = app.now();
      await app.db.transaction(async (tx) => {
        const reset = await createReset(tx, user.id, now);
        await app.mail.enqueuePasswordReset(tx, {
          resetId: reset.id,
          email: user.email,
          name: user.name,
          link: `${app.mail.site.origin}/redefinir-senha?token=${encodeURIComponent(reset.token)}`,
          validMinutes: RESET_LINK_MINUTES,
          now,
        });
      });
    },

    async confirmPasswordReset(token, password) {
      const now = app.now();
      const check = await checkReset(app.db, token, now);
      if (!check.ok) {
        const code = {
          invalid: 'RESET_TOKEN_INVALID',
          expired: 'RESET_TOKEN_EXPIRED',
          used: 'RESET_TOKEN_USED',
        };
        throw new HttpError(400, resetMessages[check.reason], code[check.reason]);
      }
      const user = await findUserById(app.db, check.reset.userId);
      if (!user) throw new HttpError(400, resetMessages.invalid, 'RESET_TOKEN_INVALID');
      const problem = passwordProblem(password, [user.name, user.email]);
      if (problem !== undefined) throw new HttpError(400, problem, 'WEAK_PASSWORD');
      const passwordHash = await hashPassword(password);
      await app.db.transaction(async (tx) => {
        if (!(await useReset(tx, check.reset.id, now)))
          throw new HttpError(400, resetMessages.used, 'RESET_TOKEN_USED');
        await setPasswordHash(tx, user.id, passwordHash, now);
        // The link came through the account's e-mail: whoever used it reads that mailbox, and now alone holds
        // the password (every other session ended), so the address is proven.
        await markEmailVerified(tx, user.id, now);
      });
    },

    async verifyEmail(user, token) {
      const now = app.now();
      const check = await checkEmailVerification(app.db, token, user.id, now);
      if (!check.ok) {
        const code = {
          invalid: 'VERIFY_TOKEN_INVALID',
          expired: 'VERIFY_TOKEN_EXPIRED',
          used: 'VERIFY_TOKEN_USED',
        };
        throw new HttpError(400, verifyMessages[check.reason], code[check.reason]);
      }
      await app.db.transaction(async (tx) => {
        if (!(await useEmailVerification(tx, check.verification, now)))
          throw new HttpError(400, verifyMessages.used, 'VERIFY_TOKEN_USED');
      });
      return (await findUserById(app.db, user.id)) ?? user;
    },

    async resendEmailVerification(user) {
      // Confirmed already: nothing to send, and nothing counted.
      if (user.emailVerifiedAt !== null) return 'already-verified';
      await app.rateLimits.consume(verificationsPerAccount, user.id);
      const now = app.now();
      await app.db.transaction((tx) => sendVerification(tx, user, now));
      return 'sent';
    },
  };

  app.decorate('auth', auth);
  app.decorateRequest('user', null);
  app.decorateRequest('tokenSubject', null);

  const limitAttempts: onRequestHookHandler = async (request) => {
    await app.rateLimits.consume(attemptsPerAddress, request.ip);
  };
  app.addHook('onRoute', (route) => {
    const operationId = (route.schema as { operationId?: string } | undefined)?.operationId;
    if (operationId === undefined || !rateLimitedOperations.has(operationId)) return;
    route.onRequest = [
      ...(Array.isArray(route.onRequest) ? route.onRequest : route.onRequest ? [route.onRequest] : []),
      limitAttempts,
    ];
  });

  app.every({
    everyMs: SESSION_SWEEP_MS,
    run: () => sweepExpiredSessions(app.db, app.now()),
    failure: 'falha ao limpar sessões expiradas',
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['database', 'rate-limits', 'background-jobs'] });
