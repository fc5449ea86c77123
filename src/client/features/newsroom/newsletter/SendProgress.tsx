import { useEditionProgress } from './api';

const number = (n: number) => n.toLocaleString('en-US');

/** How far a sent edition has got in the mail queue: delivered, failed and still waiting, live. */
export function SendProgress({ id }: { id: string }) {
  const { data } = useEditionProgress(id);
  if (!data || data.total === 0) return null;
  const done = data.delivered + data.failed + data.suppressed;
  const percent = Math.floor((done / data.total) * 100);
  return (
    <section aria-label="Delivery" className="space-y-2 rounded-lg border border-rule bg-white p-4">
      <p className="text-sm font-semibold">
        {data.waiting > 0 ? `Sending: ${percent}% done` : 'Delivery finished'} · {number(data.delivered)} of{' '}
        {number(data.total)} delivered
      </p>
      <div
        role="progressbar"
        aria-label="Copies handed to the mail server"
        aria-valuemin={0}
        aria-valuemax={data.total}
        aria-valuenow={done}
        className="h-2 overflow-hidden rounded-full bg-stone-200"
      >
        <div className="h-full bg-brand" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-muted">
        {number(data.waiting)} waiting · {number(data.failed)} failed · {number(data.suppressed)} not sent (bounced or
        complained before)
      </p>
    </section>
  );
}
