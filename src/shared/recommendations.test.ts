import { describe, expect, it } from 'vitest';
import { rankCandidates, scoreCandidate, type Candidate, type Profile } from './recommendations';

const now = new Date('2026-05-01T12:00:00Z');
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
const item = (over: Partial<Candidate>): Candidate => ({
  contentType: 'article',
  id: 'a1',
  title: 'A story',
  category: 'Food & Dining',
  city: 'buffalo',
  when: now,
  ...over,
});
const profile = (over: Partial<Profile> = {}): Profile => ({
  interests: [],
  interestText: '',
  preferredCities: [],
  activity: [],
  ...over,
});

describe('scoreCandidate', () => {
  it('explains a followed topic in a preferred city, and scores it highest', () => {
    const result = scoreCandidate(item({}), profile({ interests: ['food'], preferredCities: ['buffalo'] }), now);
    expect(result).toEqual({ score: 0.85, reason: 'Because you follow Food & Dining in Buffalo' });
  });

  it('scores the same topic lower outside the reader’s cities and says so without a city', () => {
    const result = scoreCandidate(
      item({ city: 'atlanta' }),
      profile({ interests: ['food'], preferredCities: ['buffalo'] }),
      now,
    );
    expect(result).toEqual({ score: 0.6, reason: 'Because you follow Food & Dining' });
  });

  it('leaves out items matching nothing the reader chose or read', () => {
    expect(
      scoreCandidate(
        item({ category: 'Automotive' }),
        profile({ interests: ['food'], preferredCities: ['buffalo'] }),
        now,
      ),
    ).toBeNull();
    expect(scoreCandidate(item({}), profile(), now)).toBeNull();
  });

  it('leaves out what the reader has already viewed', () => {
    const viewed = { contentType: 'article', contentId: 'a1', category: 'Food & Dining', city: 'buffalo' };
    expect(scoreCandidate(item({}), profile({ interests: ['food'], activity: [viewed] }), now)).toBeNull();
  });

  it('leaves out events that are over', () => {
    const past = item({ contentType: 'event', category: null, when: daysAgo(3) });
    expect(scoreCandidate(past, profile({ interests: ['events'] }), now)).toBeNull();
  });

  it('matches events and businesses by their kind, naming the topic', () => {
    const event = item({ contentType: 'event', category: null, title: 'Canal Walk', when: daysAgo(-2) });
    expect(scoreCandidate(event, profile({ interests: ['events'] }), now)?.reason).toBe('Because you follow Events');
    const shop = item({ contentType: 'business', category: 'Automotive', city: 'nyc' });
    expect(scoreCandidate(shop, profile({ interests: ['business'], preferredCities: ['nyc'] }), now)?.reason).toBe(
      'Because you follow Automotive in New York City',
    );
  });

  it('learns from recent views: more views of a category, a higher score', () => {
    const view = (id: string) => ({
      contentType: 'article',
      contentId: id,
      category: 'Food & Dining',
      city: 'buffalo',
    });
    const once = scoreCandidate(item({}), profile({ activity: [view('x')] }), now);
    const thrice = scoreCandidate(item({}), profile({ activity: [view('x'), view('y'), view('z')] }), now);
    expect(once?.reason).toBe('Because you recently viewed Food & Dining in Buffalo');
    expect(thrice?.score).toBeGreaterThan(once?.score ?? 1);
  });

  it('uses the free text of other interests', () => {
    const result = scoreCandidate(
      item({ title: 'Jazz on the lake', category: 'Entertainment' }),
      profile({ interestText: 'jazz, hiking' }),
      now,
    );
    expect(result?.reason).toBe('Because you mentioned "jazz"');
  });

  it('prefers newer stories', () => {
    const p = profile({ interests: ['food'] });
    const fresh = scoreCandidate(item({}), p, now)?.score ?? 0;
    const old = scoreCandidate(item({ when: daysAgo(45) }), p, now)?.score ?? 1;
    expect(fresh).toBeGreaterThan(old);
  });
});

describe('rankCandidates', () => {
  it('keeps the six best, highest first, each score between 0 and 1', () => {
    const items = Array.from({ length: 9 }, (_, i) =>
      item({ id: `a${i}`, when: daysAgo(i * 5), city: i % 2 ? 'buffalo' : 'nyc' }),
    );
    const ranked = rankCandidates(items, profile({ interests: ['food'], preferredCities: ['buffalo'] }), now);
    expect(ranked).toHaveLength(6);
    const scores = ranked.map((r) => r.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(scores.every((s) => s > 0 && s <= 1)).toBe(true);
    expect(ranked[0]?.item.city).toBe('buffalo');
  });
});
