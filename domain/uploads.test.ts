// The browser's checks before an upload (fileProblem): the spec's messages for too many files, a type we do not take
// and a file over 5 MB (10 MB for a contact attachment), in that order, and none for a choice that may go; and the
// cleaning of a visitor's file name.
import { describe, expect, it } from 'vitest';
import { MAX_CONTACT_ATTACHMENT_BYTES } from './limits.ts';
import { DOCX_TYPE, fileProblem, MAX_FILE_BYTES, safeFileName, UPLOAD_MESSAGES } from './uploads.ts';

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

describe('fileProblem for a contact attachment', () => {
  it('takes pictures, PDF, DOC and DOCX up to 10 MB, a type the browser left empty read from the name', () => {
    const files = [
      { name: 'sizes.pdf', type: 'application/pdf', size: MAX_CONTACT_ATTACHMENT_BYTES },
      { name: 'old.doc', type: '', size: 10 },
      { name: 'new.docx', type: DOCX_TYPE, size: 10 },
      { name: 'kurta.jpg', type: 'image/jpeg', size: MAX_FILE_BYTES + 1 },
    ];
    for (const file of files) expect(fileProblem([file], 1, 'contact-attachments')).toBeNull();
  });

  it('refuses 11 MB and a type it does not take, in the spec words', () => {
    const big = { name: 'big.pdf', type: 'application/pdf', size: 11 * 1024 * 1024 };
    expect(fileProblem([big], 1, 'contact-attachments')).toBe('File size must be less than 10MB');
    const page = { name: 'page.html', type: 'text/html', size: 10 };
    expect(fileProblem([page], 1, 'contact-attachments')).toBe('File type text/html is not allowed');
    expect(fileProblem([{ name: 'notes', type: '', size: 10 }], 1, 'contact-attachments')).toBe(
      'File type unknown is not allowed',
    );
  });
});

describe('safeFileName', () => {
  it.each([
    ['Measurements (final).pdf', 'Measurements (final).pdf'],
    ['C:\\Users\\ayesha\\sizes.docx', 'sizes.docx'],
    ['../../etc/passwd', 'passwd'],
    ['quote"\r\n.pdf', 'quote.pdf'],
    ['invoice\u202Efdp.exe', 'invoicefdp.exe'],
    ['.pdf', 'attachment.pdf'],
    [`${'x'.repeat(300)}.pdf`, `${'x'.repeat(116)}.pdf`],
  ])('%j reads as %j', (name, safe) => expect(safeFileName(name)).toBe(safe));
});
