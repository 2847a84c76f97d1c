import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { readFile } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, describe, inject } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { buildApp, type AppOptions } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { createDatabase, type Database } from '../src/db/client';
import { prepareDatabase } from '../src/startup/bootstrap';
import { mailOutbox } from '../src/db/schema';
import { approvePayoutAccount } from './payout-fixtures';
import { ContractChecker, contractCheckPlugin, type ContractViolation } from './contract-check';
import { administer } from './database-templates';

export type DatabaseKind = Database['kind'];

/** The kinds of database the suites run on: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set. */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

/** A configuration for tests: in-memory PGlite, no demo data, quiet logs, generous rate limits. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    SEED_DEMO: '0',
    AUTH_RATE_LIMIT: '10000',
    LOGIN_FAILURE_LIMIT: '10000',
    SCAN_RATE_LIMIT: '100000',
    PAIRING_RATE_LIMIT: '100000',
    COUPON_RATE_LIMIT: '100000',
    MAX_PENDING_ORDERS: '10000',
    ORDERS_PER_IP: '100000',
    PIX_RATE_LIMIT: '100000',
    CARD_RATE_LIMIT: '100000',
    QUEUE_JOIN_LIMIT: '100000',
    LOG_LEVEL: 'silent',
    ...env,
  });
}

export interface TestDatabase {
  database: Database;
  /** Closes the database and, on PostgreSQL, drops it. */
  dispose(): Promise<void>;
}

let pgliteTemplate: Promise<Blob> | undefined;

/**
 * A fresh database: in-memory PGlite, or a new uniquely named PostgreSQL database on TEST_DATABASE_URL's server,
 * dropped by `dispose`. Empty (not migrated), unless `migrated`: then a copy of the run's migrated template
 * (database-templates.ts), when the project's global setup made one.
 */
