// Uploads on S3-compatible storage, against a real S3-protocol server process: the presigned URL signs the type and
// length, and the server checks the object (size by HEAD, content by magic bytes, full decode) before anything may
// use it, keeping only a clean re-encoding.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUploadView } from '../../../domain/schemas/uploads.ts';
import { DOCX_TYPE } from '../../../domain/uploads.ts';
import { uploads } from '../../db/schema/uploads.ts';
import { s3Storage, s3UploadOrigin } from '../../lib/storage/s3.ts';
import { json } from '../../test/answers.ts';
import { sampleDocx, samplePdf } from '../../test/contact.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { startS3Server, type S3Server } from '../../test/s3-server.ts';

let s3: S3Server;
let t: TestApp;
let storage: ReturnType<typeof s3Storage>;
beforeAll(async () => {
  s3 = await startS3Server();
  storage = s3Storage(s3.settings);
  t = await buildTestApp({ storage });
}, 30_000);
afterAll(async () => {
  await t?.close();
  await s3?.stop();
});

const png = () =>
  sharp({ create: { width: 120, height: 240, channels: 3, background: '#8c2f1b' } })
    .png()
    .withExif({ IFD0: { Model: 'Serial-9' } })
    .toBuffer();

async function ask(fileType: string, fileSize: number, bucketName = 'payment-screenshots', fileName = 'proof.png') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/images/public-upload',
    payload: { fileName, fileType, bucketName, fileSize },
  });
  return json(response, signedUploadView);
}

describe('S3 storage', () => {
  it("names the origin presigned URLs point at, for the pages' connect-src", () => {
    const aws = {
      bucket: 'hunar',
      region: 'ap-south-1',
      accessKeyId: 'k',
      secretAccessKey: 's',
      forcePathStyle: false,
    };
    expect(s3UploadOrigin(aws)).toBe('https://hunar.s3.ap-south-1.amazonaws.com');
    expect(s3UploadOrigin({ ...aws, endpoint: 'https://acc.r2.cloudflarestorage.com' })).toBe(
      'https://hunar.acc.r2.cloudflarestorage.com',
    );
    expect(s3UploadOrigin({ ...aws, endpoint: 'http://minio:9000/', forcePathStyle: true })).toBe('http://minio:9000');
  });

  it('stores, reads, sizes and removes objects', async () => {
    await storage.put('tests/a.txt', Buffer.from('hello'));
    expect((await storage.get('tests/a.txt'))?.toString()).toBe('hello');
    expect(await storage.size('tests/a.txt')).toBe(5);
    await storage.remove('tests/a.txt');
    expect(await storage.get('tests/a.txt')).toBeUndefined();
    expect(await storage.size('tests/a.txt')).toBeUndefined();
  });

  it('takes a screenshot through a presigned URL and keeps only its clean re-encoding', async () => {
    const body = await png();
    const { signedUrl, fileUrl, uploadId } = await ask('image/png', body.length);
    expect(signedUrl).toMatch(new RegExp(`^${s3.settings.endpoint}/shop/incoming/${uploadId}\\?.*X-Amz-Signature=`));
    expect(new URL(signedUrl).origin).toBe(storage.uploadOrigin);
    const sent = await fetch(signedUrl, { method: 'PUT', headers: { 'content-type': 'image/png' }, body });
    expect(sent.status).toBe(200);

    const stored = await t.app.services.uploads.storedUpload(fileUrl);
    expect(stored).toMatchObject({ id: uploadId, bucket: 'payment-screenshots' });
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.id, uploadId));
    expect(row).toMatchObject({ status: 'stored', storageKey: `private/payment-screenshots/${uploadId}.png` });
    expect(await storage.size(`incoming/${uploadId}`)).toBeUndefined();
    expect((await sharp((await storage.get(row!.storageKey!))!).metadata()).exif).toBeUndefined();
    const view = await t.app.inject({ method: 'GET', url: t.app.services.uploads.viewUrl(uploadId) });
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-type']).toBe('image/png');
  });

  // s3rver does not verify V4 signatures (AWS, GCS, R2 and MinIO do), so this pins what is signed; the HEAD check
  // below is what protects a storage that would not enforce it.
  it('signs the Content-Type and the length into the URL, with no checksum of an empty body', async () => {
    const { signedUrl } = await ask('image/png', 1234);
    const query = new URL(signedUrl).searchParams;
    expect(query.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    expect(query.get('X-Amz-Expires')).toBe('900');
    expect([...query.keys()].some((k) => k.toLowerCase().includes('checksum'))).toBe(false);
  });

  it('refuses an object over 5 MB by its size (HEAD) without reading it, and deletes it', async () => {
    const { fileUrl, uploadId } = await ask('image/jpeg', 1000);
    await storage.put(
      `incoming/${uploadId}`,
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(5_300_000)]),
    );
    expect(await t.app.services.uploads.storedUpload(fileUrl)).toBeUndefined();
    expect(await storage.size(`incoming/${uploadId}`)).toBeUndefined();
  });

  it('deletes an object that is not really an image, and the upload cannot be used', async () => {
    const fake = Buffer.from('<?php system($_GET["c"]); ?>');
    const { signedUrl, fileUrl, uploadId } = await ask('image/png', fake.length);
    expect(
      (await fetch(signedUrl, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: fake })).status,
    ).toBe(200);
    expect(await t.app.services.uploads.storedUpload(fileUrl)).toBeUndefined();
    const [row] = await t.database.db.select({ status: uploads.status }).from(uploads).where(eq(uploads.id, uploadId));
    expect(row!.status).toBe('deleted');
    expect(await storage.size(`incoming/${uploadId}`)).toBeUndefined();
  });

  it('keeps a contact attachment as sent, offers it as a download, and refuses one over 10 MB by its size', async () => {
    const docx = sampleDocx();
    const { signedUrl, fileUrl, uploadId } = await ask(DOCX_TYPE, docx.length, 'contact-attachments', 'sizes.docx');
    expect(
      (await fetch(signedUrl, { method: 'PUT', headers: { 'content-type': DOCX_TYPE }, body: new Uint8Array(docx) }))
        .status,
    ).toBe(200);
    expect(await t.app.services.uploads.storedUpload(fileUrl)).toMatchObject({ bucket: 'contact-attachments' });
    const view = await t.app.inject({ method: 'GET', url: t.app.services.uploads.viewUrl(uploadId) });
    expect(view.rawPayload.equals(docx)).toBe(true);
    expect(view.headers['content-disposition']).toMatch(/^attachment; filename="sizes\.docx"/);

    const big = await ask('application/pdf', 1000, 'contact-attachments', 'big.pdf');
    await storage.put(`incoming/${big.uploadId}`, Buffer.concat([samplePdf(), Buffer.alloc(10_500_000)]));
    expect(await t.app.services.uploads.storedUpload(big.fileUrl)).toBeUndefined();
    expect(await storage.size(`incoming/${big.uploadId}`)).toBeUndefined();
  });

  it('needs the file size up front, and nothing is usable before the file arrives', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/images/public-upload',
      payload: { fileName: 'p.png', fileType: 'image/png', bucketName: 'payment-screenshots' },
    });
    expect(response.statusCode).toBe(400);
    const { fileUrl } = await ask('image/png', 1000);
    expect(await t.app.services.uploads.storedUpload(fileUrl)).toBeUndefined();
  });
});
