// Environment -> typed configuration, parsed once at start; the only module that reads process.env.
import path from 'node:path';
import { z } from 'zod';
import type { S3Settings } from './lib/storage/s3.ts';
import type { ModelSettings } from './modules/assistant/index.ts';

/** A free rates service whose base is already PKR. */
const DEFAULT_RATES_URL = 'https://open.er-api.com/v6/latest/PKR';
/** SPEC §7's two IP-location services, asked by the browser in this order. */
const DEFAULT_LOCATION_SERVICES = 'https://ipapi.co/json/,https://ipwho.is/';

const flag = z
  .enum(['0', '1', 'true', 'false', 'yes', 'no'])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce
      .number({ error: 'PORT must be a number' })
      .int()
      .min(0, 'PORT must be 0-65535')
      .max(65535, 'PORT must be 0-65535')
      .default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    BUILD_DIR: z.string().default('./build'),
    // Not z.url(): a unix-socket URL (postgresql://user:pw@/db?host=/run/postgresql) has no host part.
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
      .optional(),
    // Rate limits and the sign-in throttle in Redis instead of PostgreSQL's unlogged tables (docs/decisions/0015).
    REDIS_URL: z
      .string()
      .regex(
        /^rediss?:\/\//,
        'REDIS_URL must start with redis:// or rediss://, e.g. redis://:password@redis.internal:6379',
      )
      .optional(),
    SEED_DEMO: flag.default(true),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(6, 'ADMIN_PASSWORD must be at least 6 characters').optional(),
    PUBLIC_URL: z.url().optional(),
    // More host names the shop answers for besides PUBLIC_URL's (www and bare domain, a second domain).
    ALLOWED_HOSTS: z
      .string()
      .transform((v) =>
        v
          .split(',')
          .map((h) => h.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z
            .string()
            .regex(/^[a-z0-9.-]+$/, 'ALLOWED_HOSTS must be host names separated by commas, e.g. hunar.pk,www.hunar.pk'),
        ),
      )
      .optional(),
    // HS256 key for session tokens; when unset a random one is generated once and kept in DATA_DIR/secrets.
    JWT_SECRET: z
      .string()
      .min(32, 'JWT_SECRET must be at least 32 characters (use: openssl rand -base64 48)')
      .optional(),
    STORAGE: z.enum(['local', 's3'], { error: 'STORAGE must be local or s3' }).default('local'),
    S3_BUCKET: z.string().optional(),
    S3_REGION: z.string().default('auto'),
    S3_ENDPOINT: z.url('S3_ENDPOINT must be a URL').optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: flag.default(false),
    // Image re-encodes at once: 1 on a 2-core machine leaves a core and libuv's threads for sign-in and the catalog.
    IMAGE_CONCURRENCY: z.coerce
      .number({ error: 'IMAGE_CONCURRENCY must be a number' })
      .int()
      .min(1, 'IMAGE_CONCURRENCY must be 1-16')
      .max(16, 'IMAGE_CONCURRENCY must be 1-16')
      .default(1),
    // Where mail goes: smtp://user:pass@host:587 (STARTTLS) or smtps://user:pass@host:465; unset writes .eml files.
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://, e.g. smtp://user:pass@smtp.example.com:587')
      .optional(),
    // The sender: 'Hunar <orders@hunar.pk>' or a bare address; unset is no-reply@ PUBLIC_URL's host.
    MAIL_FROM: z
      .string()
      .regex(
        /^([^<>@]+<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/,
        'MAIL_FROM must be an address, e.g. Hunar <orders@hunar.pk>',
      )
      .optional(),
    // An OpenAI-compatible Chat Completions API for the shop assistant (DECISIONS X13); unset, the built-in one answers.
    LLM_BASE_URL: z.url('LLM_BASE_URL must be a URL, e.g. https://api.openai.com/v1').optional(),
    LLM_API_KEY: z.string().optional(),
    LLM_MODEL: z.string().optional(),
    // Exchange rates (issue 16): any JSON with a `rates` map (README, Prices in the visitor's currency).
    RATES_URL: z.url('RATES_URL must be a URL, e.g. https://open.er-api.com/v6/latest/PKR').default(DEFAULT_RATES_URL),
    // The IP-location services the browser may ask when the request had no country hint (SPEC §7), comma-separated.
    LOCATION_SERVICES: z
      .string()
      .default(DEFAULT_LOCATION_SERVICES)
      .transform((v) =>
        v
          .split(',')
          .map((u) => u.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z
            .url(
              'LOCATION_SERVICES must be https URLs separated by commas, e.g. https://ipapi.co/json/,https://ipwho.is/',
            )
            .refine(
              (u) => u.startsWith('https://'),
              'LOCATION_SERVICES must be https URLs separated by commas, e.g. https://ipapi.co/json/,https://ipwho.is/',
            ),
        ),
      ),
    // /metrics (README, Monitoring): a bearer token for it, and a port of its own; with neither it is not served.
    METRICS_TOKEN: z
      .string()
      .regex(/^\S{16,}$/, 'METRICS_TOKEN must be at least 16 characters without spaces (use: openssl rand -hex 24)')
      .optional(),
    METRICS_PORT: z.coerce
      .number({ error: 'METRICS_PORT must be a number' })
      .int('METRICS_PORT must be a whole number')
      .min(1, 'METRICS_PORT must be 1-65535')
      .max(65535, 'METRICS_PORT must be 1-65535')
      .optional(),
    // Backups (README, Backups): where archives are made and kept on local storage, how often the server takes one,
    // and how many the schedule keeps.
    BACKUP_DIR: z.string().optional(),
    BACKUP_EVERY_HOURS: z.coerce
      .number({ error: 'BACKUP_EVERY_HOURS must be a number of hours, e.g. 24' })
      .positive('BACKUP_EVERY_HOURS must be more than 0 hours, e.g. 24 (leave it unset for no scheduled backups)')
      .max(24 * 366, 'BACKUP_EVERY_HOURS must be at most a year (8784 hours)')
      .optional(),
    BACKUP_KEEP: z.coerce
      .number({ error: 'BACKUP_KEEP must be a whole number of archives, e.g. 7' })
      .int('BACKUP_KEEP must be a whole number of archives, e.g. 7')
      .min(1, 'BACKUP_KEEP must be at least 1')
      .max(1000, 'BACKUP_KEEP must be at most 1000')
      .default(7),
    // How long a stop waits for requests in flight; a supervisor's stop timeout must leave it 3 s more (systemd: 30 s).
    DRAIN_SECONDS: z.coerce
      .number({ error: 'DRAIN_SECONDS must be a number of seconds, e.g. 25' })
      .positive('DRAIN_SECONDS must be more than 0 seconds, e.g. 25')
      .max(600, 'DRAIN_SECONDS must be at most 600 seconds')
      .default(25),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: z
      .string()
      .default('0')
      .transform((value, ctx): TrustProxy => {
        const v = value.trim();
        if (v === '0' || v === 'false' || v === 'no') return false;
        // A hop count: the client is the address that many proxies back in X-Forwarded-For (1 = one proxy in front).
        if (/^\d{1,2}$/.test(v)) return Number(v);
        // A list of proxy addresses or CIDRs: only hops from those are believed.
        const parts = v.split(',').map((p) => p.trim());
        if (parts.every((p) => /^[\d.:a-fA-F]+(\/\d{1,3})?$/.test(p) && p.length > 1)) return parts.join(',');
        ctx.addIssue({
          code: 'custom',
          message:
            'TRUST_PROXY must be 0, a number of proxy hops (1, 2) or a comma-separated list of proxy addresses/CIDRs (true is not accepted: it would trust any X-Forwarded-For a client sends)',
        });
        return z.NEVER;
      }),
  })
  .refine((c) => Boolean(c.LLM_BASE_URL) === Boolean(c.LLM_MODEL), {
    message: 'LLM_BASE_URL and LLM_MODEL must be set together (LLM_API_KEY too, unless the endpoint needs none)',
    path: ['LLM_MODEL'],
  })
  .refine((c) => c.METRICS_PORT === undefined || c.METRICS_PORT !== c.PORT, {
    message: 'METRICS_PORT must differ from PORT (metrics are served on a listener of their own)',
    path: ['METRICS_PORT'],
  })
  .refine((c) => Boolean(c.ADMIN_EMAIL) === Boolean(c.ADMIN_PASSWORD), {
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    path: ['ADMIN_PASSWORD'],
  })
  .refine((c) => c.STORAGE !== 's3' || Boolean(c.S3_BUCKET && c.S3_ACCESS_KEY_ID && c.S3_SECRET_ACCESS_KEY), {
    message: 'STORAGE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    path: ['STORAGE'],
  });

