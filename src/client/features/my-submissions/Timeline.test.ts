import { describe, expect, it } from 'vitest';
import type { MySubmission } from '../../../shared/my-submissions';
import { stepsOf } from './Timeline';

const base: MySubmission = {
  kind: 'content',
  id: '1',
  title: 'Porch fest',
  subtype: 'event',
  city: 'buffalo',
  state: 'in_review',
  submittedAt: '2026-11-20T12:00:00.000Z',
  reviewedAt: null,
  reviewNotes: null,
  url: null,
};
const labels = (s: MySubmission) => stepsOf(s).map((step) => `${step.label}:${step.state}`);

describe('the status timeline', () => {
  it('shows each state of a submission as the reader follows it', () => {
    expect(labels(base)).toEqual(['Received:done', 'In review:current', 'Approved:todo', 'Published:todo']);
    const reviewed = { ...base, reviewedAt: '2026-11-21T12:00:00.000Z' };
    expect(labels({ ...reviewed, state: 'preparing' })).toEqual([
      'Received:done',
      'In review:done',
      'Approved:done',
      'Approved, being prepared:current',
    ]);
    expect(labels({ ...reviewed, state: 'published', url: '/events/e1' })).toEqual([
      'Received:done',
      'In review:done',
      'Approved:done',
      'Published:done',
    ]);
    expect(stepsOf({ ...reviewed, state: 'published', url: '/events/e1' }).at(-1)?.link).toBe('/events/e1');
    expect(labels({ ...reviewed, state: 'rejected' })).toEqual([
      'Received:done',
      'In review:done',
      'Not published:failed',
    ]);
    expect(labels({ ...reviewed, kind: 'contributor', state: 'approved' })).toEqual([
      'Received:done',
      'In review:done',
      'Approved:done',
    ]);
  });
});
