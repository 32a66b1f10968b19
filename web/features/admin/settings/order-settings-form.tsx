// The Unpaid orders card: how many hours a new order waits for its payment before the shop cancels it and puts its
// stock back on sale (PUT /api/settings/orders), with what that means for an order placed now.
import { useState } from 'react';
import { deadlineTime, MAX_UNPAID_ORDER_HOURS, MIN_UNPAID_ORDER_HOURS } from '../../../../domain/payment-deadline.ts';
import { orderSettingsSchema, type OrderSettingsPayload } from '../../../../domain/schemas/settings.ts';
import { Clock } from '../../../ui/icons/clock.ts';
import { SettingsCard, SettingsInput } from './settings-card.tsx';
import { useSettingsSave } from './use-settings-save.ts';

/** An empty box is "missing" (the schema says it is required), not zero. */
const hoursOf = (typed: string) => (typed.trim() === '' ? undefined : Number(typed.trim()));

export function OrderSettingsForm({ initial }: { initial: OrderSettingsPayload }) {
  const [typed, setTyped] = useState(String(initial.unpaidOrderHours));
  // The example counts from when the card opened: a render must not read the clock.
  const [openedAt] = useState(() => Date.now());
  const save = useSettingsSave({
    path: '/settings/orders',
    schema: orderSettingsSchema,
    savedMessage: 'Hours to pay saved. Orders placed from now on get this deadline; orders already placed keep theirs.',
    failure: 'Failed to save hours to pay',
    onSaved: (answer) => setTyped(String((answer as OrderSettingsPayload).unpaidOrderHours)),
  });
  const parsed = orderSettingsSchema.safeParse({ unpaidOrderHours: hoursOf(typed) });

  return (
    <SettingsCard
      icon={Clock}
      title="Unpaid orders"
      description="An order holds its pieces until it is paid. If no payment is confirmed in time, the shop cancels it, puts the pieces back on sale and emails the shopper. Staff can give one order more time from the order itself."
      save={save}
      saveLabel="Save hours to pay"
      onSubmit={() => void save.save({ unpaidOrderHours: hoursOf(typed) })}
    >
      <SettingsInput
        name="unpaidOrderHours"
        label="Hours to pay"
        inputMode="numeric"
        className="sm:max-w-56"
        hint={`Whole hours from placing the order, ${MIN_UNPAID_ORDER_HOURS} to ${MAX_UNPAID_ORDER_HOURS} (30 days).`}
        value={typed}
        save={save}
        onChange={setTyped}
      />
      <p
        className="rounded-xl bg-sand/60 px-4 py-3 text-sm leading-relaxed text-ink"
        aria-live="polite"
        data-testid="unpaid-example"
      >
        {parsed.success ? (
          <>
            An order placed now and not paid is cancelled on{' '}
            <strong className="font-semibold">
              {deadlineTime(new Date(openedAt + parsed.data.unpaidOrderHours * 3_600_000))}
            </strong>
            .
          </>
        ) : (
          <span className="text-muted">Enter a whole number of hours to see when an unpaid order is cancelled.</span>
        )}
      </p>
    </SettingsCard>
  );
}
