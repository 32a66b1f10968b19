// What the pay screens say after a change or when one fails: the server's refusal in its own words where it gave one
// (domain/workshop-messages.ts, the zod contract's messages), else these kind defaults.
import { formatPkr } from '../../../../domain/money.ts';
import { WORK_STAGE_LABELS, type SkillStage } from '../../../../domain/workshop.ts';
import { dayLabel, type PayPeriod } from './pay-period.ts';

export const PAY_TEXTS = {
  earningsLoadFailed: 'Could not load the earnings. Please try again.',
  ratesLoadFailed: 'Could not load the piece rates. Please try again.',
  payFailed: 'Could not mark the work paid.',
  paid: (name: string, amount: number) => `${formatPkr(amount)} paid to ${name} is recorded.`,
  markPaidConfirm: (unpaid: number, period: PayPeriod) =>
    `Marks ${formatPkr(unpaid)} of work from ${dayLabel(period.from)} to ${dayLabel(period.to)} as paid`,
  downloadFailed: 'Could not download the statement. Please try again.',
  rateFailed: 'Could not save the rate.',
  categorySaved: (category: string) => `${category} rates are saved.`,
  productRateSaved: (product: string, stage: SkillStage, rate: number) =>
    `${product}: ${WORK_STAGE_LABELS[stage].toLowerCase()} is now ${formatPkr(rate)} a piece.`,
  nothingChanged: 'Nothing changed in this row.',
  cannotClear: (stages: SkillStage[]) =>
    `A rate once set stays: type 0 to stop paying for ${stages.map((s) => WORK_STAGE_LABELS[s].toLowerCase()).join(', ')}.`,
  monthly: (name: string) =>
    `${name} is paid a monthly wage, so they earn no piece pay: finished stages record no earnings for them.`,
} as const;