/** Fastify's trustProxy forms we accept: off, a hop count, or the proxies' addresses/CIDRs; never `true`. */
export type TrustProxy = false | number | string;

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** Output of `react-router build` (client assets and the SSR bundle). */
  buildDir: string;
  databaseUrl: string | undefined;
  /** Where rate limits and sign-in failures are counted; undefined counts them in PostgreSQL. */
  redisUrl: string | undefined;
  seedDemo: boolean;
  admin: { email: string; password: string } | undefined;
  publicUrl: string | undefined;
  /** Host names the shop answers for (PUBLIC_URL's and ALLOWED_HOSTS); undefined answers any (no public address set). */
  allowedHosts: string[] | undefined;
  jwtSecret: string | undefined;
  /** Object storage for uploads and catalog images; undefined keeps them on local disk under DATA_DIR/uploads. */
  s3: S3Settings | undefined;
  logLevel: string;
  /** In-flight requests get this long to finish after a stop signal; then the process exits anyway (DRAIN_SECONDS). */
  drainDeadlineMs: number;
  /** SMTP server of outgoing mail; undefined writes each message as an .eml file under DATA_DIR/mail. */
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  /** The shop assistant's model; undefined leaves the built-in assistant answering. */
  llm: ModelSettings | undefined;
  imageConcurrency: number;
  trustProxy: TrustProxy;
  /** Where the exchange rates are fetched (RATES_URL). */
  ratesUrl: string;
  /** The IP-location services the browser may call (LOCATION_SERVICES); their origins join the pages' connect-src. */
  locationServices: string[];
  /** Where /metrics is served (METRICS_PORT, else the main port) and its bearer token (METRICS_TOKEN); with neither,
   *  nowhere. */
  metrics: { token: string | undefined; port: number | undefined };
  backup: {
    /** Where archives are made (and kept, unless STORAGE=s3 keeps them in the bucket under backups/). */
    dir: string;
    /** How often the server takes one (BACKUP_EVERY_HOURS); undefined, never by itself. */
    everyMs: number | undefined;
    /** How many archives the schedule keeps, the newest. */
    keep: number;
  };
}

