// zod contracts of the upload calls (SPEC §7 File upload): asking for a signed URL, and deleting a file.
import { z } from 'zod';
import {
  maxBytesOf,
  tooLargeMessage,
  UPLOAD_BUCKETS,
  UPLOAD_TOKEN_HEADER,
  UPLOAD_TOKEN_PATTERN,
  type UploadBucket,
} from '../uploads.ts';

export const uploadRequestSchema = z
  .strictObject({
    // Only shown back to people; the stored name is always the server's own.
    fileName: z
      .string({ error: 'fileName is required' })
      .trim()
      .min(1, 'fileName is required')
      .max(255, 'fileName must be at most 255 characters'),
    // Checked by the route so a refused type answers 415 with the spec's message.
    fileType: z.string({ error: 'fileType is required' }).trim().max(100, 'fileType is too long'),
    bucketName: z.enum(UPLOAD_BUCKETS, { error: `bucketName must be one of ${UPLOAD_BUCKETS.join(', ')}` }),
    /** Bytes the browser is about to send; lets a too-large file be refused before it is sent. */
    fileSize: z.number().int().min(1, 'The file is empty').optional(),
  })
  // Each bucket has its own limit (a contact attachment may be 10 MB, a picture 5 MB).
  .refine((request) => !request.fileSize || request.fileSize <= maxBytesOf(request.bucketName), {
    path: ['fileSize'],
    error: (issue) => tooLargeMessage((issue.input as { bucketName: UploadBucket }).bucketName),
  });
export type UploadRequest = z.infer<typeof uploadRequestSchema>;

export const deleteFileSchema = z.strictObject({
  fileName: z
    .string({ error: 'fileName is required' })
    .trim()
    .min(1, 'fileName is required')
    .max(300, 'fileName is too long'),
  bucketName: z.enum(UPLOAD_BUCKETS, { error: `bucketName must be one of ${UPLOAD_BUCKETS.join(', ')}` }),
});

/** A guest's upload token, where a call takes one (public upload, guest order, screenshot replacement). */
export const uploadTokenHeaders = z.object({
  [UPLOAD_TOKEN_HEADER]: z
    .string()
    .regex(UPLOAD_TOKEN_PATTERN, 'X-Upload-Token must be 32-128 letters, digits, - or _')
    .optional(),
});

/** POST /api/images/signed-url, /guest-upload and /public-upload: where to PUT the file, and its address then. */
export const signedUploadView = z.object({
  signedUrl: z.string(),
  fileUrl: z.string(),
  uploadId: z.string(),
  expiresAt: z.string(),
});
export type SignedUploadView = z.infer<typeof signedUploadView>;

/** PUT /api/uploads/{id}, the file itself: the address it is read from. */
export const uploadedFileView = z.object({ fileUrl: z.string() });
