// The browser half of the signed-URL upload (SPEC §7 File upload): ask for a URL, PUT the file to it with progress
// (again while the shop is busy), and delete a file again; errors carry the server's words, else the spec's defaults
// (SPEC §8). Components use it through useUpload (use-upload.ts); the checks before it are domain/uploads.ts's.
import { UPLOAD_MESSAGES, uploadTypeOf, type UploadBucket } from '../../domain/uploads.ts';
import { ApiError, apiRequest, apiToken } from './api.ts';
import { uploadTokenHeader } from './upload-token.ts';
import type { SignedUploadView } from '../../domain/schemas/uploads.ts';

/** apiRequest's own text when the server sent no { error }: the caller's default reads better than a status code. */
const GENERIC = /^Request failed \(\d+\)$/;

function serverWords(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.status > 0 && !GENERIC.test(err.message) ? err.message : fallback;
}

type SignedUpload = Pick<SignedUploadView, 'signedUrl' | 'fileUrl'>;

/** The shop was busy checking other pictures (503): the link stays valid, so the same file may be sent again. */
class BusyError extends Error {
  constructor(
    message: string,
    readonly retryAfterMs: number,
  ) {
    super(message);
  }
}

/** A busy shop is asked again this many times, after the wait it names (at most 10 s each), before the shopper is told. */
const BUSY_RETRIES = 3;

/** PUTs the file, sending it again while the shop says it is busy; the shopper sees only the progress bar meanwhile. */
async function putFile(
  signedUrl: string,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await putOnce(signedUrl, file, onProgress, signal);
    } catch (err) {
      if (!(err instanceof BusyError) || attempt >= BUSY_RETRIES) throw err;
      await new Promise((resolve) => setTimeout(resolve, err.retryAfterMs));
      if (signal?.aborted) throw new DOMException('Upload cancelled', 'AbortError');
    }
  }
}

/** One PUT with the file's Content-Type (the one its link was asked for); XMLHttpRequest rather than fetch because only it reports upload progress. */
function putOnce(
  signedUrl: string,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', signedUrl);
    xhr.setRequestHeader('Content-Type', uploadTypeOf(file));
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve();
      let message: string = UPLOAD_MESSAGES.uploadFailed;
      try {
        message = (JSON.parse(xhr.responseText) as { error?: string }).error ?? message;
      } catch {
        // Object storage answers in XML: the default says enough.
      }
      const retryAfter = Number(xhr.getResponseHeader('Retry-After'));
      reject(
        xhr.status === 503
          ? new BusyError(message, Math.min(Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : 5, 10) * 1000)
          : new Error(message),
      );
    };
    xhr.onerror = () => reject(new Error(UPLOAD_MESSAGES.uploadFailed));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

/** Uploads one file to a private bucket and answers its fileUrl (what an order references). */
export async function uploadFile(
  file: File,
  bucketName: UploadBucket,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  // Signed-in shoppers upload as themselves (the file is then theirs alone); guests through the public call.
  const signedIn = Boolean(apiToken());
  let signed: SignedUpload;
  try {
    signed = await apiRequest<SignedUpload>(signedIn ? '/images/guest-upload' : '/images/public-upload', {
      // The type the link is asked for and the file is sent with: the browser's, or from the name when it has none.
      body: { fileName: file.name, fileType: uploadTypeOf(file), bucketName, fileSize: file.size },
      // A guest's file is tied to this browser, so only this browser can attach it to an order.
      headers: signedIn ? {} : uploadTokenHeader(),
      signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new Error(serverWords(err, UPLOAD_MESSAGES.signedUrlFailed));
  }
  await putFile(signed.signedUrl, file, onProgress, signal);
  return signed.fileUrl;
}

/** Deletes an uploaded file; only signed-in shoppers may (SPEC §6), so a guest's copy is simply left unused. */
export async function deleteFile(fileUrl: string, bucketName: UploadBucket): Promise<void> {
  if (!apiToken()) return;
  try {
    await apiRequest<boolean>('/images/delete-file', { body: { fileName: fileUrl, bucketName } });
  } catch (err) {
    throw new Error(serverWords(err, UPLOAD_MESSAGES.deleteFailed));
  }
}
