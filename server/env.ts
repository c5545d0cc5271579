import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from './lib/client-address.ts';
import type { S3Settings } from './lib/storage-s3.ts';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  JWT_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(7 * 24 * 3600),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Wallet Platform <no-reply@localhost>'),
  PLATFORM_NAME: z.string().trim().min(1).max(60).default('WalletInvest'),
  APP_URL: z.url().optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(128).optional(),
  ADMIN_TWO_FACTOR: z.enum(['required', 'optional'], 'must be required or optional').optional(),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  DISABLE_JOBS: z.enum(['0', '1', 'true', 'false']).optional(),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be a URL-safe base64 P-256 public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be a URL-safe base64 P-256 private key')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'must start with mailto: or https://')
    .optional(),
  DIST_DIR: z.string().min(1).optional(),
  TRUST_PROXY: z.string().optional(),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEBAUTHN_RP_ID: z
    .string()
    .regex(/^[a-z0-9.-]+$/i, 'must be a domain name (no scheme, no port)')
    .optional(),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name (3-63 lower-case letters, digits, dots, hyphens)',
    )
    .optional(),
  S3_ENDPOINT: z
    .string()
    .regex(/^https?:\/\/[^\s]+$/, 'must be an http(s) URL')
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['0', '1', 'true', 'false']).optional(),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  DB_LOCK_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(10_000),
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(
      /^(sk|rk)_(test|live)_\w+$/,
      'must be a Stripe secret key (sk_test_..., sk_live_... or a restricted rk_ key)',
    )
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'must be a Stripe webhook signing secret (whsec_...)')
    .optional(),
  STRIPE_API_BASE: z
    .url()
    .regex(/^https?:\/\//, 'must be an http(s) URL')
    .optional(),
  ONCHAIN_RPC_ALLOW_PRIVATE: z.enum(['0', '1', 'true', 'false'], 'must be 1, 0, true or false').optional(),
  WEBAUTHN_ORIGIN: z
    .string()
    .regex(/^https?:\/\/[^\s,]+(,\s*https?:\/\/[^\s,]+)*$/, 'must be one origin or a comma list (https://example.com)')
    .optional(),
});

export type Env = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  jwtTtlSeconds: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Shown in every mail (and its footer). */
  platformName: string;
  appUrl: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** Every admin must turn two-factor on before anything else (ADMIN_TWO_FACTOR; required unless set to optional). */
  adminTwoFactorRequired: boolean;
  dbPoolMax: number;
  jobsEnabled: boolean;
  /** Web Push VAPID keys; unset means generated once into DATA_DIR/vapid-keys.json. */
  vapidPublicKey: string | undefined;
  vapidPrivateKey: string | undefined;
  vapidSubject: string | undefined;
  /** The built client to serve; unset means ./dist (tests serve a modified copy to deploy a "new build"). */
  distDir: string | undefined;
  /** Whose X-Forwarded-For to believe for the client address (server/lib/client-address.ts); off by default. */
  trustProxy: TrustProxy;
  /** Prometheus metrics on their own port (never the public one), and/or on /metrics with this bearer token. */
  metricsPort: number | undefined;
  metricsToken: string | undefined;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Passkeys: the relying party id and the origins a ceremony may come from; unset, both come from APP_URL (server/modules/passkeys/passkeys.relying-party.ts). */
  webauthnRpId: string | undefined;
  webauthnOrigins: string[] | undefined;
  /** Uploads in an S3-compatible bucket when S3_BUCKET is set (server/lib/storage-s3.ts); unset, on disk under DATA_DIR/uploads. */
  s3: S3Settings | undefined;
  /** statement_timeout, lock_timeout, idle_in_transaction_session_timeout of every database session (0 turns one off); docs/storage.md. */
  dbTimeouts: DbTimeouts;
  /** Card deposits: offered only when both keys are set; apiBase points the SDK elsewhere (tests). */
  stripe: StripeEnv | undefined;
  /** On-chain methods' RPC URLs may point to loopback and private networks (a self-hosted node); off by default (rpc-url-guard.ts). */
  onchainRpcAllowPrivate: boolean;
};

export type DbTimeouts = { statementMs: number; lockMs: number; idleInTransactionMs: number };

export type StripeEnv = { secretKey: string; webhookSecret: string; apiBase: string };

export class EnvError extends Error {}

