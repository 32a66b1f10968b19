// Contact-form fixtures for the tests: a small real PDF, a minimal real DOCX (a ZIP built here, as Word lays it out),
// uploading a file to the contact-attachments bucket, and sending the form with it.
import zlib from 'node:zlib';
import { signedUploadView } from '../../domain/schemas/uploads.ts';
import { DOCX_TYPE, PDF_TYPE } from '../../domain/uploads.ts';
import { bearer, randomIp } from './accounts.ts';
import { json } from './answers.ts';
import type { TestApp } from './harness.ts';

export const CONTACT_FORM = {
  name: 'Ayesha Khan',
  email: 'ayesha@example.pk',
  phone: '0300-1234567',
  location: 'Lahore',
  subject: 'custom',
  message: 'Here are the measurements for the ajrak kurta.',
};

/** A one-page PDF with a line of text: what a phone's "save as PDF" makes, only smaller. */
export function samplePdf(text = 'Measurements: chest 38, length 42'): Buffer {
  const stream = `BT /F1 12 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, n) => {
    offsets.push(body.length);
    body += `${n + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A ZIP of stored (uncompressed) entries with its central directory, as every ZIP reader expects. */
export function zipOf(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const nameBytes = Buffer.from(name);
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The smallest DOCX Word opens: content types, the package relationship and one paragraph. */
export function sampleDocx(text = 'Size chart for a girl of 8'): Buffer {
  return zipOf({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    'word/document.xml': `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
  });
}

/** Asks for a contact-attachments upload link (as a guest, or signed in with `token`); the raw answer. */
export function askContactUpload(
  t: TestApp,
  file: { fileName: string; fileType: string; fileSize?: number },
  token?: string,
) {
  return t.app.inject({
    method: 'POST',
    url: token ? '/api/images/guest-upload' : '/api/images/public-upload',
    headers: token ? bearer(token) : {},
    remoteAddress: randomIp(),
    payload: { bucketName: 'contact-attachments', ...file },
  });
}

export const putFile = (t: TestApp, signedUrl: string, body: Buffer | string, contentType: string) =>
  t.app.inject({
    method: 'PUT',
    url: signedUrl,
    headers: { 'content-type': contentType },
    payload: body,
    remoteAddress: randomIp(),
  });

/** Uploads a file as the contact form does and answers its fileUrl; throws when the shop refuses it. */
export async function uploadContactAttachment(t: TestApp, body = samplePdf(), fileName = 'measurements.pdf') {
  const fileType = fileName.endsWith('.docx') ? DOCX_TYPE : PDF_TYPE;
  const asked = await askContactUpload(t, { fileName, fileType, fileSize: body.length });
  if (asked.statusCode !== 200) throw new Error(`contact upload link: ${asked.statusCode} ${asked.body}`);
  const { signedUrl, fileUrl } = await json(asked, signedUploadView);
  const sent = await putFile(t, signedUrl, body, fileType);
  if (sent.statusCode !== 200) throw new Error(`contact upload: ${sent.statusCode} ${sent.body}`);
  return fileUrl;
}

export const sendContactForm = (t: TestApp, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/email/contact-form', payload, remoteAddress: randomIp() });
