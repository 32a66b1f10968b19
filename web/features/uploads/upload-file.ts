// The browser half of the signed-URL upload (SPEC §7 File upload): check the files, ask for a URL, PUT the file to it
// with progress, and delete a file again; errors carry the server's words, else the spec's defaults (SPEC §8).
import { isAllowedImageType, MAX_FILE_BYTES, UPLOAD_MESSAGES, type UploadBucket } from '../../../domain/uploads.ts';
import { ApiError, apiRequest } from '../../lib/api.ts';
import { useSession } from '../account/session-store.ts';

/** The first reason a choice of files cannot be uploaded, in the spec's words; null when they all may go. */
export function fileProblem(files: readonly File[], maxFiles: number): string | null {
  if (files.length > maxFiles) return UPLOAD_MESSAGES.tooMany(maxFiles, files.length);
  for (const file of files) {
    if (!isAllowedImageType(file.type)) return UPLOAD_MESSAGES.typeNotAllowed(file.type);
    if (file.size > MAX_FILE_BYTES) return UPLOAD_MESSAGES.tooLarge;
  }
  return null;
}

/** apiRequest's own text when the server sent no { error }: the caller's default reads better than a status code. */
const GENERIC = /^Request failed \(\d+\)$/;

function serverWords(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.status > 0 && !GENERIC.test(err.message) ? err.message : fallback;
}

interface SignedUpload {
  signedUrl: string;
  fileUrl: string;
}

/** PUTs the file with its Content-Type; XMLHttpRequest rather than fetch because only it reports upload progress. */
function putFile(signedUrl: string, file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', signedUrl);
    xhr.setRequestHeader('Content-Type', file.type);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve();
      let message: string = UPLOAD_MESSAGES.uploadFailed;
      try {
        message = (JSON.parse(xhr.responseText) as { error?: string }).error ?? message;
      } catch {
        // Object storage answers in XML: the default says enough.
      }
      reject(new Error(message));
    };
    xhr.onerror = () => reject(new Error(UPLOAD_MESSAGES.uploadFailed));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

/** Uploads one file to a private bucket and answers its fileUrl (what an order references). */
export async function uploadFile(file: File, bucketName: UploadBucket, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<string> {
  // Signed-in shoppers upload as themselves (the file is then theirs alone); guests through the public call.
  const path = useSession.getState().token ? '/images/guest-upload' : '/images/public-upload';
  let signed: SignedUpload;
  try {
    signed = await apiRequest<SignedUpload>(path, { body: { fileName: file.name, fileType: file.type, bucketName, fileSize: file.size }, signal });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new Error(serverWords(err, UPLOAD_MESSAGES.signedUrlFailed));
  }
  await putFile(signed.signedUrl, file, onProgress, signal);
  return signed.fileUrl;
}

/** Deletes an uploaded file; only signed-in shoppers may (SPEC §6), so a guest's copy is simply left unused. */
export async function deleteFile(fileUrl: string, bucketName: UploadBucket): Promise<void> {
  if (!useSession.getState().token) return;
  try {
    await apiRequest<boolean>('/images/delete-file', { body: { fileName: fileUrl, bucketName } });
  } catch (err) {
    throw new Error(serverWords(err, UPLOAD_MESSAGES.deleteFailed));
  }
}
