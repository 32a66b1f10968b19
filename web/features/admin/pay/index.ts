// The workshop pay's face (issue 30, admins only): an artisan's earnings sheet and the piece rates sheet, opened from
// the Workers tab.
export { EarningsSheet } from './earnings-sheet.tsx';
export { PieceRatesSheet } from './piece-rates-sheet.tsx';
