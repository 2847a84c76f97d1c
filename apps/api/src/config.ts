import { isIP } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { passwordProblem } from './lib/password-policy';
import { isRandomLooking, secretRequirement } from './lib/secret-strength';

/**
 * The repository root: relative paths in the configuration resolve against it, not against the cwd. This file is
 * apps/api/src/config.ts, and in production part of apps/api/dist/server.js: the same depth.
 */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/*
 * Asaas allows 25 000 requests per account per 12 hours; a Pix purchase costs at most 5 of them (the customer
 * looked up and created, the pending charge looked up, the charge created, its QR code): 25 000 / 720 min / 5
 * = 6.9 buyers a minute, rounded down (docs/deploy.md, "The big on-sale").
 */
export const ASAAS_ADMIT_PER_MINUTE = Math.floor(25_000 / (12 * 60) / 5);

/**
 * Development defaults. They make `npm start` work out of the box and are refused in production, where
 * anyone reading this file would otherwise know the secrets.
 */
export const devDefaults = {
  jwtSecret: 'dev-only-jwt-secret-do-not-use-in-production',
  ticketSecret: 'dev-only-ticket-secret-do-not-use-in-production',
  asaasWebhookToken: 'dev-only-asaas-webhook-token',
  adminEmail: 'admin@bilheteria.local',
  adminPassword: 'admin12345',
} as const;

export type NodeEnv = 'development' | 'production' | 'test';

export interface Config {
  nodeEnv: NodeEnv;
  port: number;
  host: string;
  /** PGlite files, or `memory://` for an in-memory database. Ignored when `databaseUrl` is set. */
  dataDir: string;
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl: string | undefined;
  jwtSecret: string;
  ticketSecret: string;
  asaas: {
    /** When absent the local Pix provider is used. */
    apiKey: string | undefined;
    baseUrl: string;
    webhookToken: string;
    /** Each call to Asaas gives up after this long (ASAAS_TIMEOUT_MS). */
    timeoutMs: number;
  };
  /**
   * The platform's commission on the tickets' price after discounts (issue #31), in basis points:
   * PLATFORM_COMMISSION_PERCENT (0–50, default 0). An ADMIN may set another per organizer.
   */
  platformCommissionBps: number;
  /** The receiver written into the local provider's Pix BR Codes. */
  pix: { key: string; merchantName: string; merchantCity: string };
  orderHoldMinutes: number;
  admin: { email: string; password: string };
  seedDemo: boolean;
  /** Origins allowed by CORS. */
  appOrigins: string[];
  /** Login and register attempts per client IP per minute, counted across replicas. */
  authRateLimit: number;
  /** Failed logins per account (e-mail) per 15 minutes, from any address; then that account's login waits. */
  loginFailureLimit: number;
  /** Scans per scanning user (or door device) per minute; never per IP, so a venue's shared address is fine. */
  scanRateLimit: number;
  /** Door pairing attempts per client address per 15 minutes: a pairing code is guessed nowhere near. */
  pairingRateLimit: number;
  /** Coupon codes that did not work, per client address and per account, per 15 minutes (then 429). */
  couponRateLimit: number;
  /**
   * Card payments (issue #27): interest-free installments (INSTALLMENTS_FREE, 3), the monthly rate beyond them in
   * percent (INSTALLMENT_RATE, 1.99, Price table), and card attempts per account and per client address per hour
   * (CARD_RATE_LIMIT, 10), counted across replicas: card testing stops there.
   */
  card: { interestFree: number; monthlyRatePercent: number; rateLimit: number };
  /**
   * What one buyer may hold without paying: tickets per order (even where the organizer set no per-customer
   * limit), pending orders per account at once, orders per client IP per hold period, Pix codes per account per
   * 15 minutes. Together they keep one account (or one script) from emptying a lot for the hold's duration.
   */
  hoarding: { maxTicketsPerOrder: number; maxPendingOrders: number; ordersPerIp: number; pixPerUser: number };
  /**
   * The waiting room of big on-sales (issue #28): the pace an on-sale gets unless its organizer sets one
   * (QUEUE_ADMIT_PER_MINUTE; the default is what Asaas's 25 000 requests per 12 h allow, docs/deploy.md), joins per
   * client address per 10 minutes (QUEUE_JOIN_LIMIT) and how often each replica runs the admission tick.
   */
  queue: { admitPerMinute: number; joinLimit: number; tickMs: number };
  /** Largest accepted request body, in bytes. */
  bodyLimit: number;
  logLevel: string;
  /**
   * Which X-Forwarded-For entries name the client (for the rate limits): false (none, clients connect directly),
   * a number of proxy hops in front of the app, or the proxies' addresses and CIDR ranges. Never "every hop",
   * which would let any client choose its own address.
   */
  trustProxy: TrustProxy;
  /**
   * Where uploaded images go (issue #30): a folder (UPLOADS_DIR, default DATA_DIR/uploads, served at /media/), or
   * an S3-compatible bucket when S3_BUCKET is set (any provider: S3_ENDPOINT), read by browsers at S3_PUBLIC_URL.
   */
  uploads: { dir: string; s3: S3Config | undefined };
  mail: {
    /**
     * SMTP_URL (`smtp://user:pass@host:587`, `smtps://...:465`). Without it messages are still rendered and kept
     * in the outbox (the ADMIN "Caixa de saída" shows them) but nothing is sent; production refuses to start.
     */
    smtpUrl: string | undefined;
    /** MAIL_FROM: the sender of every message, `Nome <endereço>`. */
    from: string;
  };
}

