// The two-step upload on a real PostgreSQL and disk, with the attacks of security rows 33-38: a PHP file renamed
// .png, SVG, 6 MB, polyglots, pixel floods, path traversal, reused or expired links, and private files read without
// a valid signed link. Nothing refused is ever stored.
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUploadView } from '../../../domain/schemas/uploads.ts';
import { UPLOAD_MESSAGES } from '../../../domain/uploads.ts';
import { uploads } from '../../db/schema/uploads.ts';
import { localStorage } from '../../lib/storage/local.ts';
import { createWorkQueue } from '../../lib/work-queue.ts';
import { bearer, registerCustomer, signedInAs } from '../../test/accounts.ts';
import { json } from '../../test/answers.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { createUploadsService } from './uploads.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function ticket(
  fileType = 'image/png',
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const url = headers.authorization ? '/api/images/guest-upload' : '/api/images/public-upload';
  return t.app.inject({
    method: 'POST',
    url,
    headers,
    payload: { fileName: 'payment.png', fileType, bucketName: 'payment-screenshots', ...extra },
  });
}
const put = (signedUrl: string, body: Buffer | string, contentType = 'image/png') =>
  t.app.inject({ method: 'PUT', url: signedUrl, headers: { 'content-type': contentType }, payload: body });

async function screenshotWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 600, channels: 3, background: '#1f6f4a' } })
    .png()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Serial-123' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '31/1 31/1 0/1' },
    })
    .toBuffer();
}

async function storedFiles(): Promise<string[]> {
  const root = path.join(t.dataDir, 'uploads', 'private');
  return (await fs.readdir(root, { recursive: true }).catch(() => [])).filter((f) => f.includes('.'));
}

async function statusOf(uploadId: string) {
  return (
    await t.database.db
      .select({ status: uploads.status, storageKey: uploads.storageKey })
      .from(uploads)
      .where(eq(uploads.id, uploadId))
  )[0];
}

