// S3-compatible object storage (AWS S3, Google Cloud Storage's S3 interface, Cloudflare R2, MinIO) behind the same
// FileStorage interface as local disk, plus presigned PUT URLs whose signature covers the Content-Type and length.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { DirectUploadStorage } from './index.ts';

export interface S3Settings {
  bucket: string;
  region: string;
  /** Leave unset for AWS; e.g. https://storage.googleapis.com, https://<account>.r2.cloudflarestorage.com, http://minio:9000 */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Path-style URLs (MinIO and most self-hosted servers need them). */
  forcePathStyle: boolean;
  /** How long one attempt may take before it is abandoned; two attempts are made. */
  requestTimeoutMs?: number;
}

/** No storage call may hang an order or a page: each attempt gets a few seconds (reliability: external calls). */
const REQUEST_TIMEOUT_MS = 5_000;

const isMissing = (err: unknown) =>
  err instanceof NoSuchKey || err instanceof NotFound || (err as { name?: string })?.name === 'NotFound';

/** Where presigned URLs point: the endpoint (path style or bucket subdomain), or AWS's regional bucket host. */
export function s3UploadOrigin({ bucket, region, endpoint, forcePathStyle }: S3Settings): string {
  const base = new URL(endpoint ?? `https://s3.${region}.amazonaws.com`);
  return forcePathStyle ? base.origin : `${base.protocol}//${bucket}.${base.host}`;
}

/** The client for the configured bucket: two attempts, each bounded in time (the backup store shares it). */
export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    maxAttempts: 2,
    // No CRC in presigned URLs: it would be the checksum of an empty body and the browser's PUT would be refused.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // Without throwOnRequestTimeout the SDK only logs a warning and goes on waiting.
    requestHandler: {
      requestTimeout: settings.requestTimeoutMs ?? REQUEST_TIMEOUT_MS,
      connectionTimeout: 3_000,
      throwOnRequestTimeout: true,
    },
  });
}

export function s3Storage(settings: S3Settings): DirectUploadStorage {
  const client = s3Client(settings);
  const Bucket = settings.bucket;

  return {
    uploadOrigin: s3UploadOrigin(settings),
    async put(key, body) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body }));
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : undefined;
      } catch (err) {
        if (isMissing(err)) return undefined;
        throw err;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async check() {
      // HEAD on the bucket: one small signed request that proves the endpoint, the credentials and the bucket.
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    async size(key) {
      try {
        return (await client.send(new HeadObjectCommand({ Bucket, Key: key }))).ContentLength;
      } catch (err) {
        if (isMissing(err)) return undefined;
        throw err;
      }
    },
    presignPut(key, contentType, contentLength, expiresInSeconds) {
      // Content-Type and Content-Length are signed: a PUT of another type or size is refused by the storage itself.
      const command = new PutObjectCommand({
        Bucket,
        Key: key,
        ContentType: contentType,
        ContentLength: contentLength,
      });
      return getSignedUrl(client, command, {
        expiresIn: expiresInSeconds,
        signableHeaders: new Set(['content-type', 'content-length']),
      });
    },
  };
}
