// Each category banner from the admin's images (SPEC §2: w1 women, g1 girl, b1 boy, s1 shop all), with the fallback
// title, link and button text wherever the admin left a gap.
import { describe, expect, it } from 'vitest';
import type { HomeImageView } from '../../../domain/schemas/content.ts';
import { bannerOf } from './category-banners.tsx';

const image = (overrides: Partial<HomeImageView>): HomeImageView => ({
  _id: 'h-1',
  mediaId: 'media-1',
  imageURL: '/files/media-1.webp',
  imageType: 'g1',
  title: 'Eid for girls',
  subtitle: 'Frocks in block print',
  buttonText: 'See frocks',
  link: '/shop?category=girl&sortBy=price',
  active: true,
  width: 400,
  height: 400,
  ...overrides,
});

describe('bannerOf', () => {
  it("uses the admin's words and link", () => {
    const eid = image({});
    expect(bannerOf('g1', [eid])).toEqual({
      type: 'g1',
      title: 'Eid for girls',
      subtitle: 'Frocks in block print',
      buttonText: 'See frocks',
      link: '/shop?category=girl&sortBy=price',
      image: eid,
    });
  });

  it('falls back to the defaults where the admin left gaps', () => {
    const bare = image({ imageType: 'w1', title: '', subtitle: '', buttonText: '', link: '' });
    expect(bannerOf('w1', [bare])).toMatchObject({
      title: 'Women',
      buttonText: 'Shop Women',
      link: '/shop?category=women',
      subtitle: '',
    });
  });

  it('shows the defaults with no image when the type has none', () => {
    expect(bannerOf('s1', [image({})])).toEqual({
      type: 's1',
      title: 'Shop All',
      subtitle: '',
      buttonText: 'Shop All',
      link: '/shop',
      image: undefined,
    });
  });

  it('takes the newest image of the type (images arrive oldest first)', () => {
    const older = image({ _id: 'old', imageType: 'b1', title: 'Older' });
    const newer = image({ _id: 'new', imageType: 'b1', title: 'Newer' });
    expect(bannerOf('b1', [older, image({}), newer]).title).toBe('Newer');
  });
});
