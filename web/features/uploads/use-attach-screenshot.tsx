// Attaching a payment screenshot to something already placed (an order on /order-confirmation, a preorder's payment
// on /preorders): upload, hand the file to `save`, show the success note for the spec's time, else the reason under
// the uploader; either way the uploader is ready for the next file.
import { useEffect, useState } from 'react';
import { CheckCircle2 } from '../../ui/icons/check-circle-2.ts';
import type { UploadedFile } from './screenshot-uploader.tsx';

interface AttachScreenshot {
  /** The file being attached, shown in the uploader meanwhile. */
  file: UploadedFile | null;
  saving: boolean;
  /** Saved, for `successMs`. */
  done: boolean;
  error: string | null;
  attach: (uploaded: UploadedFile | null) => Promise<void>;
}

export function useAttachScreenshot(
  save: (uploaded: UploadedFile) => Promise<void>,
  successMs: number,
  failure: (err: unknown) => string,
): AttachScreenshot {
  const [file, setFile] = useState<UploadedFile | null>(null);
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => setDone(false), successMs);
    return () => clearTimeout(timer);
  }, [done, successMs]);

  async function attach(uploaded: UploadedFile | null) {
    setFile(uploaded);
    setError(null);
    if (!uploaded) return;
    setSaving(true);
    setDone(false);
    try {
      await save(uploaded);
      setDone(true);
    } catch (err) {
      setError(failure(err));
    } finally {
      // Saved or refused, the uploader is ready for the next file; a refused one is left to expire unused.
      URL.revokeObjectURL(uploaded.previewUrl);
      setFile(null);
      setSaving(false);
    }
  }

  return { file, saving, done, error, attach };
}

/** The green 'uploaded successfully' note, inside the caller's status region. */
export function AttachedNote({ done, message }: { done: boolean; message: string }) {
  if (!done) return null;
  return (
    <p className="flex items-center gap-2 rounded-lg border border-leaf/30 bg-leaf/10 px-4 py-3 text-sm font-medium text-leaf">
      <CheckCircle2 className="h-4 w-4 shrink-0" aria-hidden />
      {message}
    </p>
  );
}
