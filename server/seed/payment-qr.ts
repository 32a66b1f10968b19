// The demo Easypaisa QR code: a real, scannable QR of the demo account details, drawn as a PNG.
import qrcode from 'qrcode-generator';
import sharp from 'sharp';

export async function qrPng(text: string, size = 480): Promise<Buffer> {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const svg = qr.createSvgTag({ cellSize: 8, margin: 16, scalable: true });
  return sharp(Buffer.from(svg)).resize(size, size).flatten({ background: '#ffffff' }).png().toBuffer();
}