export type TrustProxy = false | number | string;

export interface S3Config {
  bucket: string;
  region: string;
  /** An S3-compatible provider's API (MinIO, R2, Spaces...); absent: AWS. */
  endpoint: string | undefined;
  /** Bucket in the path (`endpoint/bucket/key`), as most S3-compatible providers want. */
  forcePathStyle: boolean;
  /** Absent: the SDK's default chain (environment, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** The public base URL objects are read at (a CDN, or the bucket's own address), without a trailing slash. */
  publicUrl: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuração inválida:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/**
 * TRUST_PROXY: `0` (default) trusts no X-Forwarded-For; a number is how many proxies stand in front of the app
 * (`1`: the address the load balancer saw); otherwise a comma-separated list of the proxies' addresses or CIDR
 * ranges. `true` is refused: trusting every hop lets a client pick its own address with a forged header.
 */
function trustProxy(raw: string | undefined, problems: string[]): TrustProxy {
  if (raw === undefined || raw === '0' || raw.toLowerCase() === 'false') return false;
  if (/^[1-9][0-9]?$/.test(raw)) return Number(raw);
  const entries = raw.split(',').map((entry) => entry.trim());
  const invalid = entries.filter((entry) => !isAddressOrRange(entry));
  if (invalid.length === 0) return entries.join(',');
  problems.push(
    `TRUST_PROXY deve ser o número de proxies à frente do servidor (ex.: 1) ou os endereços/CIDR deles ` +
      `separados por vírgula (recebido "${raw}"); confiar em qualquer proxy deixaria o cliente escolher o próprio IP.`,
  );
  return false;
}

function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

/** S3_* (an S3-compatible bucket for uploaded images), or undefined without S3_BUCKET. */
function s3Config(read: (name: string) => string | undefined, problems: string[]): S3Config | undefined {
  const bucket = read('S3_BUCKET');
  if (bucket === undefined) return undefined;
  const region = read('S3_REGION') ?? 'us-east-1';
  const endpoint = read('S3_ENDPOINT')?.replace(/\/+$/, '');
  if (endpoint !== undefined && !URL.canParse(endpoint))
    problems.push(`S3_ENDPOINT inválido: "${endpoint}".`);
  const forcePathStyle =
    read('S3_FORCE_PATH_STYLE') === undefined
      ? endpoint !== undefined
      : ['1', 'true'].includes(read('S3_FORCE_PATH_STYLE')!.toLowerCase());
  const accessKeyId = read('S3_ACCESS_KEY_ID');
  const secretAccessKey = read('S3_SECRET_ACCESS_KEY');
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined))
    problems.push('S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY vão juntas: informe as duas ou nenhuma.');
  const publicUrl = (
    read('S3_PUBLIC_URL') ??
    (endpoint === undefined
      ? `https://${bucket}.s3.${region}.amazonaws.com`
      : forcePathStyle
        ? `${endpoint}/${bucket}`
        : endpoint.replace('://', `://${bucket}.`))
  ).replace(/\/+$/, '');
  if (!/^https?:\/\//.test(publicUrl) || !URL.canParse(publicUrl))
    problems.push(`S3_PUBLIC_URL deve ser uma URL http(s) (recebido "${publicUrl}").`);
  return {
    bucket,
    region,
    endpoint,
    forcePathStyle,
    credentials:
      accessKeyId !== undefined && secretAccessKey !== undefined
        ? { accessKeyId, secretAccessKey }
        : undefined,
    publicUrl,
  };
}

