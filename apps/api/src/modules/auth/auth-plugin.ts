import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import type { User } from '../../db/schema';
import { HttpError, messages } from '../../http/errors';
import type { OperationId } from '../operations';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import { createTokenService } from './tokens';
import { findUserByEmail, findUserById, insertUser, normalizeEmail } from './users';

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthService;
  }
  interface FastifyRequest {
    /** The authenticated user, loaded from the database by the `bearer` security handler; null when anonymous. */
    user: User | null;
    /**
     * The bearer token's user id, for operations whose own statement reads the user (see `checkedInStatement`
     * in security.ts); null otherwise.
     */
    tokenUserId: string | null;
  }
}

export interface AuthService {
  register(input: { name: string; email: string; password: string }): Promise<User>;
  login(email: string, password: string): Promise<{ token: string; user: User }>;
  /** The user of the request's bearer token, read from the database (deleted users and role changes apply). */
  authenticate(request: FastifyRequest): Promise<User>;
  /**
   * The user id of the request's bearer token, checked by signature and expiry only: the caller's own query
   * must read the user (so deletes and role changes still apply to it), saving a round trip on hot paths.
   */
  identify(request: FastifyRequest): Promise<string>;
}

/** Login and register are rate limited per IP: they are where passwords get guessed. */
const rateLimitedOperations: ReadonlySet<string> = new Set<OperationId>(['login', 'register']);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MIN_PASSWORD_LENGTH = 8;

export const authMessages = {
  nameRequired: 'Informe seu nome.',
  invalidEmail: 'Informe um e-mail válido.',
  shortPassword: `A senha deve ter pelo menos ${MIN_PASSWORD_LENGTH} caracteres.`,
  emailTaken: 'E-mail já cadastrado.',
  invalidCredentials: 'E-mail ou senha inválidos.',
} as const;

function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

async function authPlugin(app: FastifyInstance, { config }: { config: Config }) {
  const tokens = createTokenService(config.jwtSecret);
  const unauthenticated = () => new HttpError(401, messages.unauthenticated);

  const auth: AuthService = {
    async register(input) {
      const name = input.name.trim();
      const email = normalizeEmail(input.email);
      const problems = [
        name === '' && authMessages.nameRequired,
        !EMAIL.test(email) && authMessages.invalidEmail,
        input.password.length < MIN_PASSWORD_LENGTH && authMessages.shortPassword,
      ].filter((problem) => problem !== false);
      if (problems.length > 0) throw new HttpError(400, problems.join(' '));
      const user = await insertUser(app.db, {
        name,
        email,
        passwordHash: await hashPassword(input.password),
      });
      if (!user) throw new HttpError(409, authMessages.emailTaken, 'EMAIL_TAKEN');
      return user;
    },

    async login(email, password) {
      const user = await findUserByEmail(app.db, email);
      const valid = user
        ? await verifyPassword(user.passwordHash, password)
        : await verifyAgainstDummy(password);
      if (!user || !valid) throw new HttpError(401, authMessages.invalidCredentials, 'INVALID_CREDENTIALS');
      return { token: await tokens.issue({ sub: user.id, role: user.role }), user };
    },

    async identify(request) {
      const token = bearerToken(request);
      if (!token) throw unauthenticated();
      const userId = await tokens.verify(token);
      if (!userId || !UUID.test(userId)) throw unauthenticated();
      request.tokenUserId = userId;
      return userId;
    },

    async authenticate(request) {
      const user = await findUserById(app.db, await auth.identify(request));
      if (!user) throw unauthenticated();
      request.user = user;
      return user;
    },
  };

  app.decorate('auth', auth);
  app.decorateRequest('user', null);
  app.decorateRequest('tokenUserId', null);

  const limitAttempts: onRequestHookHandler = app.rateLimit({
    max: config.authRateLimit,
    timeWindow: 60_000,
    errorResponseBuilder: () => new HttpError(429, messages.tooManyAttempts, 'RATE_LIMITED'),
  });
  app.addHook('onRoute', (route) => {
    const operationId = (route.schema as { operationId?: string } | undefined)?.operationId;
    if (operationId === undefined || !rateLimitedOperations.has(operationId)) return;
    route.onRequest = [
      ...(Array.isArray(route.onRequest) ? route.onRequest : route.onRequest ? [route.onRequest] : []),
      limitAttempts,
    ];
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['database', '@fastify/rate-limit'] });
