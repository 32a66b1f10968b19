// The query parameters every paged staff list shares: which page (1-10,000) and the words searched for.
import { z } from 'zod';

export const pageParam = z.coerce
  .number({ error: 'Page must be a number' })
  .int('Page must be a whole number')
  .min(1, 'Page must be 1 or more')
  .max(10_000, 'Page is too large')
  .default(1);

export const searchParam = z.string().trim().max(100, 'Search must be at most 100 characters').optional();