/** What production refuses: guessable secrets and passwords, one secret used twice, no explicit origin. */
/** PLATFORM_COMMISSION_PERCENT ("10", "7,5") as basis points; 0–50 %, at most two decimals. */
function commissionBps(raw: string | undefined, problems: string[]): number {
  if (raw === undefined) return 0;
  const value = Number(raw.replace(',', '.'));
  const bps = Math.round(value * 100);
  if (!Number.isFinite(value) || value < 0 || value > 50 || Math.abs(bps - value * 100) > 1e-6) {
    problems.push(`PLATFORM_COMMISSION_PERCENT deve ser um percentual de 0 a 50 (recebido "${raw}").`);
    return 0;
  }
  return bps;
}

function productionProblems(config: Config, appOriginSet: boolean): string[] {
  const problems: string[] = [];
  const secrets: Array<[string, string, string]> = [
    ['JWT_SECRET', config.jwtSecret, devDefaults.jwtSecret],
    ['TICKET_SECRET', config.ticketSecret, devDefaults.ticketSecret],
    ['ASAAS_WEBHOOK_TOKEN', config.asaas.webhookToken, devDefaults.asaasWebhookToken],
  ];
  for (const [name, value, fallback] of secrets) {
    if (value === fallback)
      problems.push(`${name} não pode usar o valor padrão de desenvolvimento em produção.`);
    else if (!isRandomLooking(value)) problems.push(secretRequirement(name));
  }
  const names = new Map<string, string>();
  for (const [name, value] of secrets) {
    const other = names.get(value);
    if (other !== undefined)
      problems.push(`${name} e ${other} devem ser diferentes: cada segredo protege outra coisa.`);
    names.set(value, name);
  }
  if (config.admin.password === devDefaults.adminPassword)
    problems.push('ADMIN_PASSWORD não pode usar o valor padrão de desenvolvimento em produção.');
  else {
    const problem = passwordProblem(config.admin.password, [config.admin.email]);
    if (problem !== undefined) problems.push(`ADMIN_PASSWORD: ${problem}`);
  }
  if (config.asaas.apiKey === undefined) problems.push('ASAAS_API_KEY é obrigatória em produção.');
  if (config.mail.smtpUrl === undefined)
    problems.push('SMTP_URL é obrigatória em produção: sem ela nenhum e-mail (ingressos, senha) é enviado.');
  if (!appOriginSet)
    problems.push(
      'APP_ORIGIN é obrigatória em produção: a(s) origem(ns) pública(s) do site, ex.: https://ingressos.exemplo.com.br.',
    );
  return problems;
}

