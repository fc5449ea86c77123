import { CITY_LABELS, isCity } from '../../../../shared/cities';
import { useBouncedSubscribers } from './api';
import { formatDateTime } from '../../../../shared/clock';
import { DateTime } from '../../../components/ui/DateTime';

const REASONS = { hard_bounce: 'Bounced for good', complaint: 'Marked as spam' } as const;

/** Subscribers the mail provider reported: no mail goes to them any more (the newsletter desk shows why). */
export function BouncedList() {
  const { data } = useBouncedSubscribers();
  if (!data) return null;
  return (
    <section aria-labelledby="bounced-heading" className="space-y-3">
      <h2 id="bounced-heading" className="font-serif text-xl font-semibold">
        Bounced and complaining subscribers
      </h2>
      {data.length === 0 ? (
        <p className="text-sm text-muted">No address has bounced or complained.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-xs tracking-wide text-muted uppercase">
              <tr>
                <th className="py-2 pr-4">Address</th>
                <th className="py-2 pr-4">Edition</th>
                <th className="py-2 pr-4">Reported</th>
                <th className="py-2 pr-4">What the mail provider said</th>
              </tr>
            </thead>
            <tbody>
              {data.map((s) => (
                <tr key={s.email} className="border-t border-rule">
                  <td className="py-2 pr-4 break-all">{s.email}</td>
                  <td className="py-2 pr-4">{isCity(s.city) ? CITY_LABELS[s.city] : ''}</td>
                  <td className="py-2 pr-4">
                    {REASONS[s.reason]}, <DateTime value={s.reportedAt} format={formatDateTime} />
                  </td>
                  <td className="py-2 pr-4 text-muted">{s.detail ?? s.provider}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
