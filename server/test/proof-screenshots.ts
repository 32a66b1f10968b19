// Realistic payment-confirmation screenshots for the proof-check tests (issue 20): an HTML template per app (Easypaisa,
// JazzCash and three bank apps' "transfer successful" screens), rendered at a phone's resolution by the same Chromium
// the browser journeys use.
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

export type ProofStyle = 'easypaisa' | 'jazzcash' | 'hbl' | 'meezan' | 'alfalah';
export const PROOF_STYLES: ProofStyle[] = ['easypaisa', 'jazzcash', 'hbl', 'meezan', 'alfalah'];

/** Phone screens in CSS pixels and their pixel ratio: a small Android, an iPhone 12-15, a large Android. */
export const PHONES = {
  small: { width: 360, height: 740, deviceScaleFactor: 2 },
  iphone: { width: 390, height: 844, deviceScaleFactor: 3 },
  large: { width: 412, height: 915, deviceScaleFactor: 2.625 },
} as const;
export type Phone = keyof typeof PHONES;

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
  /** The fee the app shows (0 when omitted); never the amount. */
  fee?: number;
  /** The payer's own account, shown as 'From' by the bank styles. */
  fromAccount?: string;
  /** 360 x 740 @2x when omitted. */
  phone?: Phone;
}

const rupees = (amount: number) => amount.toLocaleString('en-PK');
const karachi = (when: Date, options: Intl.DateTimeFormatOptions, locale = 'en-GB') =>
  when.toLocaleString(locale, { timeZone: 'Asia/Karachi', ...options });
const shown = (when: Date) =>
  karachi(when, { day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: true });
/** Karachi's wall clock as numbers, for the formats Intl does not print ('2026-11-27 20:26:11'). */
function wallClock(when: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Karachi',
      ...{ year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' },
      hourCycle: 'h23',
    })
      .formatToParts(when)
      .map((p) => [p.type, p.value]),
  );
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;
}

const FONT = "font-family:'Liberation Sans',Arial,sans-serif";
const tick = (color: string, size = 64) =>
  `<svg width="${size}" height="${size}" viewBox="0 0 64 64"><circle cx="32" cy="32" r="30" fill="${color}"/>` +
  `<path d="M18 33l9 9 19-20" stroke="#fff" stroke-width="6" fill="none" stroke-linecap="round"/></svg>`;
const statusBar = (color: string) =>
  `<div style="display:flex;justify-content:space-between;padding:6px 16px;font-size:13px;color:${color}">` +
  `<span>9:41</span><span>4G ▮▮▮ 82%</span></div>`;
/** A label and its value side by side, as the bank apps print their details. */
const row = (label: string, value: string, muted: string) =>
  `<div style="display:flex;justify-content:space-between;gap:12px;padding:9px 0;border-bottom:1px solid ${muted}33">` +
  `<span style="color:${muted}">${label}</span><b style="text-align:right">${value}</b></div>`;
const button = (label: string, bg: string, fg: string) =>
  `<div style="margin-top:12px;padding:13px;border-radius:24px;text-align:center;font-weight:bold;background:${bg};color:${fg}">${label}</div>`;

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

/** JazzCash: a red-and-amber receipt, the amount as a headline, details in label-over-value pairs. */
function jazzcash(spec: ProofScreenshotSpec): string {
  const [bg, fg, muted, card] = spec.dark
    ? ['#121212', '#f1f1f1', '#a0a0a0', '#1e1e1e']
    : ['#f4f4f4', '#1b1b1b', '#6b6b6b', '#fff'];
  const when = karachi(
    spec.paidAt,
    { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true },
    'en-US',
  );
  const pair = (label: string, value: string) =>
    `<div style="padding:8px 0"><div style="color:${muted};font-size:13px">${label}</div><div style="font-size:16px;font-weight:bold">${value}</div></div>`;
  return `<body style="${FONT};background:${bg};color:${fg};margin:0">${statusBar(fg)}
  <div style="background:#c8102e;color:#fff;padding:14px 18px;font-size:18px;font-weight:bold">JazzCash <span style="color:#ffc20e">●</span></div>
  <div style="text-align:center;padding:22px 0 8px">${tick('#ffb400')}<div style="font-size:19px;margin-top:8px">Money Sent Successfully</div>
  <div style="font-size:32px;font-weight:bold;margin-top:10px">Rs. ${rupees(spec.amount)}</div></div>
  <div style="background:${card};margin:12px 16px;border-radius:10px;padding:8px 16px">
  ${pair('Sent to', `${spec.recipient ?? 'Hunar Handmade'}<br>${spec.account}`)}
  ${pair('TID', spec.transactionId)}${pair('Fee', `Rs. ${rupees(spec.fee ?? 0)}`)}${pair('Date & Time', when)}</div>
  <div style="padding:0 16px">${button('Share Receipt', '#ffc20e', '#1b1b1b')}${button('Done', 'transparent', fg)}</div></body>`;
}

