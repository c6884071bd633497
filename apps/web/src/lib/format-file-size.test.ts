import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format-file-size';

describe('formatFileSize', () => {
  it('writes KB, MB and GB in pt-BR', () => {
    expect(formatFileSize(204_800)).toBe('200 KB');
    expect(formatFileSize(10)).toBe('1 KB');
    expect(formatFileSize(3.4 * 1024 * 1024)).toBe('3,4 MB');
    expect(formatFileSize(1023 * 1024 * 1024)).toBe('1.023 MB');
    expect(formatFileSize(1.25 * 1024 * 1024 * 1024)).toBe('1,3 GB');
  });
});
