/** Opening hours for the demo's businesses, by trade, as the newsroom's hours editor would store them. */
import type { DayHours, OpeningHours } from '../../../../shared/newsroom/hours';
import type { DemoBusiness } from './types';

const open = (opens: string, closes: string): DayHours => ({ closed: false, opens, closes });
const CLOSED: DayHours = { closed: true };

/** A week as businesses of each kind keep it (a bar past midnight, a garage shut on Sunday), for the demo. */
export const DEMO_HOURS: Record<DemoBusiness['category'], OpeningHours> = {
  'Food & Dining': {
    sunday: open('10:00', '15:00'),
    monday: CLOSED,
    tuesday: open('11:00', '21:00'),
    wednesday: open('11:00', '21:00'),
    thursday: open('11:00', '21:00'),
    friday: open('11:00', '23:00'),
    saturday: open('10:00', '23:00'),
  },
  Retail: {
    sunday: open('12:00', '17:00'),
    monday: open('10:00', '19:00'),
    tuesday: open('10:00', '19:00'),
    wednesday: open('10:00', '19:00'),
    thursday: open('10:00', '20:00'),
    friday: open('10:00', '20:00'),
    saturday: open('10:00', '18:00'),
  },
  Services: {
    sunday: CLOSED,
    monday: open('08:00', '18:00'),
    tuesday: open('08:00', '18:00'),
    wednesday: open('08:00', '18:00'),
    thursday: open('08:00', '18:00'),
    friday: open('08:00', '17:00'),
    saturday: open('09:00', '13:00'),
  },
  Entertainment: {
    sunday: open('16:00', '22:00'),
    monday: CLOSED,
    tuesday: CLOSED,
    wednesday: open('17:00', '23:00'),
    thursday: open('17:00', '23:00'),
    friday: open('17:00', '02:00'),
    saturday: open('15:00', '02:00'),
  },
  'Health & Wellness': {
    sunday: open('08:00', '14:00'),
    monday: open('06:00', '20:00'),
    tuesday: open('06:00', '20:00'),
    wednesday: open('06:00', '20:00'),
    thursday: open('06:00', '20:00'),
    friday: open('06:00', '19:00'),
    saturday: open('08:00', '14:00'),
  },
  Automotive: {
    sunday: CLOSED,
    monday: open('07:30', '18:00'),
    tuesday: open('07:30', '18:00'),
    wednesday: open('07:30', '18:00'),
    thursday: open('07:30', '18:00'),
    friday: open('07:30', '18:00'),
    saturday: open('08:00', '12:00'),
  },
};
