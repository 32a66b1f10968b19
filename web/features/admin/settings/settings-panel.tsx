// The Shop settings section (admin only, settings:manage): payment accounts with the Easypaisa QR, delivery rates,
// hours to pay for an order, the currency rates and markup, contact details and hours, and social links, each card
// saved on its own. Loads GET /api/settings once.
import { useApiQuery } from '../../../lib/use-api-query.ts';
import { Button } from '../../../ui/button.tsx';
import { FormAlert } from '../../../ui/form-messages.tsx';
import { failureMessage } from '../../../lib/failure-message.ts';
import { ContactSettingsForm } from './contact-settings-form.tsx';
import { CurrencySettingsForm } from './currency-settings-form.tsx';
import { DeliverySettingsForm } from './delivery-settings-form.tsx';
import { OrderSettingsForm } from './order-settings-form.tsx';
import { PaymentSettingsForm } from './payment-settings-form.tsx';
import type { ShopSettings } from './settings-api.ts';
import { SocialSettingsForm } from './social-settings-form.tsx';

const failure = (err: unknown) => failureMessage(err, 'Failed to load shop settings');

export default function SettingsPanel() {
  const { data: settings, error, reload } = useApiQuery<ShopSettings>('/settings', { failure });

  if (error) {
    return (
      <FormAlert message={`Error loading shop settings: ${error}`}>
        <Button variant="secondary" className="mt-3 min-h-10 px-5 py-2" onClick={reload}>
          Retry
        </Button>
      </FormAlert>
    );
  }
  if (!settings) {
    return (
      <div role="status" aria-busy="true" className="space-y-6">
        <span className="sr-only">Loading shop settings…</span>
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-56 animate-pulse rounded-2xl bg-sand/60" />
        ))}
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <p className="max-w-2xl text-sm leading-relaxed text-muted">
        What shoppers see about paying, delivery and reaching you, and how long an order waits for its payment. Each
        card saves on its own; the shop shows a change on the next page a shopper opens.
      </p>
      <PaymentSettingsForm initial={settings.payment} />
      <DeliverySettingsForm initial={settings.delivery} />
      <OrderSettingsForm initial={settings.orders} />
      <CurrencySettingsForm initial={settings.currency} />
      <ContactSettingsForm initial={settings.contact} />
      <SocialSettingsForm initial={settings.social} />
    </div>
  );
}
