import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, devDefaults, loadConfig, repoRoot } from './config';

// As `openssl rand -base64 48` / `-hex 32` make them.
const productionEnv = {
  NODE_ENV: 'production',
  JWT_SECRET: 'q8VnV0b8oZ3bFJc1c9m0sQ2yPpXo7o4wU8t6kq1YfL0nHc2rT9uA5eWz3xK7jD1m',
  TICKET_SECRET: 'Zr7pW2mK9xT4vB1nQ8sL5yC3hF6jD0gA2eR7uI9oP4kM1wX6zV3bN8cQ5tY0aS7d',
  ASAAS_API_KEY: '$aact_prod_key',
  ASAAS_WEBHOOK_TOKEN: '5f0c3e9a7b1d4f6e8a2c0b9d7e5f3a1c4b6d8e0f2a7c9e1b3d5f7a9c0e2b4d6f',
  ADMIN_PASSWORD: 'a-strong-admin-password',
  APP_ORIGIN: 'https://ingressos.exemplo.com.br',
  SMTP_URL: 'smtp://envio:segredo@smtp.exemplo.com.br:587',
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
      loginFailureLimit: 10,
      scanRateLimit: 600,
      trustProxy: false,
      bodyLimit: 1024 * 1024,
      admin: { email: 'admin@bilheteria.local', password: devDefaults.adminPassword },
      asaas: { apiKey: undefined, baseUrl: 'https://api-sandbox.asaas.com/v3', timeoutMs: 5_000 },
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
      // A production key gets 401 from the sandbox: production talks to the production API unless told.
      expect(config.asaas.baseUrl).toBe('https://api.asaas.com/v3');
      expect(
        loadConfig({ ...productionEnv, ASAAS_BASE_URL: 'https://api-sandbox.asaas.com/v3/' }).asaas.baseUrl,
      ).toBe('https://api-sandbox.asaas.com/v3');
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
        'SMTP_URL',
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
      // Issue #20, point 6: each of these started the server before.
      ['ASAAS_WEBHOOK_TOKEN', 'x'],
      ['JWT_SECRET', 'a'.repeat(48)],
      ['TICKET_SECRET', 'abcdefghijklmnopqrstuvwxyz0123456789'],
      ['ASAAS_WEBHOOK_TOKEN', 'webhook-token-from-the-vault'],
      ['ADMIN_PASSWORD', 'password'],
      ['ADMIN_PASSWORD', '12345678'],
      ['ADMIN_PASSWORD', '        '],
    ])('refuses %s=%j', (name, value) => {
      expect(() => loadConfig({ ...productionEnv, [name]: value })).toThrow(name);
    });

    it('refuses one secret used for two purposes', () => {
      expect(() => loadConfig({ ...productionEnv, TICKET_SECRET: productionEnv.JWT_SECRET })).toThrow(
        'TICKET_SECRET e JWT_SECRET devem ser diferentes',
      );
    });

    it('refuses to start without SMTP_URL (tickets and reset links would never leave) or with a bad one', () => {
      const { SMTP_URL: _smtp, ...withoutSmtp } = productionEnv;
      expect(() => loadConfig(withoutSmtp)).toThrow('SMTP_URL é obrigatória em produção');
      expect(() => loadConfig({ ...productionEnv, SMTP_URL: 'mail.exemplo.com' })).toThrow(
        'SMTP_URL deve começar com smtp://',
      );
      expect(loadConfig(productionEnv).mail).toEqual({
        smtpUrl: productionEnv.SMTP_URL,
        from: 'Bilheteria <nao-responda@bilheteria.local>',
      });
    });

    it('refuses to start without APP_ORIGIN (the development origins would be allowed)', () => {
      const { APP_ORIGIN: _origin, ...withoutOrigin } = productionEnv;
      expect(() => loadConfig(withoutOrigin)).toThrow('APP_ORIGIN é obrigatória em produção');
    });
  });

  describe('TRUST_PROXY', () => {
    it.each([
      [undefined, false],
      ['0', false],
      ['1', 1],
      ['2', 2],
      ['10.0.0.0/8', '10.0.0.0/8'],
      ['10.0.0.1, 172.16.0.0/12, ::1, fd00::/8', '10.0.0.1,172.16.0.0/12,::1,fd00::/8'],
    ])('reads %j as %j', (raw, expected) => {
      expect(loadConfig(raw === undefined ? {} : { TRUST_PROXY: raw }).trustProxy).toEqual(expected);
    });

    // Issue #20, point 3: `true` trusted every hop, so a forged X-Forwarded-For chose the client's address.
    it.each(['true', 'yes', '*', '10.0.0.0/33', 'proxy.interno'])('refuses %j', (raw) => {
      expect(() => loadConfig({ TRUST_PROXY: raw })).toThrow('TRUST_PROXY deve ser o número de proxies');
    });
  });
});
