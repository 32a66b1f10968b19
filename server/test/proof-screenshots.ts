// Realistic payment-confirmation screenshots for the proof-check tests (issue 20): an HTML template per app, rendered at
// a phone's resolution by the same Chromium the browser journeys use.
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

export type ProofStyle = 'easypaisa';

export interface ProofScreenshotSpec {
  style: ProofStyle;
  /** Whole rupees as the app prints them. */
  amount: number;
  transactionId: string;
  /** When the transfer was made (shown in Pakistan time). */
  paidAt: Date;
  /** The receiving account as the app prints it, e.g. '0345 ****567'. */
  account: string;
  recipient?: string;
  dark?: boolean;
}

const rupees = (amount: number) => amount.toLocaleString('en-PK');
const shown = (when: Date) =>
  when.toLocaleString('en-GB', {
    timeZone: 'Asia/Karachi',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
  });

function easypaisa(spec: ProofScreenshotSpec): string {
  const bg = spec.dark ? '#111' : '#0b8a3e';
  const card = spec.dark ? 'background:#222;color:#eee' : 'background:#fff;color:#222';
  return `<body style="font-family:sans-serif;background:${bg};color:#fff;margin:0">
  <div style="padding:28px 20px;text-align:center"><h2 style="margin:0 0 20px">Transaction Successful</h2>
  <div style="${card};border-radius:12px;padding:16px;text-align:left;line-height:1.4">
  <p>Amount<br><b style="font-size:28px">Rs. ${rupees(spec.amount)}.00</b></p>
  <p>Sent to<br>${spec.recipient ?? 'Hunar Handmade'}<br>${spec.account}</p>
  <p>Transaction ID<br><b>${spec.transactionId}</b></p>
  <p>${shown(spec.paidAt)}</p></div></div></body>`;
}

const TEMPLATES: Record<ProofStyle, (spec: ProofScreenshotSpec) => string> = { easypaisa };

export interface ProofRenderer {
  render(spec: ProofScreenshotSpec): Promise<Buffer>;
  close(): Promise<void>;
}

/** One browser for many screenshots: a 360 x 740 phone screen at 2x, as PNG. */
export async function createProofRenderer(): Promise<ProofRenderer> {
  const browser: Browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2 });
  return {
    async render(spec) {
      const page = await context.newPage();
      try {
        await page.setContent(TEMPLATES[spec.style](spec));
        return await page.screenshot({ type: 'png' });
      } finally {
        await page.close();
      }
    },
    close: () => browser.close(),
  };
}
