// What the mail tests render messages with: the shop's public address and its payment accounts.
import type { PaymentSettingsView } from '../../domain/schemas/settings-views.ts';

export const MAIL_LINK_BASE = 'https://hunar.pk';

export const MAIL_PAYMENT_ACCOUNTS: PaymentSettingsView = {
  bank: {
    bankName: 'Meezan Bank',
    accountTitle: 'Hunar Crafts',
    accountNumber: '0101-0104567890',
    iban: 'PK36MEZN0001010104567890',
  },
  easypaisa: { accountTitle: 'Hunar Easypaisa', accountNumber: '0345-1234567', qrImage: null },
};
