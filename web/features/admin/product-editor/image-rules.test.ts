// Dropping a colour from a product sends its images back to 'All colours' and leaves the other tags alone.
import { describe, expect, it } from 'vitest';
import type { EditorImage } from './editor-values.ts';
import { untagRemovedColors } from './image-rules.ts';

const image = (key: string, color: string | null): EditorImage => ({
  key,
  imageURL: `/files/${key}.jpg`,
  previewUrl: `/files/${key}.jpg`,
  name: key,
  featured: false,
  color,
  fresh: false,
  progress: null,
});

describe('untagRemovedColors', () => {
  it('clears only the tags of colours the product no longer offers, and keeps the array when nothing changes', () => {
    const images = [image('a', 'Saffron'), image('b', 'Fuchsia'), image('c', null)];
    expect(untagRemovedColors(images, ['Fuchsia']).map((i) => i.color)).toEqual([null, 'Fuchsia', null]);
    expect(untagRemovedColors(images, ['Saffron', 'Fuchsia'])).toBe(images);
  });
});