/** A bank app's confirmation: brand header, tick, amount headline, then a table of label / value rows. */
function bank(
  spec: ProofScreenshotSpec,
  brand: { name: string; color: string; title: string; idLabel: string; extra: [string, string][]; when: string },
): string {
  const [bg, fg, muted, card] = spec.dark
    ? ['#0f1115', '#eceff3', '#9aa3ad', '#1a1d23']
    : ['#eef1f4', '#15202b', '#5f6b76', '#fff'];
  const rows: [string, string][] = [
    ['From Account', spec.fromAccount ?? '****5678'],
    ['To Account', spec.account],
    ['Beneficiary Name', spec.recipient ?? 'Hunar Handmade'],
    [brand.idLabel, spec.transactionId],
    ...brand.extra,
    ['Fee / Charges', `PKR ${rupees(spec.fee ?? 0)}.00`],
    ['Date &amp; Time', brand.when],
  ];
  return `<body style="${FONT};background:${bg};color:${fg};margin:0;font-size:14px">${statusBar('#fff')}
  <div style="background:${brand.color};color:#fff;padding:10px 18px 56px;margin-top:-26px;padding-top:34px">
  <div style="font-size:18px;font-weight:bold">${brand.name}</div></div>
  <div style="background:${card};margin:-44px 14px 0;border-radius:12px;padding:18px 16px;box-shadow:0 2px 8px #0002">
  <div style="text-align:center">${tick('#1fa34a', 56)}<div style="font-size:18px;font-weight:bold;margin:6px 0">${brand.title}</div>
  <div style="color:${muted}">Amount</div><div style="font-size:28px;font-weight:bold;margin:4px 0 10px">PKR ${rupees(spec.amount)}.00</div></div>
  ${rows.map(([label, value]) => row(label, value, muted)).join('')}</div>
  <div style="padding:4px 14px">${button('Share', brand.color, '#fff')}${button('Back to Home', card, brand.color)}</div></body>`;
}

type Clock = ReturnType<typeof wallClock>;
/** The three bank apps: their colours, wording, ID label, extra rows and how each prints the date and time. */
const BANKS = {
  hbl: {
    name: 'HBL Mobile',
    color: '#008269',
    title: 'Transfer Successful',
    idLabel: 'Reference No',
    extra: (spec: ProofScreenshotSpec): [string, string][] => [['STAN', spec.transactionId.slice(-6)]],
    when: (t: Clock) => `${t.day}/${t.month}/${t.year} ${t.hour}:${t.minute}`,
  },
  meezan: {
    name: 'Meezan Bank',
    color: '#6b1d5e',
    title: 'Funds Transferred',
    idLabel: 'IBFT ID',
    extra: (): [string, string][] => [['Bank', 'Meezan Bank']],
    when: (t: Clock) => `${t.year}-${t.month}-${t.day} ${t.hour}:${t.minute}:${t.second}`,
  },
  alfalah: {
    name: 'Alfa by Bank Alfalah',
    color: '#c8102e',
    title: 'Transaction Successful',
    idLabel: 'Ref #',
    extra: (): [string, string][] => [],
    when: (t: Clock, paidAt: Date) =>
      `${t.day}-${karachi(paidAt, { month: 'short' })}-${t.year} ${karachi(paidAt, { hour: '2-digit', minute: '2-digit', hour12: true }, 'en-US')}`,
  },
};

const bankTemplate = (style: keyof typeof BANKS) => (spec: ProofScreenshotSpec) => {
  const { when, extra, ...brand } = BANKS[style];
  return bank(spec, { ...brand, extra: extra(spec), when: when(wallClock(spec.paidAt), spec.paidAt) });
};

const TEMPLATES: Record<ProofStyle, (spec: ProofScreenshotSpec) => string> = {
  easypaisa,
  jazzcash,
  hbl: bankTemplate('hbl'),
  meezan: bankTemplate('meezan'),
  alfalah: bankTemplate('alfalah'),
};

export interface ProofRenderer {
  render(spec: ProofScreenshotSpec): Promise<Buffer>;
  close(): Promise<void>;
}

/** Headless Chromium on a busy machine now and then refuses a capture with this (it failed 1 of 3 local runs of the
 *  integration tests); the same page in a fresh tab is then captured. Any other error, or a third refusal, fails. */
const CAPTURE_REFUSED = 'Unable to capture screenshot';
const CAPTURE_ATTEMPTS = 3;

/** One browser for many screenshots, one page size per phone (360 x 740 at 2x unless the spec says), as PNG. */
export async function createProofRenderer(): Promise<ProofRenderer> {
  const browser: Browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const contexts = new Map<Phone, Promise<BrowserContext>>();
  const contextFor = (phone: Phone) => {
    if (!contexts.has(phone)) {
      const { width, height, deviceScaleFactor } = PHONES[phone];
      contexts.set(phone, browser.newContext({ viewport: { width, height }, deviceScaleFactor }));
    }
    return contexts.get(phone)!;
  };
  return {
    async render(spec) {
      for (let attempt = 1; ; attempt++) {
        const page = await (await contextFor(spec.phone ?? 'small')).newPage();
        try {
          await page.setContent(TEMPLATES[spec.style](spec));
          // The first frame drawn, so there is a surface to capture.
          await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(drawn)));
          return await page.screenshot({ type: 'png' });
        } catch (err) {
          if (attempt >= CAPTURE_ATTEMPTS || !String(err).includes(CAPTURE_REFUSED)) throw err;
        } finally {
          await page.close();
        }
      }
    },
    close: () => browser.close(),
  };
}
