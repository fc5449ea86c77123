import { describe, expect, it } from 'vitest';
import { changedFields, compareSnapshots } from './revision-diff';

const base = {
  title: 'Lilac Festival returns',
  excerpt: 'Highland Park in bloom.',
  category: 'Community',
  content: 'The lilacs are out on the hill.',
  doc: { type: 'doc', content: [] },
  contentHtml: '<p>The lilacs are out on the hill.</p>',
};

describe('comparing article revisions', () => {
  it('says which fields a save changed, in the form’s words', () => {
    expect(changedFields(base, { ...base, excerpt: 'Come early.', content: 'The lilacs are out.' })).toEqual([
      'Excerpt',
      'Story',
    ]);
    expect(changedFields(base, { ...base })).toEqual([]);
  });

  it('shows the story word by word: what restoring removes and what it brings back', () => {
    const [story] = compareSnapshots(base, { ...base, content: 'The lilacs are out early on the hill.' });
    expect(story?.label).toBe('Story');
    expect(story?.parts.filter((p) => p.added).map((p) => p.value.trim())).toEqual(['early']);
    expect(story?.parts.filter((p) => p.removed)).toEqual([]);
    expect(story?.parts.map((p) => p.value).join('')).toBe('The lilacs are out early on the hill.');
  });
});
