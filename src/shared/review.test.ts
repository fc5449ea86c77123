import { describe, expect, it } from 'vitest';
import { subtypeLabel, withIndefiniteArticle } from './review';

describe('words of the review desk and My submissions', () => {
  it('puts "an" before a vowel: an article draft, a deal draft', () => {
    expect(withIndefiniteArticle('article')).toBe('an article');
    expect(withIndefiniteArticle('event')).toBe('an event');
    expect(withIndefiniteArticle('deal')).toBe('a deal');
  });

  it('names a subtype in words, never as a raw code', () => {
    expect(subtypeLabel('local_hero')).toBe('Local Hero');
    expect(subtypeLabel('community_leader')).toBe('Community Leader');
    expect(subtypeLabel('LOCAL_HERO')).toBe('Local Hero');
    expect(subtypeLabel('street_art')).toBe('Street art');
    expect(subtypeLabel(null)).toBeNull();
  });
});