/** Reads the configuration from the environment; throws a `ConfigError` listing every problem at once. */
export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };
  const integer = (name: string, fallback: number, min: number): number => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min) {
      problems.push(`${name} deve ser um número inteiro maior ou igual a ${min} (recebido "${raw}").`);
      return fallback;
    }
    return value;
  };
  const percent = (name: string, fallback: number): number => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    const value = Number(raw.replace(',', '.'));
    if (!Number.isFinite(value) || value < 0 || value > 20) {
      problems.push(`${name} deve ser um percentual de 0 a 20 (recebido "${raw}").`);
      return fallback;
    }
    return value;
  };
  const flag = (name: string, fallback: boolean): boolean => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    if (['1', 'true', 'yes', 'on'].includes(raw.toLowerCase())) return true;
    if (['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
    problems.push(`${name} deve ser 1 ou 0 (recebido "${raw}").`);
    return fallback;
  };

  const rawEnv = read('NODE_ENV');
  const nodeEnv: NodeEnv = rawEnv === 'production' || rawEnv === 'test' ? rawEnv : 'development';
  const production = nodeEnv === 'production';

  const dataDirRaw = read('DATA_DIR') ?? './.data';
  const dataDir = dataDirRaw.startsWith('memory://') ? dataDirRaw : path.resolve(repoRoot, dataDirRaw);

  const appOrigins = (
    read('APP_ORIGIN') ?? 'http://localhost:3000,http://127.0.0.1:3000,http://localhost:5173'
  )
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter((origin) => origin !== '');
  for (const origin of appOrigins) {
    if (!URL.canParse(origin)) problems.push(`APP_ORIGIN contém uma origem inválida: "${origin}".`);
  }

  // A production key only works against the production API (the sandbox answers it 401 on every Pix).
  const asaasBaseUrl =
    read('ASAAS_BASE_URL') ?? (production ? 'https://api.asaas.com/v3' : 'https://api-sandbox.asaas.com/v3');
  if (!URL.canParse(asaasBaseUrl)) problems.push(`ASAAS_BASE_URL inválida: "${asaasBaseUrl}".`);

  const adminEmail = (read('ADMIN_EMAIL') ?? devDefaults.adminEmail).toLowerCase();
  if (!/^[^\s@]+@[^\s@]+$/.test(adminEmail)) problems.push(`ADMIN_EMAIL inválido: "${adminEmail}".`);
  const adminPassword = env.ADMIN_PASSWORD || devDefaults.adminPassword;
  if (adminPassword.length < 8) problems.push('ADMIN_PASSWORD deve ter pelo menos 8 caracteres.');

  const uploadsDir = path.resolve(
    repoRoot,
    read('UPLOADS_DIR') ??
      (dataDir.startsWith('memory://')
        ? path.join(tmpdir(), 'bilheteria-uploads')
        : path.join(dataDir, 'uploads')),
  );
  const s3 = s3Config(read, problems);

  const smtpUrl = read('SMTP_URL');
  if (smtpUrl !== undefined && !/^smtps?:\/\//.test(smtpUrl))
    problems.push(
      'SMTP_URL deve começar com smtp:// ou smtps:// (ex.: smtp://usuario:senha@smtp.exemplo.com:587).',
    );
  const mailFrom = read('MAIL_FROM') ?? 'Bilheteria <nao-responda@bilheteria.local>';
  if (!/[^\s@<]+@[^\s@>]+/.test(mailFrom))
    problems.push(`MAIL_FROM deve conter um endereço de e-mail (recebido "${mailFrom}").`);

  const config: Config = {
    nodeEnv,
    port: integer('PORT', 3000, 0),
    host: read('HOST') ?? (production ? '0.0.0.0' : 'localhost'),
    dataDir,
    databaseUrl: read('DATABASE_URL'),
    jwtSecret: read('JWT_SECRET') ?? devDefaults.jwtSecret,
    ticketSecret: read('TICKET_SECRET') ?? devDefaults.ticketSecret,
    asaas: {
      apiKey: read('ASAAS_API_KEY'),
      baseUrl: asaasBaseUrl.replace(/\/+$/, ''),
      webhookToken: read('ASAAS_WEBHOOK_TOKEN') ?? devDefaults.asaasWebhookToken,
      // One budget for a whole request to Asaas (every step and retry): the buyer hears back within it.
      timeoutMs: integer('ASAAS_TIMEOUT_MS', 5_000, 1),
    },
    platformCommissionBps: commissionBps(read('PLATFORM_COMMISSION_PERCENT'), problems),
    pix: {
      key: read('PIX_KEY') ?? 'pix@bilheteria.local',
      merchantName: read('PIX_MERCHANT_NAME') ?? 'Bilheteria',
      merchantCity: read('PIX_MERCHANT_CITY') ?? 'Sao Paulo',
    },
    orderHoldMinutes: integer('ORDER_HOLD_MINUTES', 15, 1),
    admin: { email: adminEmail, password: adminPassword },
    // Demo accounts have published passwords: production seeds them only when asked to.
    seedDemo: flag('SEED_DEMO', !production),
    appOrigins,
    authRateLimit: integer('AUTH_RATE_LIMIT', 10, 1),
    loginFailureLimit: integer('LOGIN_FAILURE_LIMIT', 10, 1),
    scanRateLimit: integer('SCAN_RATE_LIMIT', 600, 1),
    pairingRateLimit: integer('PAIRING_RATE_LIMIT', 60, 1),
    couponRateLimit: integer('COUPON_RATE_LIMIT', 20, 1),
    card: {
      interestFree: Math.min(12, integer('INSTALLMENTS_FREE', 3, 1)),
      monthlyRatePercent: percent('INSTALLMENT_RATE', 1.99),
      rateLimit: integer('CARD_RATE_LIMIT', 10, 1),
    },
    hoarding: {
      maxTicketsPerOrder: integer('MAX_TICKETS_PER_ORDER', 10, 1),
      maxPendingOrders: integer('MAX_PENDING_ORDERS', 3, 1),
      ordersPerIp: integer('ORDERS_PER_IP', 30, 1),
      pixPerUser: integer('PIX_RATE_LIMIT', 10, 1),
    },
    queue: {
      admitPerMinute: integer('QUEUE_ADMIT_PER_MINUTE', ASAAS_ADMIT_PER_MINUTE, 1),
      joinLimit: integer('QUEUE_JOIN_LIMIT', 60, 1),
      tickMs: integer('QUEUE_TICK_MS', 1000, 50),
    },
    bodyLimit: integer('BODY_LIMIT', 1024 * 1024, 1024),
    logLevel: read('LOG_LEVEL') ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    trustProxy: trustProxy(read('TRUST_PROXY'), problems),
    uploads: { dir: uploadsDir, s3 },
    mail: { smtpUrl, from: mailFrom },
  };

  if (production) problems.push(...productionProblems(config, read('APP_ORIGIN') !== undefined));

  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
