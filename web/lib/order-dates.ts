// How order dates read on the order screens: '12 Mar 2026' and '12 Mar 2026, 3:05 pm PKT', in Pakistan time (the
// shop's clock) wherever the shopper is, the time saying so since a shopper abroad reads it too.
import { pakistanDate, pakistanDateTime } from '../../domain/pakistan-time.ts';

export const orderDate = (iso: string) => pakistanDate(iso);

export const orderDateTime = (iso: string) => pakistanDateTime(iso, { zone: true });
