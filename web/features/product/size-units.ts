// The size guide's figures in the unit the shopper reads: stored in inches (SPEC §3), shown in centimetres on request.
export type SizeUnit = 'in' | 'cm';

const CM_PER_INCH = 2.54;

/** '38-40' in inches reads '96.5-101.5' in centimetres: each figure times 2.54, to the nearest half centimetre. */
export function measurementIn(text: string, unit: SizeUnit): string {
  if (unit === 'in') return text;
  return text.replace(/\d+(?:\.\d+)?/g, (figure) => String(Math.round(Number(figure) * CM_PER_INCH * 2) / 2));
}