export async function createTestDatabase(
  kind: DatabaseKind,
  { migrated = false }: { migrated?: boolean } = {},
): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const templateFile = migrated ? inject('bilheteria/pgliteTemplate') : '';
    if (templateFile) pgliteTemplate ??= readFile(templateFile).then((bytes) => new Blob([bytes]));
    const loadDataDir = templateFile ? await pgliteTemplate : undefined;
    const database = await createDatabase({ dataDir: 'memory://', databaseUrl: undefined }, { loadDataDir });
    return { database, dispose: () => database.close() };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL não definida');
  const name = `bilheteria_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const template = migrated ? inject('bilheteria/postgresTemplate') : '';
  await administer(
    serverUrl,
    template ? `create database ${name} template ${template}` : `create database ${name}`,
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({ dataDir: 'memory://', databaseUrl: url.toString() });
  return {
    database,
    async dispose() {
      await database.close();
      await administer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

export interface TestContext {
  readonly kind: DatabaseKind;
  readonly config: Config;
  readonly app: FastifyInstance;
  readonly database: Database;
  /** `app.inject`; every response is checked against openapi.yaml (a mismatch fails the test). */
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  /**
   * Registers a user through the API and logs in; returns its token and id. The address is confirmed as a user
   * would (the link of the e-mail sent at registration), unless `verified: false`; it gets an approved payout
   * account (it may publish paid events), unless `payoutAccount: false`.
   */
  signUp(overrides?: {
    name?: string;
    email?: string;
    password?: string;
    verified?: boolean;
    /** An approved payout account (issue #31), so the user may publish paid events; false: none. */
    payoutAccount?: boolean;
  }): Promise<{ token: string; userId: string; email: string; password: string }>;
  /** The token of the newest e-mail confirmation link sent to `email`, read from the outbox. */
  verificationToken(email: string): Promise<string>;
  /** Confirms `email`'s address with its newest link, as its account (`token`) would. */
  verifyEmail(email: string, token: string): Promise<void>;
  /** Logs in through the API and returns the token. */
  login(email: string, password: string): Promise<string>;
  /** The token of the ADMIN ensured at start-up. */
  adminToken(): Promise<string>;
}

export interface SuiteOptions {
  /** Environment overrides for `testConfig` (e.g. `{ AUTH_RATE_LIMIT: '3' }`). */
  env?: Record<string, string>;
  /** Passed to buildApp (e.g. `hostDist`). */
  app?: Omit<AppOptions, 'config' | 'database' | 'plugins'>;
}

let checker: ContractChecker | undefined;
let userCounter = 0;

/**
 * Declares the suite once per database kind (`auth [pglite]`, `auth [postgres]`), each over a fresh, migrated
 * database with the ADMIN ensured and an app built around it. Responses are checked against the contract.
 */
export function describeEachDatabase(
  name: string,
  suite: (context: TestContext) => void,
  options: SuiteOptions = {},
): void {
  for (const kind of databaseKinds) {
    describe(`${name} [${kind}]`, () => {
      const config = testConfig(options.env);
      const violations: ContractViolation[] = [];
      let app: FastifyInstance | undefined;
      let testDatabase: TestDatabase | undefined;

      const ready = <T>(value: T | undefined, what: string): T => {
        if (value === undefined)
          throw new Error(`${what} ainda não está pronto (use-o dentro de testes ou hooks)`);
        return value;
      };

      const assertNoViolations = () => {
        if (violations.length === 0) return;
        const report = violations.map((violation) => JSON.stringify(violation)).join('\n');
        violations.length = 0;
        throw new Error(`Resposta fora do contrato (openapi.yaml):\n${report}`);
      };

      const context: TestContext = {
        kind,
        config,
        get app() {
          return ready(app, 'app');
        },
        get database() {
          return ready(testDatabase, 'database').database;
        },
        async inject(injectOptions) {
          const response = await ready(app, 'app').inject(injectOptions);
          assertNoViolations();
          return response;
        },
        async signUp(overrides = {}) {
          userCounter += 1;
          const email = overrides.email ?? `user${userCounter}-${randomBytes(3).toString('hex')}@example.com`;
          const password = overrides.password ?? 'senha-segura-123';
          const registered = await context.inject({
            method: 'POST',
            url: '/api/auth/register',
            payload: { name: overrides.name ?? `Usuário ${userCounter}`, email, password },
          });
          if (registered.statusCode !== 201) throw new Error(`cadastro falhou: ${registered.body}`);
          const token = await context.login(email, password);
          if (overrides.verified !== false) await context.verifyEmail(email, token);
          const userId = registered.json<{ _id: string }>()._id;
          if (overrides.payoutAccount !== false) await approvePayoutAccount(context.database.db, userId);
          return { token, userId, email, password };
        },
        async verificationToken(email) {
          const [mail] = await context.database.db
            .select({ text: mailOutbox.text })
            .from(mailOutbox)
            .where(
              and(eq(mailOutbox.kind, 'email-verification'), eq(mailOutbox.recipient, email.toLowerCase())),
            )
            .orderBy(desc(mailOutbox.createdAt))
            .limit(1);
          const token = /confirmar-email\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
          if (!token) throw new Error(`link de confirmação não encontrado para ${email}`);
          return token;
        },
        async verifyEmail(email, token) {
          const response = await context.inject({
            method: 'POST',
            url: '/api/auth/verify-email',
            headers: { authorization: `Bearer ${token}` },
            payload: { token: await context.verificationToken(email) },
          });
          if (response.statusCode !== 200) throw new Error(`confirmação falhou: ${response.body}`);
        },
        async login(email, password) {
          const response = await context.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email, password },
          });
          if (response.statusCode !== 200) throw new Error(`login falhou: ${response.body}`);
          return response.json<{ token: string }>().token;
        },
        adminToken: () => context.login(config.admin.email, config.admin.password),
      };

      beforeAll(async () => {
        testDatabase = await createTestDatabase(kind, { migrated: true });
        await prepareDatabase(testDatabase.database, config);
        checker ??= new ContractChecker();
        app = await buildApp({
          ...options.app,
          config,
          database: testDatabase.database,
          plugins: [contractCheckPlugin(checker, (violation) => violations.push(violation))],
        });
        await app.ready();
      });

      afterEach(assertNoViolations);

      afterAll(async () => {
        await app?.close();
        await testDatabase?.dispose();
      });

      suite(context);
    });
  }
}