/** Parses the environment; throws one readable error listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blanksRemoved = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = configSchema.safeParse(blanksRemoved);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || 'config'}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  return {
    env: c.NODE_ENV,
    port: c.PORT,
    host: c.HOST,
    dataDir: path.resolve(c.DATA_DIR),
    buildDir: path.resolve(c.BUILD_DIR),
    databaseUrl: c.DATABASE_URL,
    redisUrl: c.REDIS_URL,
    seedDemo: c.SEED_DEMO,
    admin: c.ADMIN_EMAIL && c.ADMIN_PASSWORD ? { email: c.ADMIN_EMAIL, password: c.ADMIN_PASSWORD } : undefined,
    publicUrl: c.PUBLIC_URL?.replace(/\/$/, ''),
    allowedHosts:
      c.PUBLIC_URL || c.ALLOWED_HOSTS
        ? [...new Set([...(c.PUBLIC_URL ? [new URL(c.PUBLIC_URL).hostname] : []), ...(c.ALLOWED_HOSTS ?? [])])]
        : undefined,
    jwtSecret: c.JWT_SECRET,
    s3:
      c.STORAGE === 's3'
        ? {
            bucket: c.S3_BUCKET!,
            region: c.S3_REGION,
            endpoint: c.S3_ENDPOINT,
            accessKeyId: c.S3_ACCESS_KEY_ID!,
            secretAccessKey: c.S3_SECRET_ACCESS_KEY!,
            forcePathStyle: c.S3_FORCE_PATH_STYLE,
          }
        : undefined,
    logLevel: c.LOG_LEVEL,
    drainDeadlineMs: Math.round(c.DRAIN_SECONDS * 1000),
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM,
    llm:
      c.LLM_BASE_URL && c.LLM_MODEL
        ? { baseUrl: c.LLM_BASE_URL, apiKey: c.LLM_API_KEY, model: c.LLM_MODEL }
        : undefined,
    imageConcurrency: c.IMAGE_CONCURRENCY,
    trustProxy: c.TRUST_PROXY,
    ratesUrl: c.RATES_URL,
    locationServices: c.LOCATION_SERVICES,
    metrics: { token: c.METRICS_TOKEN, port: c.METRICS_PORT },
    backup: {
      dir: path.resolve(c.BACKUP_DIR ?? path.join(c.DATA_DIR, 'backups')),
      everyMs: c.BACKUP_EVERY_HOURS === undefined ? undefined : Math.round(c.BACKUP_EVERY_HOURS * 3_600_000),
      keep: c.BACKUP_KEEP,
    },
  };
}
