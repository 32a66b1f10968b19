// Configuration: defaults for a fresh machine, and one readable error for bad values.
import fs from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('config', () => {
  it('runs with no configuration at all', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      seedDemo: true,
      databaseUrl: undefined,
      admin: undefined,
      dataDir: path.resolve('./data'),
    });
  });

  it('reads the documented variables', () => {
    const c = loadConfig({
      PORT: '8080',
      DATA_DIR: '/srv/shop',
      SEED_DEMO: '0',
      ADMIN_EMAIL: 'owner@hunar.pk',
      ADMIN_PASSWORD: 'secret1',
      DATABASE_URL: 'postgres://u:p@db:5432/shop',
    });
    expect(c).toMatchObject({
      port: 8080,
      dataDir: '/srv/shop',
      seedDemo: false,
      admin: { email: 'owner@hunar.pk', password: 'secret1' },
      databaseUrl: 'postgres://u:p@db:5432/shop',
    });
  });

  it('reads object storage settings', () => {
    const c = loadConfig({
      STORAGE: 's3',
      S3_BUCKET: 'shop',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
      S3_ENDPOINT: 'https://r2.example.com',
      S3_FORCE_PATH_STYLE: '1',
    });
    expect(c.s3).toEqual({
      bucket: 'shop',
      region: 'auto',
      endpoint: 'https://r2.example.com',
      accessKeyId: 'k',
      secretAccessKey: 's',
      forcePathStyle: true,
    });
    expect(loadConfig({}).s3).toBeUndefined();
  });

  it('trusts exactly the proxies it is told: a hop count or a list of addresses, never any client', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).trustProxy).toBe('127.0.0.1,10.0.0.0/8,::1');
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: TRUST_PROXY must be 0, a number of proxy hops/,
    );
    expect(() => loadConfig({ TRUST_PROXY: 'evil.tld' })).toThrow(/TRUST_PROXY/);
  });

  it("answers for PUBLIC_URL's host and ALLOWED_HOSTS, or any host when neither is set", () => {
    expect(loadConfig({}).allowedHosts).toBeUndefined();
    expect(loadConfig({ PUBLIC_URL: 'https://hunar.pk/' }).allowedHosts).toEqual(['hunar.pk']);
    expect(
      loadConfig({ PUBLIC_URL: 'https://hunar.pk', ALLOWED_HOSTS: 'www.hunar.pk, Hunar.com.pk' }).allowedHosts,
    ).toEqual(['hunar.pk', 'www.hunar.pk', 'hunar.com.pk']);
    expect(() => loadConfig({ ALLOWED_HOSTS: 'https://hunar.pk' })).toThrow(/ALLOWED_HOSTS must be host names/);
  });

  it('reads the shop assistant’s model, and refuses a model address without a model name', () => {
    expect(loadConfig({}).llm).toBeUndefined();
    const c = loadConfig({
      LLM_BASE_URL: 'http://localhost:11434/v1',
      LLM_MODEL: 'qwen2.5:7b',
    });
    expect(c.llm).toEqual({ baseUrl: 'http://localhost:11434/v1', apiKey: undefined, model: 'qwen2.5:7b' });
    expect(() => loadConfig({ LLM_BASE_URL: 'https://api.openai.com/v1' })).toThrow(/LLM_BASE_URL and LLM_MODEL/);
    expect(() => loadConfig({ LLM_BASE_URL: 'openai', LLM_MODEL: 'gpt-4o-mini' })).toThrow(
      /LLM_BASE_URL must be a URL/,
    );
  });

  it('reads where the exchange rates and the IP-location services are, refusing what is not a URL', () => {
    expect(loadConfig({})).toMatchObject({
      ratesUrl: 'https://open.er-api.com/v6/latest/PKR',
      locationServices: ['https://ipapi.co/json/', 'https://ipwho.is/'],
    });
    const c = loadConfig({
      RATES_URL: 'http://rates.internal/latest',
      LOCATION_SERVICES: ' https://geo.example/json , ',
    });
    expect(c).toMatchObject({
      ratesUrl: 'http://rates.internal/latest',
      locationServices: ['https://geo.example/json'],
    });
    expect(() => loadConfig({ RATES_URL: 'rates' })).toThrow(/RATES_URL must be a URL/);
    expect(loadConfig({ REDIS_URL: 'redis://:pw@redis.internal:6379' }).redisUrl).toBe(
      'redis://:pw@redis.internal:6379',
    );
    expect(() => loadConfig({ REDIS_URL: 'redis.internal:6379' })).toThrow(
      'REDIS_URL: REDIS_URL must start with redis:// or rediss://, e.g. redis://:password@redis.internal:6379',
    );
    expect(() => loadConfig({ LOCATION_SERVICES: 'http://ipapi.co/json/' })).toThrow(/LOCATION_SERVICES must be https/);
  });

  it('serves /metrics nowhere by default; reads its token and its own port, refusing a weak token or a bad port', () => {
    expect(loadConfig({}).metrics).toEqual({ token: undefined, port: undefined });
    const token = 'a1b2c3d4e5f6a7b8c9d0e1f2';
    expect(loadConfig({ METRICS_TOKEN: token, METRICS_PORT: '9464' }).metrics).toEqual({ token, port: 9464 });
    expect(() => loadConfig({ METRICS_TOKEN: 'secret' })).toThrow(
      'METRICS_TOKEN: METRICS_TOKEN must be at least 16 characters without spaces',
    );
    expect(() => loadConfig({ METRICS_TOKEN: 'a long token with spaces' })).toThrow(
      /METRICS_TOKEN must be at least 16/,
    );
    expect(() => loadConfig({ METRICS_PORT: 'metrics' })).toThrow('METRICS_PORT: METRICS_PORT must be a number');
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow('METRICS_PORT: METRICS_PORT must be 1-65535');
    expect(() => loadConfig({ METRICS_PORT: '0' })).toThrow('METRICS_PORT: METRICS_PORT must be 1-65535');
    expect(() => loadConfig({ PORT: '8080', METRICS_PORT: '8080' })).toThrow(
      'METRICS_PORT: METRICS_PORT must differ from PORT',
    );
  });

  it('reads the backup folder, schedule and how many to keep, refusing what is not a number of hours or archives', () => {
    expect(loadConfig({ DATA_DIR: '/srv/shop' }).backup).toEqual({
      dir: path.resolve('/srv/shop/backups'),
      everyMs: undefined,
      keep: 7,
    });
    expect(loadConfig({ BACKUP_DIR: '/mnt/backups', BACKUP_EVERY_HOURS: '6', BACKUP_KEEP: '30' }).backup).toEqual({
      dir: '/mnt/backups',
      everyMs: 6 * 3_600_000,
      keep: 30,
    });
    expect(loadConfig({ BACKUP_EVERY_HOURS: '0.5' }).backup.everyMs).toBe(1_800_000);
    expect(() => loadConfig({ BACKUP_EVERY_HOURS: 'daily' })).toThrow(
      'BACKUP_EVERY_HOURS: BACKUP_EVERY_HOURS must be a number of hours, e.g. 24',
    );
    expect(() => loadConfig({ BACKUP_EVERY_HOURS: '0' })).toThrow(/BACKUP_EVERY_HOURS must be more than 0 hours/);
    expect(() => loadConfig({ BACKUP_EVERY_HOURS: '-3' })).toThrow(/BACKUP_EVERY_HOURS must be more than 0 hours/);
    expect(() => loadConfig({ BACKUP_KEEP: '0' })).toThrow('BACKUP_KEEP: BACKUP_KEEP must be at least 1');
    expect(() => loadConfig({ BACKUP_KEEP: '2.5' })).toThrow(/BACKUP_KEEP must be a whole number of archives/);
    expect(() => loadConfig({ BACKUP_KEEP: 'all' })).toThrow(/BACKUP_KEEP must be a whole number of archives/);
  });

  it('gives requests in flight 25 s after a stop signal unless DRAIN_SECONDS says otherwise, refusing no time at all', () => {
    expect(loadConfig({}).drainDeadlineMs).toBe(25_000);
    expect(loadConfig({ DRAIN_SECONDS: '2' }).drainDeadlineMs).toBe(2_000);
    expect(() => loadConfig({ DRAIN_SECONDS: '0' })).toThrow(
      'DRAIN_SECONDS: DRAIN_SECONDS must be more than 0 seconds',
    );
    expect(() => loadConfig({ DRAIN_SECONDS: 'soon' })).toThrow(/DRAIN_SECONDS must be a number of seconds/);
  });

  it('lists every bad variable in one error', () => {
    expect(() => loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud' })).toThrow(
      /PORT: PORT must be a number\n {2}LOG_LEVEL: /,
    );
    expect(() => loadConfig({ ADMIN_EMAIL: 'owner@hunar.pk' })).toThrow(
      'ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    );
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'shop' })).toThrow(
      'STORAGE: STORAGE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    );
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow('JWT_SECRET: JWT_SECRET must be at least 32 characters');
  });

  it("reads the deployment guide's example settings, each of them documented in the README", () => {
    const env = parseEnv(fs.readFileSync('docs/deploy/hunar.env', 'utf8'));
    const c = loadConfig(env);
    expect(c).toMatchObject({ host: '127.0.0.1', trustProxy: 1, seedDemo: false, publicUrl: 'https://hunar.pk' });
    expect(c.databaseUrl).toContain('sslmode=verify-full');
    expect(c.s3?.bucket).toBe('hunar-shop');
    const readme = fs.readFileSync('README.md', 'utf8');
    // NODE_EXTRA_CA_CERTS is Node's own, explained where the guide uses it.
    const shopVariables = Object.keys(env).filter((name) => name !== 'NODE_EXTRA_CA_CERTS');
    for (const name of shopVariables) expect(readme, `${name} in the README`).toContain(`\`${name}\``);
  });
});
