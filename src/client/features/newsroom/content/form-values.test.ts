import { describe, expect, it } from 'vitest';
import { contentCreateSchemas } from '../../../../shared/newsroom';
import { formDefaults } from './form-values';

describe('formDefaults', () => {
  it('starts a new article that passes its schema once it has a title (the body travels apart)', () => {
    const values = formDefaults('articles', undefined, 'buffalo');
    expect(values).not.toHaveProperty('doc');
    expect(values).toMatchObject({ city: 'buffalo', status: 'draft', featured: false, imageUrl: null });
    expect(contentCreateSchemas.articles.safeParse({ ...values, title: 'Wings' }).success).toBe(true);
  });

  it('leaves out optional fields that may not be null, so an untouched sports story validates', () => {
    const values = formDefaults('sports', undefined, 'buffalo');
    expect(values.category).toBeUndefined();
    expect(values.league).toBeNull();
    const parsed = contentCreateSchemas.sports.safeParse({
      ...values,
      title: 'Bills win',
      content: 'Story',
      sport: SPORT,
    });
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it('fills an edited item from what is stored', () => {
    const item = {
      id: 'a1',
      kind: 'events' as const,
      status: 'published',
      publishDate: null,
      city: 'buffalo',
      title: 'Skate night',
      isPublic: true,
      startsAt: '2026-12-01T23:00:00Z',
      endsAt: null,
    };
    expect(formDefaults('events', item, 'rochester')).toMatchObject({
      title: 'Skate night',
      city: 'buffalo',
      startsAt: '2026-12-01T23:00:00Z',
      endsAt: null,
    });
  });
});
const SPORT = 'football';
