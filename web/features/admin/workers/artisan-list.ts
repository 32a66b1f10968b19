// The Workers tab's rules, without React: which artisans the filter and the name search show, the WhatsApp link of an
// artisan's phone, and the whole payload PUT /api/workshop/artisans/{id} needs to change one thing (active or not).
import type { ArtisanPayload, ArtisanView } from '../../../../domain/schemas/workshop.ts';
import { toE164, whatsappLink } from '../../../../domain/whatsapp.ts';

export const ARTISAN_FILTERS = ['active', 'inactive', 'all'] as const;
export type ArtisanFilter = (typeof ARTISAN_FILTERS)[number];
export const ARTISAN_FILTER_LABELS: Record<ArtisanFilter, string> = {
  active: 'Active',
  inactive: 'Inactive',
  all: 'Everyone',
};

/** The artisans the filter keeps whose name holds every word typed, in the server's order (active first, by name). */
export function filterArtisans(artisans: readonly ArtisanView[], filter: ArtisanFilter, search: string): ArtisanView[] {
  const words = search.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean);
  return artisans.filter(
    (a) =>
      (filter === 'all' || a.active === (filter === 'active')) &&
      words.every((w) => a.name.toLocaleLowerCase().includes(w)),
  );
}

/** https://wa.me/92... for the phone, or null when it is not a number WhatsApp knows. */
export function artisanWhatsapp(phone: string): string | null {
  const e164 = toE164(phone);
  return e164 ? whatsappLink(e164) : null;
}

/** The artisan as the form and the API write it, with `changes` over it. */
export function artisanPayload(artisan: ArtisanView, changes: Partial<ArtisanPayload> = {}): ArtisanPayload {
  return {
    name: artisan.name,
    phone: artisan.phone,
    skills: artisan.skills,
    payType: artisan.payType,
    active: artisan.active,
    notes: artisan.notes,
    userId: artisan.user?.id ?? null,
    ...changes,
  };
}
