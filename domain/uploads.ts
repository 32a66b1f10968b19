// The file-upload contract (SPEC §5 file upload, §7 two-step signed-URL flow, DECISIONS X5/X6): buckets, the allowed
// types and the messages the uploader and the server both show.
import { ALLOWED_IMAGE_TYPES, MAX_FILE_BYTES } from './limits.ts';

/** Where an upload goes: payment screenshots (private, anyone may send one), catalog images (staff, public once used)
 *  or a preorder's progress photos (staff who post them; private, shown to the preorder's holder by signed link, D14). */
export const UPLOAD_BUCKETS = ['payment-screenshots', 'catalog', 'preorder-progress'] as const;
export type UploadBucket = (typeof UPLOAD_BUCKETS)[number];

/**
 * A guest's browser keeps one random upload token (web/lib/upload-token.ts) and sends it in this header when it uploads
 * a payment screenshot, places an order and replaces a screenshot: a proof can only be attached from the browser that
 * uploaded it, and a guest order's proof only be replaced from the browser that placed it.
 */
export const UPLOAD_TOKEN_HEADER = 'x-upload-token';
export const UPLOAD_TOKEN_PATTERN = /^[\w-]{32,128}$/;

export type AllowedImageType = (typeof ALLOWED_IMAGE_TYPES)[number];

export function isAllowedImageType(type: string): type is AllowedImageType {
  return (ALLOWED_IMAGE_TYPES as readonly string[]).includes(type.toLowerCase());
}

export const UPLOAD_MESSAGES = {
  tooLarge: 'File size must be less than 5MB',
  typeNotAllowed: (type: string) => `File type ${type || 'unknown'} is not allowed`,
  tooMany: (max: number, selected: number) => `Maximum ${max} files allowed. You selected ${selected} files.`,
  signedUrlFailed: 'Failed to get signed URL',
  uploadFailed: 'Failed to upload file to GCS',
  deleteFailed: 'Failed to delete file',
  deleteNeedsSignIn: 'Authentication required to delete files',
  screenshotFailed: 'Failed to upload screenshot',
  screenshotUploaded: 'Screenshot uploaded successfully!',
  linkUsedOrExpired: 'This upload link has expired or was already used. Please choose the file again.',
  /** The bytes are not an image we take, whatever type the browser declared for them. */
  notAnImage: 'This file is not a valid JPEG, PNG or WebP image.',
  tooManyPixels: 'This picture is too large (over 25 megapixels). Please upload a screenshot or a smaller photo.',
  busy: 'We are busy checking other pictures. Please try again in a moment.',
  fileInUse: 'This file is the payment proof of an order and cannot be deleted.',
} as const;

export { MAX_FILE_BYTES };

/** The first reason a choice of files cannot be uploaded, in the spec's words; null when they all may go. Checked in
 *  the browser before anything is sent; the server checks the same again. */
export function fileProblem(files: readonly { type: string; size: number }[], maxFiles: number): string | null {
  if (files.length > maxFiles) return UPLOAD_MESSAGES.tooMany(maxFiles, files.length);
  for (const file of files) {
    if (!isAllowedImageType(file.type)) return UPLOAD_MESSAGES.typeNotAllowed(file.type);
    if (file.size > MAX_FILE_BYTES) return UPLOAD_MESSAGES.tooLarge;
  }
  return null;
}
