// The browser's checks before an upload (fileProblem): the spec's messages for too many files, a type we do not take
// and a file over 5 MB, in that order, and none for a choice that may go.
import { describe, expect, it } from 'vitest';
import { fileProblem, MAX_FILE_BYTES, UPLOAD_MESSAGES } from './uploads.ts';

const png = { type: 'image/png', size: 1000 };

describe('fileProblem', () => {
  it('lets allowed pictures under the limit go', () => {
    expect(fileProblem([png, { type: 'image/JPEG', size: MAX_FILE_BYTES }], 2)).toBeNull();
  });

  it('refuses more files than allowed, before looking at them', () => {
    expect(fileProblem([png, { type: 'text/plain', size: 1 }], 1)).toBe(UPLOAD_MESSAGES.tooMany(1, 2));
  });

  it('names a type it does not take, or says unknown', () => {
    expect(fileProblem([{ type: 'application/pdf', size: 10 }], 1)).toBe('File type application/pdf is not allowed');
    expect(fileProblem([{ type: '', size: 10 }], 1)).toBe('File type unknown is not allowed');
  });

  it('refuses a file over 5 MB', () => {
    expect(fileProblem([png, { type: 'image/webp', size: MAX_FILE_BYTES + 1 }], 2)).toBe(UPLOAD_MESSAGES.tooLarge);
  });
});
