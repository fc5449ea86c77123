import { describe, expect, it } from 'vitest';
import { checkSocialPost, socialLength } from './social';

describe('social rules', () => {
  it('counts a link as 23 on X and refuses 281', () => {
    const link = `https://example.com/${'a'.repeat(100)}`;
    expect(socialLength('twitter', `hi ${link}`)).toBe(26);
    expect(checkSocialPost('twitter', { content: 'x'.repeat(280) })).toEqual([]);
    expect(checkSocialPost('twitter', { content: 'x'.repeat(281) })).toEqual([
      { path: 'content', message: 'X posts can be at most 280 characters (a link counts as 23).' },
    ]);
  });

  it('counts Bluesky in graphemes', () => {
    expect(socialLength('bluesky', '👍🏽👨‍👩‍👧')).toBe(2);
    expect(checkSocialPost('bluesky', { content: '👍🏽'.repeat(301) })[0]?.message).toBe(
      'Bluesky posts can be at most 300 characters.',
    );
  });

  it('needs an image on Instagram, 2,200 characters and at most 30 hashtags', () => {
    const tags = Array.from({ length: 31 }, (_, i) => `#tag${i}`).join(' ');
    expect(checkSocialPost('instagram', { content: tags })).toEqual([
      { path: 'content', message: 'Instagram allows at most 30 hashtags.' },
      { path: 'imageUrl', message: 'Instagram posts need an image.' },
    ]);
    expect(checkSocialPost('instagram', { content: 'x'.repeat(2201), imageUrl: '/a.png' })[0]?.message).toBe(
      'Instagram captions can be at most 2,200 characters.',
    );
  });
});
