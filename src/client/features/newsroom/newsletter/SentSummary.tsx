import { Link } from 'wouter';
import type { AdminEditionDetail } from '../../../../shared/newsletter';
import { buttonClasses } from '../../../components/ui/Button';
import { formatDateTime } from '../../../../shared/clock';
import { DateTime } from '../../../components/ui/DateTime';
import { formatRate } from './format';
import { SendProgress } from './SendProgress';

/** A sent edition cannot change: what went out, to how many, and how readers took it. */
export function SentSummary({ edition }: { edition: AdminEditionDetail }) {
  const stats = [
    { label: 'Recipients', value: String(edition.recipientCount) },
    { label: 'Open rate', value: formatRate(edition.openRate) },
    { label: 'Click rate', value: formatRate(edition.clickRate) },
  ];
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted">
        Sent <DateTime value={edition.sentAt} format={formatDateTime} />. Sent editions cannot be edited.
      </p>
      <dl className="grid grid-cols-3 gap-3">
        {stats.map((s) => (
          <div key={s.label} className="rounded-lg border border-rule bg-white p-4">
            <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{s.label}</dt>
            <dd className="mt-1 font-serif text-2xl font-semibold">{s.value}</dd>
          </div>
        ))}
      </dl>
      <SendProgress id={edition.id} />
      <Link href={`/newsletter/${encodeURIComponent(edition.id)}`} className={buttonClasses('outline', 'sm')}>
        View it in the archive
      </Link>
    </div>
  );
}
