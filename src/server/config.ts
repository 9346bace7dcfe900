import { getHeapStatistics } from 'node:v8';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { packageRoot } from './paths.js';
import { parseTrustProxy, type TrustProxy } from './trust-proxy.js';

export interface OverloadConfig {
  /** Mean event-loop delay (ms) above which requests are answered 503; 0 disables the check. */
  maxEventLoopDelayMs: number;
  /** Heap used (bytes) above which requests are answered 503; 0 disables the check. */
  maxHeapUsedBytes: number;
  /** Resident set size (bytes) above which requests are answered 503; 0 disables the check. */
  maxRssBytes: number;
  /** How often the process is sampled (ms). */
  sampleIntervalMs: number;
}

/** Limits of the HTTP server against slow and piled-up connections (slowloris). */
export interface HttpServerConfig {
  /** The whole request, headers and body, must arrive within this (ms); else 408 and the connection ends. */
  requestTimeoutMs: number;
  /** The request's headers must arrive within this (ms); at most `requestTimeoutMs`. */
  headersTimeoutMs: number;
  /** A connection with no traffic for this long (ms), between requests too, is closed. */
  idleTimeoutMs: number;
  /** Open connections at most; further ones are closed at once. */
  maxConnections: number;
  /** How often Node checks open requests against the two timeouts (ms); follows from them. */
  checkIntervalMs: number;
}

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  assetHost: string;
  /** Leaflet tile URL template of the events map ({z}/{x}/{y}, optionally {s}). */
  mapTileUrl: string;
  /** How long an events list/map answer is reused from memory (ms); 0 turns the micro-cache off. */
  catalogueCacheMs: number;
  metricaCounterId: number | null;
  nodeEnv: string;
  production: boolean;
  logLevel: string;
  webRoot: string;
  /** The web app's server renderer (ADR 009): `render-page.js` of the SSR build beside the web root. */
  pageRendererFile: string;
  /** Whose X-Forwarded-* headers are believed (see trust-proxy.ts); never everyone's. */
  trustProxy: TrustProxy;
  bodyLimit: number;
  overload: OverloadConfig;
  http: HttpServerConfig;
  /** SMTP of outgoing mail (smtp:// or smtps://); unset: mail stays in the outbox table. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Support hours, Monday to Friday, in Moscow time (SPEC §9): `HH:MM` each. */
  supportHours: { from: string; to: string; timeZone: string };
  /** Where corporate-client leads are mailed. */
  salesEmail: string;
  /** argon2 pool: hashes at once (cores − 1 when unset) and hashes waiting before AUTH_BUSY. */
  passwordHashing: { concurrency?: number; maxQueue: number };
  /** Whether the dev-only helpers are on: /dev/outbox and the demo accounts (never in production). */
  devTools: boolean;
  /** How often expired holds are marked expired (seconds, a job of the queue: ADR 020); 0 turns it off. */
  holdSweepSeconds: number;
  /** How often payments pending too long are asked about at their providers (seconds, a job of the queue); 0 turns it off. */
  reconcileSeconds: number;
  /** How often installment reminders are looked for (seconds, a job of the queue); 0 turns them off. */
  installmentReminderSeconds: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Unset and empty variables are the same thing: the default applies. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const int = (min: number, max = Number.MAX_SAFE_INTEGER) => z.coerce.number().int().min(min).max(max);

