// The file-upload contract (SPEC §5 file upload, §7 two-step signed-URL flow, DECISIONS X5/X6): buckets, the allowed
// types and sizes of each, and the messages the uploader and the server both show.
import { ALLOWED_IMAGE_TYPES, MAX_CONTACT_ATTACHMENT_BYTES, MAX_FILE_BYTES } from './limits.ts';

/** Where an upload goes: payment screenshots (private, anyone may send one), catalog images (staff, public once used),
 *  a preorder's progress photos (staff who post them; private, shown to the preorder's holder by signed link, D14) or
 *  a contact-form attachment (private, anyone may send one, downloaded by staff only) or a workshop job card's photo
 *  (private, posted by the artisan holding the card or by staff who run the workshop; issue 30). */
export const UPLOAD_BUCKETS = [
  'payment-screenshots',
  'catalog',
  'preorder-progress',
  'contact-attachments',
  'workshop-photos',
] as const;
export type UploadBucket = (typeof UPLOAD_BUCKETS)[number];

export const PDF_TYPE = 'application/pdf';
export const DOC_TYPE = 'application/msword';
export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** SPEC §9: what a contact-form attachment may be. The server decides by the bytes; these are what a browser declares. */
export const CONTACT_ATTACHMENT_TYPES = [...ALLOWED_IMAGE_TYPES, PDF_TYPE, DOC_TYPE, DOCX_TYPE] as const;
/** What the contact form's file picker offers. */
export const CONTACT_ATTACHMENT_ACCEPT = 'image/jpeg,image/png,image/webp,.pdf,.doc,.docx';

/** The type a browser leaves empty for some files (a .doc where no program claims it) is taken from the name, only to
 *  ask for the upload link: the server checks the content whatever is declared. */
const TYPE_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: PDF_TYPE,
  doc: DOC_TYPE,
  docx: DOCX_TYPE,
};

export function uploadTypeOf(file: { name?: string; type: string }): string {
  if (file.type) return file.type;
  const extension = /\.([a-z0-9]+)$/i.exec(file.name ?? '')?.[1]?.toLowerCase() ?? '';
  return TYPE_BY_EXTENSION[extension] ?? '';
}

export function allowedTypesOf(bucket: UploadBucket): readonly string[] {
  return bucket === 'contact-attachments' ? CONTACT_ATTACHMENT_TYPES : ALLOWED_IMAGE_TYPES;
}

export function isAllowedUploadType(bucket: UploadBucket, type: string): boolean {
  return allowedTypesOf(bucket).includes(type.toLowerCase());
}

export function maxBytesOf(bucket: UploadBucket): number {
  return bucket === 'contact-attachments' ? MAX_CONTACT_ATTACHMENT_BYTES : MAX_FILE_BYTES;
}

/** SPEC §5's 'File size must be less than 5MB', with each bucket's own limit (10MB for a contact attachment). */
export const tooLargeMessage = (bucket: UploadBucket) =>
  `File size must be less than ${maxBytesOf(bucket) / 1_048_576}MB`;

/** A visitor's file name as people may see it: no folders, no control, format or quoting characters, at most 120 characters
 *  (the extension kept). Never part of a storage path. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // Control and format characters go too: a right-to-left override would make 'exe.pdf' read as 'fdp.exe'.
  const cleaned = base
    .replace(/[\p{Cc}\p{Cf}"<>:|?*]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  const dot = cleaned.lastIndexOf('.');
  const extension = dot >= 0 ? cleaned.slice(dot).slice(0, 10) : '';
  const stem = (dot >= 0 ? cleaned.slice(0, dot) : cleaned).slice(0, 120 - extension.length).replace(/^\.+/, '');
  return stem ? stem + extension : `attachment${extension}`;
}

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

/** The first reason a choice of files cannot be uploaded to a bucket (pictures by default), in the spec's words; null
 *  when they all may go. Checked in the browser before anything is sent; the server checks the same again. */
export function fileProblem(
  files: readonly { name?: string; type: string; size: number }[],
  maxFiles: number,
  bucket: UploadBucket = 'catalog',
): string | null {
  if (files.length > maxFiles) return UPLOAD_MESSAGES.tooMany(maxFiles, files.length);
  for (const file of files) {
    const type = uploadTypeOf(file);
    if (!isAllowedUploadType(bucket, type)) return UPLOAD_MESSAGES.typeNotAllowed(type);
    if (file.size > maxBytesOf(bucket)) return tooLargeMessage(bucket);
  }
  return null;
}
