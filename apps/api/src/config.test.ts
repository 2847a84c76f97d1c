import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, devDefaults, loadConfig, repoRoot } from './config';

const productionEnv = {
  NODE_ENV: 'production',
  JWT_SECRET: 'j'.repeat(40),
  TICKET_SECRET: 't'.repeat(40),
  ASAAS_API_KEY: '$aact_prod_key',
  ASAAS_WEBHOOK_TOKEN: 'webhook-token-from-the-vault',
  ADMIN_PASSWORD: 'a-strong-admin-password',
};

describe('loadConfig', () => {
  it('has working development defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      dataDir: path.join(repoRoot, '.data'),
      databaseUrl: undefined,
      orderHoldMinutes: 15,
      seedDemo: true,
      authRateLimit: 10,
      bodyLimit: 1024 * 1024,
      admin: { email: 'admin@bilheteria.local', password: devDefaults.adminPassword },
      asaas: { apiKey: undefined, baseUrl: 'https://api-sandbox.asaas.com/v3' },
    });
    expect(config.appOrigins).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://localhost:5173',
    ]);
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: 'tmp/pg',
      DATABASE_URL: 'postgres://u@db/app',
      ORDER_HOLD_MINUTES: '30',
      SEED_DEMO: '0',
      APP_ORIGIN: 'https://bilheteria.example, https://www.bilheteria.example/',
      ADMIN_EMAIL: ' Root@Bilheteria.Example ',
      AUTH_RATE_LIMIT: '3',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: path.join(repoRoot, 'tmp/pg'),
      databaseUrl: 'postgres://u@db/app',
      orderHoldMinutes: 30,
      seedDemo: false,
      authRateLimit: 3,
      admin: { email: 'root@bilheteria.example' },
    });
    expect(config.appOrigins).toEqual(['https://bilheteria.example', 'https://www.bilheteria.example']);
    expect(loadConfig({ DATA_DIR: 'memory://' }).dataDir).toBe('memory://');
  });

  it('lists every invalid value at once', () => {
    expect(() => loadConfig({ PORT: 'abc', ORDER_HOLD_MINUTES: '0', SEED_DEMO: 'talvez' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ PORT: 'abc', ORDER_HOLD_MINUTES: '0', SEED_DEMO: 'talvez' });
    } catch (error) {
      expect((error as ConfigError).problems).toHaveLength(3);
    }
  });

  describe('in production', () => {
    it('starts with real secrets and an Asaas key', () => {
      const config = loadConfig(productionEnv);
      expect(config.nodeEnv).toBe('production');
      expect(config.host).toBe('0.0.0.0');
      // Demo accounts have published passwords: not in production unless asked for.
      expect(config.seedDemo).toBe(false);
    });

    it('refuses the default secrets and a missing ASAAS_API_KEY, naming each', () => {
      let error: unknown;
      try {
        loadConfig({ NODE_ENV: 'production' });
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      for (const name of [
        'JWT_SECRET',
        'TICKET_SECRET',
        'ASAAS_WEBHOOK_TOKEN',
        'ADMIN_PASSWORD',
        'ASAAS_API_KEY',
      ]) {
        expect(message).toContain(name);
      }
    });

    it.each([
      ['JWT_SECRET', devDefaults.jwtSecret],
      ['TICKET_SECRET', devDefaults.ticketSecret],
      ['JWT_SECRET', 'short'],
      ['ASAAS_API_KEY', ''],
      ['ADMIN_PASSWORD', devDefaults.adminPassword],
    ])('refuses %s=%j', (name, value) => {
      expect(() => loadConfig({ ...productionEnv, [name]: value })).toThrow(name);
    });
  });
});
