// How long a preorder takes, in SPEC §9's words, from domain/preorders.ts PREORDER_WEEKS: said on the product page,
// at checkout and on the confirmation alike.
import { PREORDER_WEEKS } from '../../../domain/preorders.ts';

const weeks = ([from, to]: readonly [number, number]) => `${from}-${to} weeks`;

/** Production takes its end less its start (SPEC §9: 3-6 weeks). */
const PRODUCTION_WEEKS: readonly [number, number] = [
  PREORDER_WEEKS.productionEnd[0] - PREORDER_WEEKS.productionStart[0],
  PREORDER_WEEKS.productionEnd[1] - PREORDER_WEEKS.productionStart[1],
];

export const PREORDER_TIMELINE = `Production starts in ${weeks(PREORDER_WEEKS.productionStart)} and takes ${weeks(
  PRODUCTION_WEEKS,
)}: your piece reaches you in ${weeks(PREORDER_WEEKS.delivery)} in all.`;
