// formatFileSize: bytes, kilobytes rounded, megabytes to one decimal (the 10 MB limit reads as 10.0 MB).
import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size.ts';

describe('formatFileSize', () => {
  it.each([
    [512, '512 B'],
    [2048, '2 KB'],
    [319_488, '312 KB'],
    [2_516_582, '2.4 MB'],
    [10_485_760, '10.0 MB'],
  ])('%i bytes read as %s', (bytes, text) => expect(formatFileSize(bytes)).toBe(text));
});