describe('uploading a payment screenshot', () => {
  it('hands a guest a signed URL, stores the file without its metadata, and serves it only through a signed link', async () => {
    const asked = await ticket('image/png', { fileName: '../../etc/passwd.png' });
    expect(asked.statusCode).toBe(200);
    const { signedUrl, fileUrl, uploadId } = await json(asked, signedUploadView);
    expect(fileUrl).toBe(`/files/uploads/${uploadId}`);

    const original = await screenshotWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const sent = await put(signedUrl, original);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ fileUrl });

    // Stored under the server's own key, never the file name.
    const row = await statusOf(uploadId);
    expect(row).toEqual({ status: 'stored', storageKey: `private/payment-screenshots/${uploadId}.png` });
    const onDisk = await fs.readFile(path.join(t.dataDir, 'uploads', row!.storageKey!));
    const meta = await sharp(onDisk).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta).toMatchObject({ format: 'png', width: 300, height: 600 });

    expect((await t.app.inject({ method: 'GET', url: fileUrl })).statusCode).toBe(403);
    const view = await t.app.inject({ method: 'GET', url: t.app.services.uploads.viewUrl(uploadId) });
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-type']).toBe('image/png');
    expect(view.headers['x-content-type-options']).toBe('nosniff');
    expect(view.headers['cache-control']).toBe('private, no-store');
  });

  it('uses each signed URL once', async () => {
    const { signedUrl } = await json(await ticket(), signedUploadView);
    expect((await put(signedUrl, await screenshotWithGps())).statusCode).toBe(200);
    const again = await put(signedUrl, await screenshotWithGps());
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({ error: UPLOAD_MESSAGES.linkUsedOrExpired });
  });

  it('refuses an expired URL, a forged signature and a link for another file', async () => {
    const imageQueue = createWorkQueue('image', { concurrency: 1, maxWaiting: 4 });
    const later = createUploadsService({
      db: t.database.db,
      storage: localStorage(path.join(t.dataDir, 'uploads')),
      signingKey: Buffer.alloc(32, 7),
      imageQueue,
      now: () => Date.now() - 16 * 60_000,
    });
    const stale = await later.requestUpload(null, {
      fileName: 'a.png',
      fileType: 'image/png',
      bucketName: 'payment-screenshots',
    });
    const fresh = createUploadsService({
      db: t.database.db,
      storage: localStorage(path.join(t.dataDir, 'uploads')),
      signingKey: Buffer.alloc(32, 7),
      imageQueue,
    });
    await expect(
      fresh.receive(
        stale.uploadId,
        {
          expires: Date.parse(stale.expiresAt),
          signature: new URL(stale.signedUrl, 'http://x').searchParams.get('signature')!,
        },
        'image/png',
        10,
        (async function* () {})() as never,
      ),
    ).rejects.toMatchObject({ statusCode: 403 });

    const { signedUrl, uploadId } = await json(await ticket(), signedUploadView);
    expect(
      (await put(signedUrl.replace(/signature=[^&]+/, 'signature=AAAA'), await screenshotWithGps())).statusCode,
    ).toBe(403);
    const other = await json(await ticket(), signedUploadView);
    expect(
      (await put(`/api/uploads/${other.uploadId}?${signedUrl.split('?')[1]}`, await screenshotWithGps())).statusCode,
    ).toBe(403);
    expect((await statusOf(uploadId))!.status).toBe('pending');
  });

  it('refuses a PHP file renamed .png, an SVG, and a Content-Type other than the one declared (415), storing nothing', async () => {
    const before = await storedFiles();
    const php = await json(await ticket(), signedUploadView);
    const refused = await put(php.signedUrl, '<?php system($_GET["c"]); ?>');
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toEqual({ error: 'This file is not a valid JPEG, PNG or WebP image.' });

    const svgAsk = await ticket('image/svg+xml');
    expect(svgAsk.statusCode).toBe(415);
    expect(svgAsk.json()).toEqual({ error: 'File type image/svg+xml is not allowed' });
    const svg = await json(await ticket(), signedUploadView);
    const svgPut = await put(
      svg.signedUrl,
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      'image/svg+xml',
    );
    expect(svgPut.statusCode).toBe(415);
    const html = await json(await ticket(), signedUploadView);
    expect((await put(html.signedUrl, await screenshotWithGps(), 'text/html')).statusCode).toBe(415);

    expect((await statusOf(php.uploadId))!.status).toBe('pending');
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses more than 5 MB: when asked, when the length is announced, and when the body runs over', async () => {
    const asked = await ticket('image/jpeg', { fileSize: 6 * 1024 * 1024 });
    expect(asked.statusCode).toBe(400);
    expect(asked.json().error).toBe(UPLOAD_MESSAGES.tooLarge);
    const { signedUrl, uploadId } = await json(await ticket('image/jpeg'), signedUploadView);
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(6 * 1024 * 1024)]);
    const response = await put(signedUrl, big, 'image/jpeg');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'File size must be less than 5MB' });
    expect((await statusOf(uploadId))!.status).toBe('pending');
  });

  it('strips what a polyglot hides after the image, and refuses a file that only starts like one', async () => {
    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ffffff' } })
      .jpeg()
      .toBuffer();
    const polyglot = Buffer.concat([jpeg, Buffer.from('<script>alert(document.cookie)</script><?php echo 1; ?>')]);
    const ok = await json(await ticket('image/jpeg'), signedUploadView);
    expect((await put(ok.signedUrl, polyglot, 'image/jpeg')).statusCode).toBe(200);
    const stored = await fs.readFile(path.join(t.dataDir, 'uploads', (await statusOf(ok.uploadId))!.storageKey!));
    expect(stored.includes(Buffer.from('<script>'))).toBe(false);
    expect(stored.includes(Buffer.from('<?php'))).toBe(false);

    const fake = await json(await ticket('image/jpeg'), signedUploadView);
    const truncated = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('not really a jpeg at all')]);
    const refused = await put(fake.signedUrl, truncated, 'image/jpeg');
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toEqual({ error: UPLOAD_MESSAGES.notAnImage });
  });

  it('refuses a pixel flood (a tiny PNG claiming 60000 x 60000) quickly', async () => {
    const chunk = (type: string, data: Buffer) => {
      const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(zlib.crc32(body));
      return Buffer.concat([length, body, crc]);
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(60_000, 0);
    header.writeUInt32BE(60_000, 4);
    header.set([8, 2, 0, 0, 0], 8);
    const flood = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', zlib.deflateSync(Buffer.alloc(1000))),
      chunk('IEND', Buffer.alloc(0)),
    ]);
    const { signedUrl } = await json(await ticket(), signedUploadView);
    const started = Date.now();
    const response = await put(signedUrl, flood);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: UPLOAD_MESSAGES.tooManyPixels });
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('how many upload links a guest may ask for', () => {
  const ask = (remoteAddress: string, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/images/public-upload',
      remoteAddress,
      headers: token ? { 'x-upload-token': token } : {},
      payload: { fileName: 'payment.png', fileType: 'image/png', bucketName: 'payment-screenshots' },
    });
  const token = (n: number) => `shopper-browser-${String(n).padStart(24, '0')}`;

  it('gives each browser behind one carrier address its own 20 in 10 minutes', async () => {
    const sharedAddress = '10.64.0.7';
    for (let i = 0; i < 20; i++) expect((await ask(sharedAddress, token(1))).statusCode).toBe(200);
    expect((await ask(sharedAddress, token(1))).statusCode).toBe(429);
    // Another shopper on the same mobile network is not refused for the first one's uploads.
    expect((await ask(sharedAddress, token(2))).statusCode).toBe(200);
  });

  it('still refuses one address past 200, whatever tokens it makes up, and a tokenless one past 20', async () => {
    const rotating = '10.64.0.8';
    for (let i = 0; i < 200; i++) expect((await ask(rotating, token(1000 + i))).statusCode).toBe(200);
    expect((await ask(rotating, token(5000))).statusCode).toBe(429);
    const tokenless = '10.64.0.9';
    for (let i = 0; i < 20; i++) expect((await ask(tokenless)).statusCode).toBe(200);
    expect((await ask(tokenless)).statusCode).toBe(429);
  });
});