const envSchema = z.object({
  PORT: optional(int(0, 65535)),
  HOST: optional(z.string()),
  DATABASE_URL: optional(
    z.string().refine((v) => /^postgres(ql)?:\/\//.test(v), 'must be a postgres:// or postgresql:// URL'),
  ),
  DATA_DIR: optional(z.string()),
  ASSET_HOST: optional(
    z
      .string()
      .refine((v) => v.startsWith('/') || /^https?:\/\/[^/]+/.test(v), 'must be a path or an http(s) URL'),
  ),
  MAP_TILE_URL: optional(
    z.string().refine((v) => /^https:\/\/[^/\s]+\/\S*$/.test(v), 'must be an https:// URL template'),
  ),
  CATALOGUE_CACHE_MS: optional(int(0, 60_000)),
  METRICA_COUNTER_ID: optional(int(1)),
  NODE_ENV: optional(z.string()),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS)),
  WEB_ROOT: optional(z.string()),
  TRUST_PROXY: optional(
    z.string().transform((value, ctx): TrustProxy => {
      const parsed = parseTrustProxy(value);
      if ('value' in parsed) return parsed.value;
      ctx.issues.push({ code: 'custom', message: parsed.error, input: value });
      return z.NEVER;
    }),
  ),
  REQUEST_TIMEOUT_MS: optional(int(1000, 3_600_000)),
  HEADERS_TIMEOUT_MS: optional(int(1000, 3_600_000)),
  IDLE_TIMEOUT_MS: optional(int(1000, 3_600_000)),
  MAX_CONNECTIONS: optional(int(1)),
  BODY_LIMIT: optional(int(1024)),
  MAX_EVENT_LOOP_DELAY_MS: optional(int(0)),
  MAX_HEAP_USED_BYTES: optional(int(0)),
  MAX_RSS_BYTES: optional(int(0)),
  OVERLOAD_SAMPLE_INTERVAL_MS: optional(int(10)),
  SMTP_URL: optional(z.string().refine((v) => /^smtps?:\/\//.test(v), 'must be an smtp:// or smtps:// URL')),
  MAIL_FROM: optional(z.string()),
  SUPPORT_HOURS: optional(
    z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:MM-HH:MM (Moscow time)')
      .refine((v) => v.slice(0, 5) < v.slice(6), 'must end after it starts'),
  ),
  SALES_EMAIL: optional(z.email('must be an e-mail address')),
  PASSWORD_HASH_CONCURRENCY: optional(int(1, 64)),
  PASSWORD_HASH_QUEUE: optional(int(0, 10_000)),
  HOLD_SWEEP_SECONDS: optional(int(0, 43_200)),
  RECONCILE_SECONDS: optional(int(0, 43_200)),
  INSTALLMENT_REMINDER_SECONDS: optional(int(0, 43_200)),
});

/** Reads the environment into a typed config; anything invalid stops the start with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const http = httpServerConfig(e);
  const nodeEnv = e.NODE_ENV ?? 'development';
  const production = nodeEnv === 'production';
  return {
    port: e.PORT ?? 3000,
    host: e.HOST ?? '0.0.0.0',
    databaseUrl: e.DATABASE_URL,
    dataDir: resolve(cwd, e.DATA_DIR ?? './.data'),
    assetHost: (e.ASSET_HOST ?? '/static/icons').replace(/\/+$/, ''),
    mapTileUrl: e.MAP_TILE_URL ?? DEFAULT_MAP_TILE_URL,
    catalogueCacheMs: e.CATALOGUE_CACHE_MS ?? 2000,
    metricaCounterId: e.METRICA_COUNTER_ID ?? null,
    nodeEnv,
    production,
    logLevel: e.LOG_LEVEL ?? 'info',
    webRoot: e.WEB_ROOT ? resolve(cwd, e.WEB_ROOT) : join(packageRoot(), 'dist', 'web'),
    pageRendererFile: join(
      e.WEB_ROOT ? resolve(cwd, e.WEB_ROOT, '..') : join(packageRoot(), 'dist'),
      'ssr',
      'render-page.js',
    ),
    trustProxy: e.TRUST_PROXY ?? false,
    bodyLimit: e.BODY_LIMIT ?? 1024 * 1024,
    http,
    overload: {
      maxEventLoopDelayMs: e.MAX_EVENT_LOOP_DELAY_MS ?? 1000,
      maxHeapUsedBytes: e.MAX_HEAP_USED_BYTES ?? Math.floor(getHeapStatistics().heap_size_limit * 0.9),
      maxRssBytes: e.MAX_RSS_BYTES ?? 0,
      sampleIntervalMs: e.OVERLOAD_SAMPLE_INTERVAL_MS ?? 1000,
    },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'Startline <no-reply@startline.run>',
    supportHours: supportHours(e.SUPPORT_HOURS ?? '10:00-19:00'),
    salesEmail: e.SALES_EMAIL ?? 'sales@startline.run',
    passwordHashing: {
      ...(e.PASSWORD_HASH_CONCURRENCY ? { concurrency: e.PASSWORD_HASH_CONCURRENCY } : {}),
      maxQueue: e.PASSWORD_HASH_QUEUE ?? 64,
    },
    devTools: !production,
    holdSweepSeconds: e.HOLD_SWEEP_SECONDS ?? 60,
    reconcileSeconds: e.RECONCILE_SECONDS ?? 60,
    installmentReminderSeconds: e.INSTALLMENT_REMINDER_SECONDS ?? 3600,
  };
}

function httpServerConfig(e: z.infer<typeof envSchema>): HttpServerConfig {
  const requestTimeoutMs = e.REQUEST_TIMEOUT_MS ?? 30_000;
  const headersTimeoutMs = e.HEADERS_TIMEOUT_MS ?? Math.min(10_000, requestTimeoutMs);
  if (headersTimeoutMs > requestTimeoutMs) {
    throw new ConfigError(
      `Invalid environment:\n  HEADERS_TIMEOUT_MS: must not exceed REQUEST_TIMEOUT_MS (${requestTimeoutMs})`,
    );
  }
  return {
    requestTimeoutMs,
    headersTimeoutMs,
    idleTimeoutMs: e.IDLE_TIMEOUT_MS ?? 72_000,
    maxConnections: e.MAX_CONNECTIONS ?? 5000,
    // Node checks the two timeouts only every so often (30 s by default): a tenth of the shorter one,
    // at most a second, keeps the actual cut-off close to the configured one.
    checkIntervalMs: Math.min(1000, Math.floor(headersTimeoutMs / 10)),
  };
}

function supportHours(range: string): Config['supportHours'] {
  return { from: range.slice(0, 5), to: range.slice(6), timeZone: 'Europe/Moscow' };
}

export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** The CSP source of the map tiles: the template's origin, a `{s}` subdomain becoming `*`. */
export function mapTileSource(config: Pick<Config, 'mapTileUrl'>): string {
  const match = /^(https:\/\/[^/]+)/.exec(config.mapTileUrl);
  return (match?.[1] ?? 'https://tile.openstreetmap.org').replace(/\{s\}/g, '*');
}

/** The origin of the asset host when it is absolute (`https://cdn.example/icons` → `https://cdn.example`). */
export function assetHostOrigin(config: Pick<Config, 'assetHost'>): string | null {
  if (!/^https?:\/\//.test(config.assetHost)) return null;
  return new URL(config.assetHost).origin;
}
