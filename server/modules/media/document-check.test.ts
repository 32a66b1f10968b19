// detectDocumentKind and describeContent: a document is what its bytes say (PDF header, OLE2 signature, a ZIP holding
// Word's parts), never its name; a refused file is named by what it looks like.
import { describe, expect, it } from 'vitest';
import { sampleDocx, samplePdf, zipOf } from '../../test/contact.ts';
import { describeContent, detectDocumentKind } from './document-check.ts';

const ole2 = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);

describe('detectDocumentKind', () => {
  it('knows a PDF, a DOC and a DOCX by their bytes', () => {
    expect(detectDocumentKind(samplePdf())).toBe('pdf');
    expect(detectDocumentKind(ole2)).toBe('doc');
    expect(detectDocumentKind(sampleDocx())).toBe('docx');
  });

  it('refuses a ZIP without Word parts, one whose directory is cut off, and text that mentions %PDF- later', () => {
    expect(detectDocumentKind(zipOf({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<w/>' }))).toBeUndefined();
    expect(detectDocumentKind(sampleDocx().subarray(0, 200))).toBeUndefined();
    expect(detectDocumentKind(Buffer.from('hello %PDF-1.4'))).toBeUndefined();
  });
});

describe('describeContent', () => {
  it.each([
    ['<!DOCTYPE html><html><script>alert(1)</script>', 'text/html'],
    ['\uFEFF  <html><body>hi</body></html>', 'text/html'],
    ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'image/svg+xml'],
    ['just some notes', 'text/plain'],
  ])('%j is %s', (text, type) => expect(describeContent(Buffer.from(text))).toBe(type));

  it('names a ZIP, a Windows program and raw bytes', () => {
    expect(describeContent(zipOf({ 'a.txt': 'a' }))).toBe('application/zip');
    expect(describeContent(Buffer.from('MZ\x90\x00\x03\x00', 'latin1'))).toBe('application/x-msdownload');
    expect(describeContent(Buffer.from([0x00, 0x01, 0x02]))).toBe('application/octet-stream');
  });
});