describe('deleting an uploaded file', () => {
  it('needs a sign-in, and lets a shopper delete only their own file', async () => {
    const owner = await registerCustomer(t);
    const stranger = await registerCustomer(t);
    const mine = await json(await ticket('image/png', {}, bearer(owner.token)), signedUploadView);
    await put(mine.signedUrl, await screenshotWithGps());
    const remove = (token: string | undefined) =>
      t.app.inject({
        method: 'POST',
        url: '/api/images/delete-file',
        headers: token ? bearer(token) : {},
        payload: { fileName: mine.fileUrl, bucketName: 'payment-screenshots' },
      });

    const anonymous = await remove(undefined);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: UPLOAD_MESSAGES.deleteNeedsSignIn });
    expect((await remove(stranger.token)).json()).toBe(false);
    expect((await statusOf(mine.uploadId))!.status).toBe('stored');
    expect((await remove(owner.token)).json()).toBe(true);
    expect((await statusOf(mine.uploadId))!.status).toBe('deleted');
    expect((await t.app.inject({ method: 'GET', url: t.app.services.uploads.viewUrl(mine.uploadId) })).statusCode).toBe(
      404,
    );
  });

  it("lets staff who handle that bucket remove anyone's file", async () => {
    const admin = await signedInAs(t, 'admin');
    const guest = await json(await ticket(), signedUploadView);
    await put(guest.signedUrl, await screenshotWithGps());
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/images/delete-file',
      headers: bearer(admin.token),
      payload: { fileName: guest.fileUrl, bucketName: 'payment-screenshots' },
    });
    expect(response.json()).toBe(true);
  });
});
