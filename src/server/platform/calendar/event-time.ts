/**
 * Turns an organiser's free-text time ("7:00 PM", "7-9 pm", "19:30", "noon") into clock times (the
 * instant a clock time names in a zone: `zonedTimeToInstant` in platform/zoned-time). Pure, so calendar
 * files are testable.
 */
export interface ClockTime {
  hour: number;
  minute: number;
}

const PART = /^(\d{1,2})(?::(\d{2}))?\s*(?:([ap])\.?\s*m\.?)?$/i;

function parsePart(text: string): { hour: number; minute: number; meridiem?: 'a' | 'p' } | null {
  if (/^noon$/i.test(text)) return { hour: 12, minute: 0, meridiem: 'p' };
  const m = PART.exec(text);
  if (!m) return null;
  const meridiem = m[3]?.toLowerCase() as 'a' | 'p' | undefined;
  return { hour: Number(m[1]), minute: Number(m[2] ?? 0), meridiem };
}

function toClock(p: { hour: number; minute: number; meridiem?: 'a' | 'p' }): ClockTime | null {
  if (p.minute > 59) return null;
  if (!p.meridiem) return p.hour <= 23 ? { hour: p.hour, minute: p.minute } : null;
  if (p.hour < 1 || p.hour > 12) return null;
  return { hour: (p.hour % 12) + (p.meridiem === 'p' ? 12 : 0), minute: p.minute };
}

/** Start and optional end of "7:00 PM" or "7 - 9 PM"; null for "All day", "TBA" and the like. */
export function parseEventTime(time: string): { start: ClockTime; end?: ClockTime } | null {
  const parts = time.trim().split(/\s*(?:-|–|—|\bto\b)\s*/i);
  if (parts.length > 2) return null;
  const start = parsePart(parts[0] ?? '');
  const end = parts[1] ? parsePart(parts[1]) : undefined;
  if (!start || end === null) return null;
  // "7-9 PM": the end's meridiem applies to the start as well.
  if (!start.meridiem && end?.meridiem) start.meridiem = end.meridiem;
  const startClock = toClock(start);
  const endClock = end ? toClock(end) : undefined;
  if (!startClock || endClock === null) return null;
  return endClock ? { start: startClock, end: endClock } : { start: startClock };
}
