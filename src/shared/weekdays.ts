export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** "Thursday", "thu" or "thursday" -> 'thursday'; anything else -> undefined. */
export function parseWeekday(value: string): Weekday | undefined {
  const v = value.trim().toLowerCase();
  return WEEKDAYS.find((d) => d === v || d.slice(0, 3) === v);
}
