/**
 * The newsroom's publish rules, one message each, for both sides: the editor checks them before
 * saving and the server refuses a save that breaks them (400, the same words on the same field).
 */

export const PUBLISH_RULE_MESSAGES = {
  /** A piece asked to be scheduled without a publish date. */
  scheduleNeedsDate: 'Choose when it should go live',
  /** A piece asked to be scheduled for a time already past (it would go live at once). */
  scheduleInFuture: 'Choose a date and time in the future to schedule',
  /** A cover image without a description for readers who cannot see it. */
  coverNeedsAlt: 'Please describe the cover image for readers who cannot see it',
} as const;

export interface PublishRuleError {
  path: 'publishDate' | 'imageAlt';
  message: string;
}

/**
 * What is wrong with scheduling a piece for `publishDate` at `now`: no date, or a date not in the
 * future; undefined when it can be scheduled.
 */
export function scheduleProblem(publishDate: string | Date | null | undefined, now: Date): string | undefined {
  if (!publishDate) return PUBLISH_RULE_MESSAGES.scheduleNeedsDate;
  const at = new Date(publishDate).getTime();
  if (Number.isNaN(at) || at <= now.getTime()) return PUBLISH_RULE_MESSAGES.scheduleInFuture;
  return undefined;
}

/** A cover image needs alt text; an article without a cover needs none. */
export function coverProblem(imageUrl: unknown, imageAlt: unknown): string | undefined {
  return imageUrl && !String(imageAlt ?? '').trim() ? PUBLISH_RULE_MESSAGES.coverNeedsAlt : undefined;
}

/**
 * Whether a save asks to schedule: it makes a piece scheduled, or moves the date of a scheduled
 * one. Saving a scheduled piece that already went live, its date unchanged, is an update.
 */
export function asksToSchedule(
  next: { status?: unknown; publishDate?: string | Date | null },
  before: { status?: unknown; publishDate?: string | Date | null } | null,
): boolean {
  if (next.status !== 'scheduled') return false;
  if (!before || before.status !== 'scheduled') return true;
  const instant = (v: string | Date | null | undefined) => (v ? new Date(v).getTime() : null);
  return instant(next.publishDate) !== instant(before.publishDate);
}
