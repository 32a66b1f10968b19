// The shop-wide default women's size chart (SPEC §9), in inches: the FAQ shows it and the shop assistant sizes from it.
import type { Size } from './limits.ts';
import type { SizeGuideRow } from './catalog.ts';

/** Inches. Chest runs XS 32-34 up to XXL 42-44 as SPEC §9 gives it; the other columns follow the same two-inch grading. */
export const DEFAULT_SIZE_CHART: Record<Size, SizeGuideRow> = {
  XS: {
    length: '40',
    shoulder: '13.5',
    chest: '32-34',
    hips: '35-37',
    armhole: '7.5',
    sleeveLength: '21',
    sleeveOpening: '4.5',
  },
  S: {
    length: '41',
    shoulder: '14',
    chest: '34-36',
    hips: '37-39',
    armhole: '8',
    sleeveLength: '21.5',
    sleeveOpening: '4.75',
  },
  M: {
    length: '42',
    shoulder: '14.5',
    chest: '36-38',
    hips: '39-41',
    armhole: '8.5',
    sleeveLength: '22',
    sleeveOpening: '5',
  },
  L: {
    length: '42.5',
    shoulder: '15',
    chest: '38-40',
    hips: '41-43',
    armhole: '9',
    sleeveLength: '22.5',
    sleeveOpening: '5.25',
  },
  XL: {
    length: '43',
    shoulder: '15.5',
    chest: '40-42',
    hips: '43-45',
    armhole: '9.5',
    sleeveLength: '23',
    sleeveOpening: '5.5',
  },
  XXL: {
    length: '44',
    shoulder: '16',
    chest: '42-44',
    hips: '45-47',
    armhole: '10',
    sleeveLength: '23',
    sleeveOpening: '6',
  },
};
