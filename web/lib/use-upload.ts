// The one way a component uploads a file: checks the choice against its bucket's types and size with the spec's
// messages, sends it through the signed-URL flow (upload-file.ts: progress, retries while the shop is busy), and stops
// it on cancel() or when the page is left.
import { useCallback, useEffect, useRef, useState } from 'react';
import { fileProblem, type UploadBucket } from '../../domain/uploads.ts';

/** The sending half (signed URLs, progress, retries) loads with the first file sent or deleted: most visits to a page
 *  with an upload field send nothing, and its code stays out of their first download. */
const sending = () => import('./upload-file.ts');

export type UploadStatus = 'idle' | 'uploading' | 'done' | 'error';

/** How one upload ended: its fileUrl, the reason in the spec's or the server's words, or given up. */
export type UploadOutcome =
  { status: 'done'; fileUrl: string } | { status: 'error'; message: string } | { status: 'cancelled' };

export interface Upload {
  /** Sends one file; answers how it ended. `onProgress` also gets the fraction sent, for a tile of its own. */
  upload(file: File, onProgress?: (fraction: number) => void): Promise<UploadOutcome>;
  /** Checks a choice of files before anything is sent; a refusal becomes `error`. Answers whether they may go. */
  check(files: readonly File[], maxFiles: number): boolean;
  /** The fraction of the current file sent, 0 to 1; 0 when nothing is being sent. */
  progress: number;
  status: UploadStatus;
  /** Why the last choice was refused or the last upload failed; null after a success or reset(). */
  error: string | null;
  /** Deletes an uploaded file nobody wants any more (removed, replaced); a failure becomes `error`. */
  remove(fileUrl: string): Promise<void>;
  /** The same, quietly: for a file nothing refers to, whose failed delete costs nothing (unused uploads expire). */
  discard(fileUrl: string): void;
  /** Stops the uploads under way; the half-sent files are never referenced. */
  cancel(): void;
  /** Back to idle with no message (the file was removed, the form closed). */
  reset(): void;
}

const isAbort = (err: unknown) => err instanceof DOMException && err.name === 'AbortError';

export function useUpload(bucket: UploadBucket): Upload {
  // Every upload under way: a form may start more while one is running (more photos dropped), and leaving stops all.
  const running = useRef(new Set<AbortController>());
  const [status, setStatus] = useState<UploadStatus>('idle');
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);

  // Leaving the page (or closing the form) mid-upload stops it.
  useEffect(() => {
    const all = running.current;
    return () => all.forEach((c) => c.abort());
  }, []);

  const check = useCallback(
    (files: readonly File[], maxFiles: number) => {
      const problem = fileProblem(files, maxFiles, bucket);
      setError(problem);
      if (problem) setStatus('error');
      return !problem;
    },
    [bucket],
  );

  const upload = useCallback(
    async (file: File, onProgress?: (fraction: number) => void): Promise<UploadOutcome> => {
      const abort = new AbortController();
      running.current.add(abort);
      setStatus('uploading');
      setProgress(0);
      setError(null);
      try {
        const { uploadFile } = await sending();
        // Cancelled (or the page left) while the code loaded.
        abort.signal.throwIfAborted();
        const fileUrl = await uploadFile(
          file,
          bucket,
          (fraction) => {
            setProgress(fraction);
            onProgress?.(fraction);
          },
          abort.signal,
        );
        setStatus('done');
        return { status: 'done', fileUrl };
      } catch (err) {
        if (isAbort(err)) {
          setStatus('idle');
          return { status: 'cancelled' };
        }
        const message = err instanceof Error ? err.message : String(err);
        setStatus('error');
        setError(message);
        return { status: 'error', message };
      } finally {
        running.current.delete(abort);
        setProgress(0);
      }
    },
    [bucket],
  );

  const remove = useCallback(
    async (fileUrl: string) => {
      try {
        await (await sending()).deleteFile(fileUrl, bucket);
      } catch (err) {
        setStatus('error');
        setError(err instanceof Error ? err.message : String(err));
      }
    },
    [bucket],
  );
  const discard = useCallback(
    (fileUrl: string) =>
      void sending()
        .then(({ deleteFile }) => deleteFile(fileUrl, bucket))
        .catch(() => undefined),
    [bucket],
  );
  const cancel = useCallback(() => running.current.forEach((c) => c.abort()), []);
  const reset = useCallback(() => {
    setStatus('idle');
    setError(null);
  }, []);

  return { upload, check, progress, status, error, remove, discard, cancel, reset };
}
