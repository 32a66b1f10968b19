// The dashboard's 'Before you open' checklist (issue 17 item 15): what still makes the shop a demo. Each task names
// something a shopper would meet: the demo seed's bank and Easypaisa details (money sent to an account nobody owns),
// its products, links in emails pointing at localhost (no PUBLIC_URL), and mail written to files (no SMTP_URL).
import type { PaymentAccounts } from '../../../domain/schemas/settings.ts';
import type { LaunchTask } from '../../../domain/schemas/report-views.ts';
import { DEMO_PAYMENT, DEMO_PRODUCTS } from '../../seed/demo-catalog.ts';

/** The demo seed's product codes: an active product with one of them is still the demo's. */
export const DEMO_PROD_IDS = DEMO_PRODUCTS.map((p) => p.prodId);

export interface LaunchFacts {
  payment: PaymentAccounts;
  activeDemoProducts: number;
  publicUrlSet: boolean;
  mailServerSet: boolean;
}

/** The details are the demo's while either account still carries the demo seed's number. */
export function showsDemoPayment({ bank, easypaisa }: PaymentAccounts): boolean {
  const demoBank =
    !!bank && (bank.accountNumber === DEMO_PAYMENT.bank.accountNumber || bank.iban === DEMO_PAYMENT.bank.iban);
  const demoEasypaisa = !!easypaisa && easypaisa.accountNumber === DEMO_PAYMENT.easypaisa.accountNumber;
  return demoBank || demoEasypaisa;
}

/** The tasks still open, in the order the checklist shows them; none once the shop is ready. */
export function launchChecklist(facts: LaunchFacts): LaunchTask[] {
  const open: LaunchTask[] = [];
  if (showsDemoPayment(facts.payment)) open.push('payment-details');
  if (facts.activeDemoProducts > 0) open.push('demo-products');
  if (!facts.publicUrlSet) open.push('public-url');
  if (!facts.mailServerSet) open.push('mail-server');
  return open;
}
