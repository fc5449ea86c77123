/** Business opening hours, one entry per weekday (Sunday first), closed days included. */
import { z } from 'zod';
import { WEEKDAYS, type Weekday } from '../weekdays';

/** "09:00", "17:30": 24-hour local time of the business's city. */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
const timeOfDay = (label: string) =>
  z.string({ error: `${label} is required` }).regex(TIME_OF_DAY, `${label} must be a time like 09:00 or 17:30`);

export const dayHoursSchema = z.discriminatedUnion('closed', [
  z.object({ closed: z.literal(true) }),
  z.object({ closed: z.literal(false), opens: timeOfDay('Opening time'), closes: timeOfDay('Closing time') }),
]);
export type DayHours = z.infer<typeof dayHoursSchema>;

/**
 * Every weekday must be present. A closing time earlier than the opening time means "after midnight"
 * (a bar open 18:00-02:00), so it is allowed; equal times are not.
 */
export const openingHoursSchema = z
  .object(Object.fromEntries(WEEKDAYS.map((d) => [d, dayHoursSchema])) as Record<Weekday, typeof dayHoursSchema>)
  .superRefine((hours, ctx) => {
    for (const day of WEEKDAYS) {
      const h = hours[day];
      if (!h.closed && h.opens === h.closes) {
        ctx.addIssue({ code: 'custom', path: [day, 'closes'], message: 'Closing time must differ from opening time' });
      }
    }
  });
export type OpeningHours = z.infer<typeof openingHoursSchema>;
export { WEEKDAYS };
