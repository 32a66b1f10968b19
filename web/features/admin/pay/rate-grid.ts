// The piece rates as the admin edits them, without React: the category defaults as a grid (category x stage, blank
// where none is set), the product-specific rates grouped by product, and the PUT payloads a row's edits make.
import { CATEGORIES, type Category } from '../../../../domain/limits.ts';
import type { PieceRatePayload, PieceRateView } from '../../../../domain/schemas/workshop.ts';
import { SKILL_STAGES, type SkillStage } from '../../../../domain/workshop.ts';

/** Each category's rate per stage; null where no default is set (the stage then earns 0 unless a product has one). */
export type RateGrid = Record<Category, Record<SkillStage, number | null>>;

export function categoryRateGrid(rates: readonly PieceRateView[]): RateGrid {
  const grid = Object.fromEntries(
    CATEGORIES.map((c) => [c, Object.fromEntries(SKILL_STAGES.map((s) => [s, null]))]),
  ) as RateGrid;
  for (const r of rates) if (r.category && r.prodId === null) grid[r.category][r.stage] = r.rate;
  return grid;
}

export interface ProductRates {
  prodId: string;
  /** The product's name, or its SKU when the product is gone from the catalogue. */
  name: string;
  /** The stages with a rate of their own, in the workshop's order. */
  rates: { stage: SkillStage; rate: number }[];
}

/** The products with rates of their own, by name, each with its stages in the workshop's order. */
export function productRateRows(rates: readonly PieceRateView[]): ProductRates[] {
  const byProduct = new Map<string, ProductRates>();
  for (const r of rates) {
    if (!r.prodId) continue;
    const row = byProduct.get(r.prodId) ?? { prodId: r.prodId, name: r.productName ?? r.prodId, rates: [] };
    row.rates.push({ stage: r.stage, rate: r.rate });
    byProduct.set(r.prodId, row);
  }
  const order = (s: SkillStage) => SKILL_STAGES.indexOf(s);
  return [...byProduct.values()]
    .map((row) => ({ ...row, rates: row.rates.sort((a, b) => order(a.stage) - order(b.stage)) }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.prodId.localeCompare(b.prodId));
}

/** A rate as its box shows it: '' for none. */
export const rateText = (rate: number | null) => (rate === null ? '' : String(rate));

/** What a box holds as the API's contract reads it: a number (NaN for what is not one, so the contract names it). */
export const rateNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

export type RowEdit = Record<SkillStage, string>;

/** The row's boxes as typed from its current rates. */
export const rowEdit = (row: Record<SkillStage, number | null>): RowEdit =>
  Object.fromEntries(SKILL_STAGES.map((s) => [s, rateText(row[s])])) as RowEdit;

/** The PUTs a category row's edits need: one per box that changed and is not blank. A box emptied where a rate was
 *  set cannot remove it (the API keeps a rate once set): it is reported in `cleared`, so the admin is told to type 0. */
export function rowChanges(
  category: Category,
  saved: Record<SkillStage, number | null>,
  edit: RowEdit,
): { payloads: PieceRatePayload[]; cleared: SkillStage[] } {
  const payloads: PieceRatePayload[] = [];
  const cleared: SkillStage[] = [];
  for (const stage of SKILL_STAGES) {
    const text = edit[stage].trim();
    if (text === rateText(saved[stage])) continue;
    if (text === '') {
      if (saved[stage] !== null) cleared.push(stage);
      continue;
    }
    payloads.push({ stage, rate: rateNumber(text), category });
  }
  return { payloads, cleared };
}