/** Reads and validates configuration; the only place in the server that touches process.env. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`);
    throw new EnvError(`Invalid configuration: ${lines.join('; ')}`);
  }
  const e = parsed.data;
  let trustProxy: TrustProxy;
  try {
    trustProxy = parseTrustProxy(e.TRUST_PROXY);
  } catch (err) {
    throw new EnvError(`Invalid configuration: TRUST_PROXY ${err instanceof Error ? err.message : String(err)}`);
  }
  const dataDir = resolve(e.DATA_DIR);
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const env: Env = {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET ?? jwtSecretFromDataDir(dataDir, e.NODE_ENV),
    jwtTtlSeconds: e.JWT_TTL_SECONDS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    platformName: e.PLATFORM_NAME,
    appUrl,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    adminTwoFactorRequired: (e.ADMIN_TWO_FACTOR ?? 'required') === 'required',
    dbPoolMax: e.DB_POOL_MAX,
    jobsEnabled: !(e.DISABLE_JOBS === '1' || e.DISABLE_JOBS === 'true'),
    vapidPublicKey: e.VAPID_PUBLIC_KEY,
    vapidPrivateKey: e.VAPID_PRIVATE_KEY,
    vapidSubject: e.VAPID_SUBJECT,
    distDir: e.DIST_DIR ? resolve(e.DIST_DIR) : undefined,
    trustProxy,
    metricsPort: e.METRICS_PORT,
    metricsToken: e.METRICS_TOKEN,
    logLevel: e.LOG_LEVEL,
    webauthnRpId: e.WEBAUTHN_RP_ID?.toLowerCase(),
    webauthnOrigins: e.WEBAUTHN_ORIGIN?.split(',').map((o) => o.trim().replace(/\/$/, '')),
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === '1' || e.S3_FORCE_PATH_STYLE === 'true',
        }
      : undefined,
    dbTimeouts: {
      statementMs: e.DB_STATEMENT_TIMEOUT_MS,
      lockMs: e.DB_LOCK_TIMEOUT_MS,
      idleInTransactionMs: e.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiBase: e.STRIPE_API_BASE ?? 'https://api.stripe.com',
          }
        : undefined,
    onchainRpcAllowPrivate: e.ONCHAIN_RPC_ALLOW_PRIVATE === '1' || e.ONCHAIN_RPC_ALLOW_PRIVATE === 'true',
  };
  if (env.nodeEnv === 'production')
    checkVapidSubject(env.vapidSubject ?? defaultVapidSubject(appUrl, env.mailFrom), env.vapidSubject !== undefined);
  return env;
}

/** Without VAPID_SUBJECT: the site when it is https, else the sender address of MAIL_FROM. */
export function defaultVapidSubject(appUrl: string, mailFrom: string): string {
  if (appUrl.startsWith('https://')) return appUrl;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  return `mailto:${address.trim()}`;
}

/** A host Apple's push service refuses in a VAPID subject: localhost, or a name without a dot. */
function isLocalHost(host: string): boolean {
  const h = host.toLowerCase();
  return h === 'localhost' || h.endsWith('.localhost') || !h.includes('.');
}

/**
 * Apple's push service (every iPhone and Safari) answers 403 BadJwtToken to a VAPID subject at
 * localhost or a non-https URL, so push would silently never reach those users: refuse to start.
 */
function checkVapidSubject(subject: string, given: boolean): void {
  const mail = /^mailto:[^@]*@(.+)$/.exec(subject);
  const url = /^https:\/\/([^/:]+)/.exec(subject);
  const ok = mail ? !isLocalHost(mail[1] ?? '') : url ? !isLocalHost(url[1] ?? '') : false;
  if (ok) return;
  const from = given ? 'VAPID_SUBJECT' : 'The VAPID subject (from APP_URL or MAIL_FROM, as VAPID_SUBJECT is unset)';
  throw new EnvError(
    `${from} is "${subject}", which Apple's push service refuses (a mailto: at localhost or a non-https URL): ` +
      'set VAPID_SUBJECT to mailto:you@your-domain or your https:// site when NODE_ENV=production; refusing to start.',
  );
}

/** Outside production a missing secret is generated once and kept, so tokens survive restarts. */
function jwtSecretFromDataDir(dataDir: string, nodeEnv: Env['nodeEnv']): string {
  if (nodeEnv === 'production') {
    throw new EnvError(
      'JWT_SECRET is required when NODE_ENV=production (at least 32 random characters); refusing to start.',
    );
  }
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
