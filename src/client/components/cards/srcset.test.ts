import { describe, expect, it } from 'vitest';
import { uploadSrcSet as sharedSrcSet } from '../../../shared/newsroom/images';
import { uploadSrcSet } from './srcset';

describe('uploadSrcSet', () => {
  it('offers the web sizes of an upload, named as the server stores them', () => {
    const url = `/uploads/${'a'.repeat(32)}`;
    expect(uploadSrcSet(url, 'webp')).toBe(sharedSrcSet(url, 'image/webp'));
    expect(uploadSrcSet(url, 'jpg')).toBe(sharedSrcSet(url, 'image/jpeg'));
  });

  it('has none for other addresses', () => {
    expect(uploadSrcSet('/media/demo/cafe.jpg', 'webp')).toBeNull();
  });
});
