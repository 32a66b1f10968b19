// The piece-rate screen's rules: the category grid (blank where no default is set, product rates kept out of it),
// the product rates grouped by product in the workshop's stage order, and the PUTs one row's edits send.
import { describe, expect, it } from 'vitest';
import { pieceRateSchema, type PieceRateView } from '../../../../domain/schemas/workshop.ts';
import { categoryRateGrid, productRateRows, rowChanges, rowEdit } from './rate-grid.ts';

const rate = (over: Partial<PieceRateView>): PieceRateView => ({
  stage: 'cutting',
  rate: 100,
  prodId: null,
  productName: null,
  category: null,
  ...over,
});

const rates: PieceRateView[] = [
  rate({ category: 'women', stage: 'cutting', rate: 120 }),
  rate({ category: 'women', stage: 'embroidery', rate: 0 }),
  rate({ category: 'boy', stage: 'stitching', rate: 90 }),
  rate({ prodId: 'WMN-AJK-001', productName: 'Indigo Ajrak/Kurta', stage: 'stitching', rate: 300 }),
  rate({ prodId: 'WMN-AJK-001', productName: 'Indigo Ajrak/Kurta', stage: 'cutting', rate: 150 }),
  rate({ prodId: 'BOY-GONE-9', productName: null, stage: 'quality', rate: 20 }),
];

describe('the category grid', () => {
  it('has every category and stage, blank where none is set, 0 kept as a rate, product rates left out', () => {
    const grid = categoryRateGrid(rates);
    expect(Object.keys(grid)).toEqual(['women', 'girl', 'boy', 'men']);
    expect(grid.women).toEqual({
      cutting: 120,
      printing: null,
      embroidery: 0,
      stitching: null,
      finishing: null,
      quality: null,
    });
    expect(grid.boy.stitching).toBe(90);
    expect(Object.values(grid.girl).every((r) => r === null)).toBe(true);
  });
});

describe('the product rates', () => {
  it('are grouped by product, by name, stages in the workshop’s order; a product gone shows its SKU', () => {
    expect(productRateRows(rates)).toEqual([
      { prodId: 'BOY-GONE-9', name: 'BOY-GONE-9', rates: [{ stage: 'quality', rate: 20 }] },
      {
        prodId: 'WMN-AJK-001',
        name: 'Indigo Ajrak/Kurta',
        rates: [
          { stage: 'cutting', rate: 150 },
          { stage: 'stitching', rate: 300 },
        ],
      },
    ]);
  });
});

describe('saving a category row', () => {
  const saved = categoryRateGrid(rates).women;

  it('sends only the boxes that changed, each a valid PUT', () => {
    const edit = { ...rowEdit(saved), printing: '80', cutting: '120', stitching: ' 250 ' };
    const { payloads, cleared } = rowChanges('women', saved, edit);
    expect(payloads).toEqual([
      { stage: 'printing', rate: 80, category: 'women' },
      { stage: 'stitching', rate: 250, category: 'women' },
    ]);
    expect(cleared).toEqual([]);
    for (const p of payloads) expect(pieceRateSchema.safeParse(p).success).toBe(true);
  });

  it('hands a bad rate to the contract, which names it', () => {
    const { payloads } = rowChanges('women', saved, { ...rowEdit(saved), finishing: '-5', quality: 'abc' });
    const messages = payloads.map((p) => pieceRateSchema.safeParse(p).error?.issues[0]?.message);
    expect(messages).toEqual(['rate cannot be under 0', 'rate must be a number']);
  });

  it('reports a box emptied where a rate was set, and sends nothing for it', () => {
    const { payloads, cleared } = rowChanges('women', saved, { ...rowEdit(saved), cutting: '', embroidery: ' ' });
    expect(payloads).toEqual([]);
    expect(cleared).toEqual(['cutting', 'embroidery']);
  });
});
