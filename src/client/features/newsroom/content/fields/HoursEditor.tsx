import { WEEKDAYS, type DayHours, type OpeningHours } from '../../../../../shared/newsroom';
import { inputClasses } from '../../../../components/ui/Input';
import { Button } from '../../../../components/ui/Button';

const DAY_NAMES: Record<(typeof WEEKDAYS)[number], string> = {
  sunday: 'Sunday',
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
};

const OPEN_DAY: DayHours = { closed: false, opens: '09:00', closes: '17:00' };

/** A usual week: open 9 to 5 on weekdays, closed at the weekend; the editor adjusts from there. */
export function defaultWeek(): OpeningHours {
  return Object.fromEntries(
    WEEKDAYS.map((d) => [d, d === 'sunday' || d === 'saturday' ? { closed: true } : { ...OPEN_DAY }]),
  ) as OpeningHours;
}

interface HoursEditorProps {
  value: OpeningHours | null | undefined;
  onChange: (hours: OpeningHours | null) => void;
  errors?: Partial<Record<string, { opens?: { message?: string }; closes?: { message?: string } }>>;
}

/** Opening hours per weekday: open with its times, or closed; or not known at all. */
export function HoursEditor({ value, onChange, errors }: HoursEditorProps) {
  if (!value) {
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-md border border-dashed border-stone-300 p-4 text-sm text-muted">
        Opening hours are not known yet.
        <Button variant="outline" size="sm" onClick={() => onChange(defaultWeek())}>
          Add opening hours
        </Button>
      </div>
    );
  }
  const setDay = (day: (typeof WEEKDAYS)[number], hours: DayHours) => onChange({ ...value, [day]: hours });
  return (
    <div className="space-y-2">
      <table className="w-full text-sm">
        <caption className="sr-only">Opening hours</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Open</th>
            <th scope="col">Opens</th>
            <th scope="col">Closes</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-rule">
          {WEEKDAYS.map((day) => {
            const hours = value[day];
            const dayError = errors?.[day];
            return (
              <tr key={day} className="align-top">
                <th scope="row" className="w-28 py-2 pr-2 text-left font-medium">
                  {DAY_NAMES[day]}
                </th>
                <td className="py-2 pr-3">
                  <label className="inline-flex min-h-9 items-center gap-2">
                    <input
                      type="checkbox"
                      className="h-4 w-4 accent-brand"
                      checked={!hours.closed}
                      onChange={(e) => setDay(day, e.target.checked ? { ...OPEN_DAY } : { closed: true })}
                    />
                    Open<span className="sr-only"> on {DAY_NAMES[day]}</span>
                  </label>
                </td>
                {hours.closed ? (
                  <td colSpan={2} className="py-2 text-muted">
                    Closed
                  </td>
                ) : (
                  <>
                    <td className="py-2 pr-2">
                      <input
                        type="time"
                        aria-label={`${DAY_NAMES[day]} opens`}
                        className={`${inputClasses} h-9 py-1 text-sm`}
                        value={hours.opens}
                        onChange={(e) => setDay(day, { ...hours, opens: e.target.value })}
                      />
                      {dayError?.opens?.message && (
                        <p className="mt-1 text-xs text-red-700">{dayError.opens.message}</p>
                      )}
                    </td>
                    <td className="py-2">
                      <input
                        type="time"
                        aria-label={`${DAY_NAMES[day]} closes`}
                        className={`${inputClasses} h-9 py-1 text-sm`}
                        value={hours.closes}
                        onChange={(e) => setDay(day, { ...hours, closes: e.target.value })}
                      />
                      {dayError?.closes?.message && (
                        <p className="mt-1 text-xs text-red-700">{dayError.closes.message}</p>
                      )}
                    </td>
                  </>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="text-xs text-muted">A closing time before the opening time means after midnight.</p>
      <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
        Remove opening hours
      </Button>
    </div>
  );
}
