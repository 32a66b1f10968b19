// The greeting every shopper email opens with.
import { splitName } from '../../../domain/accounts.ts';

/** 'Assalam-o-alaikum Ayesha,': the first name only, as the shop greets people. */
export const greeting = (customerName: string) => `Assalam-o-alaikum ${splitName(customerName).firstName},`;
