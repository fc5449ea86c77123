import { describe, expect, it } from 'vitest';
import { uploadSrcSet } from './images';

describe('uploadSrcSet', () => {
  it('offers the web sizes of an upload, named as the server stores them', () => {
    const url = `/uploads/${'a'.repeat(32)}`;
    expect(uploadSrcSet(url, 'image/webp')).toBe(`${url}_480.webp 480w, ${url}_960.webp 960w, ${url}_1600.webp 1600w`);
    expect(uploadSrcSet(url, 'image/jpeg')).toBe(`${url}_480.jpg 480w, ${url}_960.jpg 960w, ${url}_1600.jpg 1600w`);
  });

  it('has none for other addresses', () => {
    expect(uploadSrcSet('/media/demo/cafe.jpg', 'image/webp')).toBeNull();
    expect(uploadSrcSet(null, 'image/webp')).toBeNull();
  });
});
