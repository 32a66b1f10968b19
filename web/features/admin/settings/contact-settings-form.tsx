// The Contact & hours card: the email, phone and WhatsApp numbers, studio address and opening hours that the contact
// page, FAQ and privacy policy show (PUT /api/settings/contact). Hours are rows of days and times, added or removed.
import { useId, useState } from 'react';
import {
  contactSettingsSchema,
  MAX_HOURS_LINES,
  type ContactSettingsPayload,
} from '../../../../domain/schemas/settings.ts';
import { MapPin } from '../../../ui/icons/map-pin.ts';
import { Plus } from '../../../ui/icons/plus.ts';
import { Trash2 } from '../../../ui/icons/trash-2.ts';
import { FormField } from '../../../ui/form-field.tsx';
import { SettingsCard, SettingsInput } from './settings-card.tsx';
import { useSettingsSave } from './use-settings-save.ts';

type Details = Omit<ContactSettingsPayload, 'hours'>;
type HoursRow = ContactSettingsPayload['hours'][number] & { key: number };

let nextKey = 0;
/** Rows keep a key of their own, so removing one never moves what was typed into its neighbour. */
const rowsOf = (hours: ContactSettingsPayload['hours']): HoursRow[] => hours.map((h) => ({ ...h, key: nextKey++ }));

export function ContactSettingsForm({ initial }: { initial: ContactSettingsPayload }) {
  const uid = useId();
  const [details, setDetails] = useState<Details>(() => ({
    email: initial.email,
    phone: initial.phone,
    whatsapp: initial.whatsapp,
    address: initial.address,
  }));
  const [hours, setHours] = useState(() => rowsOf(initial.hours));
  const save = useSettingsSave({
    path: '/settings/contact',
    schema: contactSettingsSchema,
    savedMessage: 'Contact details saved. The contact page, FAQ and privacy policy show them from now on.',
    failure: 'Failed to save contact details',
    onSaved(answer) {
      const saved = answer as ContactSettingsPayload;
      setDetails({ email: saved.email, phone: saved.phone, whatsapp: saved.whatsapp, address: saved.address });
      setHours(rowsOf(saved.hours));
    },
  });
  const field = (name: keyof Details) => ({
    name,
    value: details[name],
    save,
    onChange: (value: string) => setDetails((d) => ({ ...d, [name]: value })),
  });
  const changeRow = (key: number, part: 'days' | 'hours', value: string) =>
    setHours((rows) => rows.map((r) => (r.key === key ? { ...r, [part]: value } : r)));

  return (
    <SettingsCard
      icon={MapPin}
      title="Contact & hours"
      description="How shoppers reach the studio. The phone number also becomes the tap-to-call link; give the WhatsApp number too, even when it is the same."
      save={save}
      saveLabel="Save contact details"
      onSubmit={() =>
        void save.save({ ...details, hours: hours.map(({ days, hours: time }) => ({ days, hours: time })) })
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SettingsInput
          label="Email"
          type="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          className="sm:col-span-2"
          {...field('email')}
        />
        <SettingsInput
          label="Phone number"
          type="tel"
          inputMode="tel"
          placeholder="+92 300 1234567"
          {...field('phone')}
        />
        <SettingsInput
          label="WhatsApp number"
          type="tel"
          inputMode="tel"
          placeholder="0300 1234567"
          optional
          hint="Shoppers get a Chat on WhatsApp button and can send their payment screenshot here. Leave empty to turn WhatsApp off."
          {...field('whatsapp')}
        />
        <FormField id={`${uid}-address`} label="Studio address" error={save.errors.address} className="sm:col-span-2">
          {(p) => (
            <textarea
              {...p}
              name="address"
              rows={3}
              required
              value={details.address}
              aria-describedby={[p['aria-describedby'], `${uid}-address-hint`].filter(Boolean).join(' ')}
              onChange={(e) => {
                setDetails((d) => ({ ...d, address: e.target.value }));
                save.edited('address');
              }}
            />
          )}
        </FormField>
        <p id={`${uid}-address-hint`} className="-mt-2 text-xs text-muted sm:col-span-2">
          One line of the address per line, up to 4 lines.
        </p>
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-ink">Opening hours</legend>
        <p className="mt-1 text-xs text-muted">
          Pakistan time. Write the days and the times as shoppers should read them, e.g. “Saturday” and “10:00 am – 4:00
          pm” or “Closed”.
        </p>
        <ul className="mt-3 space-y-3">
          {hours.map((row, i) => (
            <li
              key={row.key}
              className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-2 gap-y-3 rounded-xl border border-linen p-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start sm:border-0 sm:p-0"
            >
              <SettingsInput
                label={`Days, line ${i + 1}`}
                placeholder="Monday – Friday"
                name={`hours.${i}.days`}
                value={row.days}
                save={save}
                onChange={(v) => changeRow(row.key, 'days', v)}
              />
              <SettingsInput
                label={`Hours, line ${i + 1}`}
                placeholder="9:00 am – 6:00 pm"
                name={`hours.${i}.hours`}
                value={row.hours}
                save={save}
                onChange={(v) => changeRow(row.key, 'hours', v)}
                className="col-start-1 sm:col-start-auto"
              />
              <button
                type="button"
                onClick={() => {
                  setHours((rows) => rows.filter((r) => r.key !== row.key));
                  save.edited();
                }}
                disabled={hours.length === 1}
                aria-label={`Remove line ${i + 1} of the opening hours`}
                className="col-start-2 row-span-2 row-start-1 flex h-11 w-11 items-center justify-center self-center rounded-full text-muted transition hover:bg-madder/5 hover:text-madder disabled:opacity-40 sm:col-start-3 sm:row-span-1 sm:mt-7 sm:self-start"
              >
                <Trash2 className="h-4 w-4" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
        {hours.length < MAX_HOURS_LINES && (
          <button
            type="button"
            onClick={() => {
              setHours((rows) => [...rows, ...rowsOf([{ days: '', hours: '' }])]);
              save.edited();
            }}
            className="mt-3 inline-flex min-h-10 items-center gap-2 rounded-full border border-linen px-4 text-sm font-semibold text-ink transition hover:border-ink"
          >
            <Plus className="h-4 w-4" aria-hidden />
            Add a line
          </button>
        )}
      </fieldset>
    </SettingsCard>
  );
}
