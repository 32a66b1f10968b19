// The Payment accounts card: the bank account and the Easypaisa account (with its QR) that checkout and the order
// confirmation show shoppers for their transfer (PUT /api/settings/payment).
import { useState } from 'react';
import { paymentSettingsSchema } from '../../../../domain/schemas/settings.ts';
import { Landmark } from '../../../ui/icons/landmark.ts';
import { QrUploader, qrImageField, type QrImage } from './qr-uploader.tsx';
import type { PaymentSettings } from './settings-api.ts';
import { SettingsCard, SettingsInput } from './settings-card.tsx';
import { useSettingsSave } from './use-settings-save.ts';

const bankOf = (p: PaymentSettings) => ({
  bankName: p.bank?.bankName ?? '',
  accountTitle: p.bank?.accountTitle ?? '',
  accountNumber: p.bank?.accountNumber ?? '',
  iban: p.bank?.iban ?? '',
});
const easypaisaOf = (p: PaymentSettings) => ({
  accountTitle: p.easypaisa?.accountTitle ?? '',
  accountNumber: p.easypaisa?.accountNumber ?? '',
});
const qrOf = (p: PaymentSettings): QrImage =>
  p.easypaisa?.qrImage ? { kind: 'saved', url: p.easypaisa.qrImage } : null;

export function PaymentSettingsForm({ initial }: { initial: PaymentSettings }) {
  const [bank, setBank] = useState(() => bankOf(initial));
  const [easypaisa, setEasypaisa] = useState(() => easypaisaOf(initial));
  const [qr, setQr] = useState<QrImage>(() => qrOf(initial));
  const save = useSettingsSave({
    path: '/settings/payment',
    schema: paymentSettingsSchema,
    savedMessage: 'Payment accounts saved. Checkout shows them from now on.',
    failure: 'Failed to save payment accounts',
    // The saved values as the server keeps them (IBAN without spaces, the QR as its public picture).
    onSaved(answer) {
      const saved = answer as PaymentSettings;
      setBank(bankOf(saved));
      setEasypaisa(easypaisaOf(saved));
      setQr(qrOf(saved));
    },
  });
  const bankField = (name: keyof typeof bank) => ({
    name: `bank.${name}`,
    value: bank[name],
    save,
    onChange: (value: string) => setBank((b) => ({ ...b, [name]: value })),
  });
  const easypaisaField = (name: keyof typeof easypaisa) => ({
    name: `easypaisa.${name}`,
    value: easypaisa[name],
    save,
    onChange: (value: string) => setEasypaisa((e) => ({ ...e, [name]: value })),
  });

  return (
    <SettingsCard
      icon={Landmark}
      title="Payment accounts"
      description="Where shoppers send money. Checkout and the order confirmation show these details with copy buttons; check every digit before saving."
      save={save}
      saveLabel="Save payment accounts"
      onSubmit={() => void save.save({ bank, easypaisa: { ...easypaisa, qrImage: qrImageField(qr) } })}
    >
      <fieldset className="space-y-4">
        <legend className="text-xs font-semibold uppercase tracking-[0.16em] text-madder">Bank transfer</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <SettingsInput label="Bank name" placeholder="Meezan Bank" {...bankField('bankName')} />
          <SettingsInput label="Account title" placeholder="Hunar Handmade" {...bankField('accountTitle')} />
          <SettingsInput
            label="Account number"
            inputMode="numeric"
            placeholder="0101-0101234567"
            {...bankField('accountNumber')}
          />
          <SettingsInput
            label="IBAN"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="PK36MEZN0001010101234567"
            {...bankField('iban')}
          />
        </div>
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="w-full border-t border-linen pt-5 text-xs font-semibold uppercase tracking-[0.16em] text-madder">
          Easypaisa transfer
        </legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <SettingsInput label="Account title" placeholder="Hunar Handmade" {...easypaisaField('accountTitle')} />
          <SettingsInput
            label="Easypaisa number"
            type="tel"
            inputMode="tel"
            placeholder="0300-1234567"
            {...easypaisaField('accountNumber')}
          />
        </div>
        <QrUploader
          value={qr}
          accountTitle={easypaisa.accountTitle}
          onChange={(next) => {
            setQr(next);
            save.edited();
          }}
        />
      </fieldset>
    </SettingsCard>
  );
}
