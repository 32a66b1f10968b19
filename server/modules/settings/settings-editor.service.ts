// The admin's Shop settings: read everything fresh, save one section at a time. An Easypaisa QR arrives as a catalog
// upload and is kept as a media image, like product pictures. Every save invalidates 'settings' in the shopper-facing
// caches, so the next page load (and the next checkout quote) uses it; a new markup also re-prices the rates at once.
import { mediaUrl } from '../../../domain/media.ts';
import type { CurrencySettingsPayload } from '../../../domain/schemas/currency.ts';
import type { PaymentSettingsView, ShopSettingsView } from '../../../domain/schemas/settings-views.ts';
import type {
  ContactSettingsPayload,
  DeliverySettingsPayload,
  OrderSettingsPayload,
  PaymentAccounts,
  PaymentSettingsPayload,
  SocialSettingsPayload,
} from '../../../domain/schemas/settings.ts';
import type { Invalidate } from '../../lib/cache-tags.ts';
import type { CatalogImages } from '../media/index.ts';
import type { SettingsService } from './settings.service.ts';

/** The QR as shoppers get it (GET /api/settings/payment shows the same URL). */
export const qrImageUrl = (qrMediaId: string | null) => (qrMediaId ? mediaUrl(qrMediaId, 640, 'jpg') : null);

export function paymentView({ bank, easypaisa }: PaymentAccounts): PaymentSettingsView {
  return {
    bank,
    easypaisa: easypaisa && {
      accountTitle: easypaisa.accountTitle,
      accountNumber: easypaisa.accountNumber,
      qrImage: qrImageUrl(easypaisa.qrMediaId),
    },
  };
}

/** `settings` must be the uncached service: an admin sees what is stored, not a copy a few seconds old. */
export function createSettingsEditor(deps: {
  settings: SettingsService;
  catalogImages: Pick<CatalogImages, 'fromUpload'>;
  invalidate: Invalidate;
  /** Publishes the rates with the new markup (the currency module's exchange rates). */
  markupChanged(markupPercent: number): void;
}) {
  const { settings } = deps;

  async function all(): Promise<ShopSettingsView> {
    const [payment, delivery, { contact, social }, orders, currency] = await Promise.all([
      settings.paymentAccounts(),
      settings.deliveryRates(),
      settings.contactDetails(),
      settings.orderRules(),
      settings.currencySettings(),
    ]);
    return { payment: paymentView(payment), delivery, contact, social, orders, currency };
  }

  /** The current QR's own URL keeps it; any other value must be a fresh catalog upload (else 400, nothing saved). */
  async function qrMediaIdFor(qrImage: string | null): Promise<string | null> {
    if (qrImage === null) return null;
    const current = (await settings.paymentAccounts()).easypaisa?.qrMediaId ?? null;
    if (current && qrImage === qrImageUrl(current)) return current;
    return (await deps.catalogImages.fromUpload(qrImage, 'Easypaisa QR code')).id;
  }

  async function savePayment(input: PaymentSettingsPayload): Promise<PaymentSettingsView> {
    const qrMediaId = await qrMediaIdFor(input.easypaisa.qrImage);
    const stored: PaymentAccounts = {
      bank: input.bank,
      easypaisa: {
        accountTitle: input.easypaisa.accountTitle,
        accountNumber: input.easypaisa.accountNumber,
        qrMediaId,
      },
    };
    await settings.save('payment', stored);
    deps.invalidate(['settings']);
    return paymentView(stored);
  }

  async function saveDelivery(input: DeliverySettingsPayload): Promise<DeliverySettingsPayload> {
    await settings.save('delivery', input);
    deps.invalidate(['settings']);
    return input;
  }

  async function saveContact(input: ContactSettingsPayload): Promise<ContactSettingsPayload> {
    await settings.save('contact', input);
    deps.invalidate(['settings']);
    return input;
  }

  async function saveSocial(input: SocialSettingsPayload): Promise<SocialSettingsPayload> {
    await settings.save('social', input);
    deps.invalidate(['settings']);
    return input;
  }

  /** New orders get the new window; orders already placed keep the deadline they were given. */
  async function saveOrders(input: OrderSettingsPayload): Promise<OrderSettingsPayload> {
    await settings.save('orders', input);
    deps.invalidate(['settings']);
    return input;
  }

  /** Every price a page shows in another currency changes: the rates are re-published at once, which drops the
   *  pages that showed the old ones. */
  async function saveCurrency(input: CurrencySettingsPayload): Promise<CurrencySettingsPayload> {
    await settings.save('currency', input);
    deps.markupChanged(input.markupPercent);
    return input;
  }

  return { all, savePayment, saveDelivery, saveContact, saveSocial, saveOrders, saveCurrency };
}

export type SettingsEditor = ReturnType<typeof createSettingsEditor>;
