// File storage behind one small interface, so local disk and object storage are interchangeable.
export interface FileStorage {
  put(key: string, body: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | undefined>;
  remove(key: string): Promise<void>;
  /** Throws when the storage cannot be reached or written (the readiness check): a cheap look that stores nothing. */
  check(): Promise<void>;
}

/** Object storage the browser can upload to directly, with a presigned URL. */
export interface DirectUploadStorage extends FileStorage {
  /** Bytes stored under the key, or undefined when there is no such object. */
  size(key: string): Promise<number | undefined>;
  presignPut(key: string, contentType: string, contentLength: number, expiresInSeconds: number): Promise<string>;
  /** The origin presigned URLs point at: pages must allow the browser to connect to it (CSP connect-src). */
  uploadOrigin: string;
}

export function acceptsDirectUploads(storage: FileStorage): storage is DirectUploadStorage {
  return 'presignPut' in storage;
}
