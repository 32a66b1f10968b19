// What an uploaded document really is, by its bytes alone (never its name or declared type): a PDF, a Word 97-2003 DOC
// (an OLE2 compound file) or a DOCX (a ZIP holding [Content_Types].xml and word/), for the contact form's attachments.
import { DOC_TYPE, DOCX_TYPE, PDF_TYPE } from '../../../domain/uploads.ts';

export type DocumentKind = 'pdf' | 'doc' | 'docx';

export const DOCUMENT_CONTENT_TYPE: Record<DocumentKind, string> = { pdf: PDF_TYPE, doc: DOC_TYPE, docx: DOCX_TYPE };
export const DOCUMENT_EXTENSION: Record<DocumentKind, string> = { pdf: 'pdf', doc: 'doc', docx: 'docx' };

const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_LOCAL = 0x04034b50;
const ZIP_END = 0x06054b50;
const ZIP_ENTRY = 0x02014b50;

export function detectDocumentKind(file: Buffer): DocumentKind | undefined {
  if (file.length >= 5 && file.toString('latin1', 0, 5) === '%PDF-') return 'pdf';
  if (file.length >= 8 && file.subarray(0, 8).equals(OLE2)) return 'doc';
  if (file.length >= 4 && file.readUInt32LE(0) === ZIP_LOCAL) {
    const names = zipEntryNames(file);
    if (names?.includes('[Content_Types].xml') && names.some((name) => name.startsWith('word/'))) return 'docx';
  }
  return undefined;
}

/**
 * The names in a ZIP's central directory (where Word and every ZIP reader look), or undefined when it has none that
 * reads right. The end record sits in the last 22 bytes plus a comment of at most 65,535.
 */
export function zipEntryNames(file: Buffer): string[] | undefined {
  const earliest = Math.max(0, file.length - 22 - 65_535);
  let end = -1;
  for (let at = file.length - 22; at >= earliest; at--) {
    if (file.readUInt32LE(at) === ZIP_END) {
      end = at;
      break;
    }
  }
  if (end < 0) return undefined;
  const count = file.readUInt16LE(end + 10);
  let at = file.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > file.length || file.readUInt32LE(at) !== ZIP_ENTRY) return undefined;
    const nameLength = file.readUInt16LE(at + 28);
    const extraLength = file.readUInt16LE(at + 30);
    const commentLength = file.readUInt16LE(at + 32);
    if (at + 46 + nameLength > file.length) return undefined;
    names.push(file.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** A refused file's type as people know it, for 'File type {type} is not allowed': what the bytes look like. */
export function describeContent(file: Buffer): string {
  const head = file
    .toString('utf8', 0, Math.min(file.length, 1024))
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  if (/^<(!doctype html|html|head|body|script|svg|iframe)\b/.test(head) || /<(html|script)\b/.test(head))
    return head.startsWith('<svg') ? 'image/svg+xml' : 'text/html';
  if (head.startsWith('<?xml') || head.startsWith('<')) return 'text/xml';
  if (file.length >= 4 && file.readUInt32LE(0) === ZIP_LOCAL) return 'application/zip';
  if (file.length >= 2 && file.toString('latin1', 0, 2) === 'MZ') return 'application/x-msdownload';
  if (file.length >= 3 && file.toString('latin1', 0, 3) === 'GIF') return 'image/gif';
  // Printable text without a NUL in its first kilobyte.
  if (file.length > 0 && !file.subarray(0, 1024).includes(0)) return 'text/plain';
  return 'application/octet-stream';
}
