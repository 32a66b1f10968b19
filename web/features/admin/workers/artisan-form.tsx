// Adding or editing an artisan (POST /api/workshop/artisans, PUT /api/workshop/artisans/{id} with the whole artisan):
// name, WhatsApp phone, the stages they work on, how they are paid, active or not, notes, and the worker account they
// sign in with for My work. The API's zod contract checks the form first, each message under its field.
import { useState, type FormEvent } from 'react';
import { artisanPayloadSchema, type ArtisanView } from '../../../../domain/schemas/workshop.ts';
import {
  PAY_TYPE_LABELS,
  PAY_TYPES,
  SKILL_STAGES,
  WORK_STAGE_LABELS,
  type SkillStage,
} from '../../../../domain/workshop.ts';
import { apiRequest } from '../../../lib/api.ts';
import { failureMessage } from '../../../lib/failure-message.ts';
import { useApiQuery } from '../../../lib/use-api-query.ts';
import { useFormFields } from '../../../lib/use-form-fields.ts';
import { Button } from '../../../ui/button.tsx';
import { FormField } from '../../../ui/form-field.tsx';
import { FormAlert } from '../../../ui/form-messages.tsx';
import { PHONE_INPUT, TextField } from '../../../ui/text-field.tsx';
import { ARTISAN_TEXTS } from './artisan-texts.ts';

interface WorkerAccount {
  id: string;
  name: string;
  email: string;
}

const accountsFailure = (err: unknown) => failureMessage(err, ARTISAN_TEXTS.accountsLoadFailed);
const GROUP = 'text-sm font-medium text-ink';
const CHOICE =
  'flex min-h-11 cursor-pointer items-center gap-2.5 rounded-lg border border-linen bg-white px-3 text-sm transition hover:border-ink/40 has-[:checked]:border-ink has-[:checked]:bg-sand/60 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-madder';

interface ArtisanFormProps {
  /** The artisan being edited, or null for a new one. */
  artisan: ArtisanView | null;
  onSaved(artisan: ArtisanView, added: boolean): void;
  onCancel(): void;
}

export function ArtisanForm({ artisan, onSaved, onCancel }: ArtisanFormProps) {
  const form = useFormFields({
    name: artisan?.name ?? '',
    phone: artisan?.phone ?? '',
    payType: artisan?.payType ?? 'piece',
    userId: artisan?.user?.id ?? '',
    notes: artisan?.notes ?? '',
  });
  const [skills, setSkills] = useState<SkillStage[]>(artisan?.skills ?? []);
  const [active, setActive] = useState(artisan?.active ?? true);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const accounts = useApiQuery<WorkerAccount[]>('/workshop/worker-accounts', { failure: accountsFailure });
  // The account the artisan signs in with now stays offered, whatever the list says of it.
  const offered = [
    ...(artisan?.user && !accounts.data?.some((a) => a.id === artisan.user!.id) ? [artisan.user] : []),
    ...(accounts.data ?? []),
  ];

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const { userId, notes, ...rest } = form.values;
    const payload = form.validate(artisanPayloadSchema, {
      ...rest,
      // In the workshop's order, whatever order they were ticked in.
      skills: SKILL_STAGES.filter((s) => skills.includes(s)),
      active,
      notes,
      userId: userId || null,
    });
    if (!payload) return;
    setBusy(true);
    setError(null);
    try {
      const saved = await apiRequest<ArtisanView>(artisan ? `/workshop/artisans/${artisan.id}` : '/workshop/artisans', {
        method: artisan ? 'PUT' : 'POST',
        body: payload,
      });
      onSaved(saved, !artisan);
    } catch (err) {
      setError(failureMessage(err, ARTISAN_TEXTS.saveFailed));
      setBusy(false);
    }
  }

  return (
    <form
      ref={form.formRef}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={artisan ? `Edit ${artisan.name}` : 'Add artisan'}
      className="space-y-5"
    >
      <FormAlert message={error} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField form={form} name="name" label="Name" autoComplete="off" />
        <TextField
          form={form}
          name="phone"
          label="Phone (WhatsApp)"
          autoComplete="off"
          placeholder="0300 1234567"
          {...PHONE_INPUT}
        />
      </div>
      <fieldset>
        <legend className={GROUP}>Skills</legend>
        <p className="mt-0.5 text-xs text-muted">The stages they work on: the board offers them first for these.</p>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
          {SKILL_STAGES.map((stage) => (
            <label key={stage} className={CHOICE}>
              <input
                type="checkbox"
                checked={skills.includes(stage)}
                onChange={(e) =>
                  setSkills((all) => (e.target.checked ? [...all, stage] : all.filter((s) => s !== stage)))
                }
                className="h-4 w-4 accent-madder"
              />
              {WORK_STAGE_LABELS[stage]}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className={GROUP}>How they are paid</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {PAY_TYPES.map((type) => (
            <label key={type} className={CHOICE}>
              <input
                type="radio"
                name="payType"
                value={type}
                checked={form.values.payType === type}
                onChange={() => form.change('payType', type)}
                className="h-4 w-4 accent-madder"
              />
              {PAY_TYPE_LABELS[type]}
            </label>
          ))}
        </div>
        {form.errors.payType && <p className="mt-1.5 text-sm text-madder">{form.errors.payType}</p>}
      </fieldset>
      <FormField
        id={form.idOf('userId')}
        label="Signs in as"
        optional
        error={form.errors.userId ?? accounts.error ?? undefined}
      >
        {(p) => (
          <select
            {...p}
            name="userId"
            value={form.values.userId}
            onChange={(e) => form.change('userId', e.target.value)}
          >
            <option value="">No account</option>
            {offered.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name} · {a.email}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <p className="-mt-3 text-xs text-muted">
        A staff account with the worker role: signed in with it, they see their cards in My work.
      </p>
      <FormField id={form.idOf('notes')} label="Notes" optional error={form.errors.notes}>
        {(p) => (
          <textarea
            {...p}
            name="notes"
            rows={3}
            maxLength={1000}
            placeholder="e.g. Works from home in Hala; collects fabric on Mondays"
            value={form.values.notes}
            onChange={(e) => form.change('notes', e.target.value)}
          />
        )}
      </FormField>
      <label className="flex min-h-11 cursor-pointer items-start gap-2.5 text-sm text-ink">
        <input
          type="checkbox"
          checked={active}
          onChange={(e) => setActive(e.target.checked)}
          className="mt-0.5 h-4 w-4 shrink-0 accent-madder"
        />
        <span>
          Active
          <span className="block text-xs text-muted">Only active artisans can be given new work.</span>
        </span>
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" disabled={busy} aria-busy={busy} className="w-full sm:w-auto">
          {busy ? 'Saving…' : artisan ? 'Save changes' : 'Add artisan'}
        </Button>
        <Button variant="ghost" disabled={busy} onClick={onCancel} className="w-full sm:w-auto">
          Cancel
        </Button>
      </div>
    </form>
  );
}
