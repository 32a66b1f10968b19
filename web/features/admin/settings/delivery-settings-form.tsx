// The Delivery rates card (DECISIONS D5: a flat charge within Pakistan; abroad a first-item charge plus one for each
// further item), with worked examples that follow what is typed, so the admin sees what shoppers will pay.
import { useState } from 'react';
import { formatPkr } from '../../../../domain/money.ts';
import { deliveryCharge } from '../../../../domain/pricing.ts';
import { deliverySettingsSchema, type DeliverySettingsPayload } from '../../../../domain/schemas/settings.ts';
import { Truck } from '../../../ui/icons/truck.ts';
import { SettingsCard, SettingsInput } from './settings-card.tsx';
import { useSettingsSave } from './use-settings-save.ts';

type Field = keyof DeliverySettingsPayload;
type Typed = Record<Field, string>;

const typedOf = (rates: DeliverySettingsPayload): Typed => ({
  domesticFlat: String(rates.domesticFlat),
  internationalBase: String(rates.internationalBase),
  internationalPerExtraItem: String(rates.internationalPerExtraItem),
});

/** An empty box is "missing" (the schema says it is required), not zero. */
const amount = (typed: string) => (typed.trim() === '' ? undefined : Number(typed.replace(/[,\s]/g, '')));

/** The rates as typed, when every box holds a whole amount; else null (the examples wait). */
function ratesOf(typed: Typed): DeliverySettingsPayload | null {
  const parsed = deliverySettingsSchema.safeParse({
    domesticFlat: amount(typed.domesticFlat),
    internationalBase: amount(typed.internationalBase),
    internationalPerExtraItem: amount(typed.internationalPerExtraItem),
  });
  return parsed.success ? parsed.data : null;
}

export function DeliverySettingsForm({ initial }: { initial: DeliverySettingsPayload }) {
  const [typed, setTyped] = useState(() => typedOf(initial));
  const save = useSettingsSave({
    path: '/settings/delivery',
    schema: deliverySettingsSchema,
    savedMessage: 'Delivery rates saved. The cart, checkout and new orders use them from now on.',
    failure: 'Failed to save delivery rates',
    onSaved: (answer) => setTyped(typedOf(answer as DeliverySettingsPayload)),
  });
  const field = (name: Field) => ({
    name,
    value: typed[name],
    save,
    prefix: 'Rs',
    inputMode: 'numeric' as const,
    onChange: (value: string) => setTyped((t) => ({ ...t, [name]: value })),
  });
  const rates = ratesOf(typed);

  return (
    <SettingsCard
      icon={Truck}
      title="Delivery rates"
      description="One rule everywhere: the cart, checkout, the confirmation and the admin all show the same charge. Orders already placed keep what they were charged."
      save={save}
      saveLabel="Save delivery rates"
      onSubmit={() =>
        void save.save({
          domesticFlat: amount(typed.domesticFlat),
          internationalBase: amount(typed.internationalBase),
          internationalPerExtraItem: amount(typed.internationalPerExtraItem),
        })
      }
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <SettingsInput label="Within Pakistan, per order" {...field('domesticFlat')} />
        <SettingsInput label="Abroad, first item" {...field('internationalBase')} />
        <SettingsInput label="Abroad, each further item" {...field('internationalPerExtraItem')} />
      </div>
      <div
        className="rounded-xl bg-sand/60 px-4 py-3 text-sm leading-relaxed text-ink"
        aria-live="polite"
        data-testid="delivery-example"
      >
        {rates ? (
          <ul className="space-y-1">
            <li>
              Any order within Pakistan costs{' '}
              <strong className="font-semibold">{formatPkr(deliveryCharge('Pakistan', 3, rates))}</strong> to deliver.
            </li>
            <li>
              An order of 3 pieces to the UK costs{' '}
              <strong className="font-semibold">{formatPkr(deliveryCharge('United Kingdom', 3, rates))}</strong> to
              deliver ({formatPkr(rates.internationalBase)} + 2 × {formatPkr(rates.internationalPerExtraItem)}).
            </li>
          </ul>
        ) : (
          <p className="text-muted">Enter whole rupee amounts to see what shoppers will pay.</p>
        )}
      </div>
    </SettingsCard>
  );
}
