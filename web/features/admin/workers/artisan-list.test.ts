// The Workers tab's rules: the active/inactive filter with the name search, the WhatsApp link of a Pakistani phone,
// and the whole payload a change of one field sends (which the API's contract accepts).
import { describe, expect, it } from 'vitest';
import { artisanPayloadSchema, type ArtisanView } from '../../../../domain/schemas/workshop.ts';
import { artisanPayload, artisanWhatsapp, filterArtisans } from './artisan-list.ts';

function artisan(over: Partial<ArtisanView> = {}): ArtisanView {
  return {
    id: '0b7f3c1e-2a4d-4e5f-8a9b-1c2d3e4f5a6b',
    name: 'Nasreen Bibi',
    phone: '0300 1234567',
    skills: ['embroidery', 'finishing'],
    payType: 'piece',
    active: true,
    notes: 'Mirror work',
    user: { id: '6a1f0e2d-3c4b-4a59-8877-665544332211', name: 'Nasreen', email: 'nasreen@example.com' },
    openJobs: 2,
    overdueJobs: 1,
    ...over,
  };
}

describe('the artisans shown', () => {
  const all = [
    artisan({ id: '1', name: 'Nasreen Bibi' }),
    artisan({ id: '2', name: 'Bilal Ahmed' }),
    artisan({ id: '3', name: 'Shazia Nasreen', active: false }),
  ];

  it('are those the filter keeps, in the order given', () => {
    expect(filterArtisans(all, 'active', '').map((a) => a.id)).toEqual(['1', '2']);
    expect(filterArtisans(all, 'inactive', '').map((a) => a.id)).toEqual(['3']);
    expect(filterArtisans(all, 'all', '').map((a) => a.id)).toEqual(['1', '2', '3']);
  });

  it('whose name holds every word typed, whatever the case', () => {
    expect(filterArtisans(all, 'all', ' nasreen ').map((a) => a.id)).toEqual(['1', '3']);
    expect(filterArtisans(all, 'all', 'BIBI nas').map((a) => a.id)).toEqual(['1']);
    expect(filterArtisans(all, 'active', 'shazia')).toEqual([]);
  });
});

describe('an artisan’s WhatsApp', () => {
  it('links a Pakistani mobile however it is written, and nothing for what is not a number', () => {
    expect(artisanWhatsapp('0300 1234567')).toBe('https://wa.me/923001234567');
    expect(artisanWhatsapp('+92 321-7654321')).toBe('https://wa.me/923217654321');
    expect(artisanWhatsapp('ask at the shop')).toBeNull();
  });
});

describe('the payload of a change', () => {
  it('is the whole artisan with the change over it, as the API takes it', () => {
    const payload = artisanPayload(artisan(), { active: false });
    expect(payload).toEqual({
      name: 'Nasreen Bibi',
      phone: '0300 1234567',
      skills: ['embroidery', 'finishing'],
      payType: 'piece',
      active: false,
      notes: 'Mirror work',
      userId: '6a1f0e2d-3c4b-4a59-8877-665544332211',
    });
    expect(artisanPayloadSchema.safeParse(payload).success).toBe(true);
    expect(artisanPayload(artisan({ user: null })).userId).toBeNull();
  });
});
