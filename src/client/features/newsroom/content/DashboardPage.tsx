import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { CalendarClock, ClipboardCheck, FilePen, Newspaper, PenLine, Plus } from 'lucide-react';
import { CITIES } from '../../../../shared/cities';
import { CONTENT_KINDS, type Dashboard } from '../../../../shared/newsroom';
import { StaffPage } from '../../../components/staff/StaffLayout';
import {
  CONTENT_KIND_LABELS,
  contentEditPath,
  contentListPath,
  contentNewPath,
  isContentKind,
} from '../../../components/staff/staff-nav';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useAuth } from '../../../lib/auth';
import { readError } from '../../../lib/api';
import { useDashboard } from './api';
import { DeskLinks } from './DeskLinks';
import { DemoContentCard } from './DemoContentCard';
import { SetupChecklist } from './SetupChecklist';
import { cityName } from './kind-config';
import { formatDateTime } from '../../../../shared/clock';
import { DateTime } from '../../../components/ui/DateTime';

const PENDING_LABELS: Record<string, string> = {
  submissions: 'Submissions',
  photos: 'Photos',
  spotlights: 'Spotlight nominations',
  sports: 'Sports stories',
  writeups: 'Artist write-ups',
  ventPosts: 'Vent Room posts',
  ventComments: 'Vent Room comments',
  ads: 'Paid ads awaiting approval',
  reported: 'Reported Vent Room posts and comments',
};

/** "1 article", "3 businesses". */
const kindWord = (kind: string, count: number) => {
  if (!isContentKind(kind)) return kind;
  const labels = CONTENT_KIND_LABELS[kind];
  return (count === 1 ? labels.singular : labels.plural).toLowerCase();
};
const sum = (record: Record<string, number>) => Object.values(record).reduce((a, b) => a + b, 0);

/** /admin — what needs the newsroom today, and the way into every desk. */
export default function DashboardPage() {
  const { user } = useAuth();
  return (
    <StaffPage
      title={user?.firstName ? `Good to see you, ${user.firstName}` : 'Dashboard'}
      description="What is waiting, what is coming up, and what went out this week."
      actions={
        <>
          <Link href={contentNewPath('articles')} className={buttonClasses('primary')}>
            <PenLine className="h-4 w-4" aria-hidden="true" /> Write an article
          </Link>
          <Link href={contentNewPath('events')} className={buttonClasses('outline')}>
            <Plus className="h-4 w-4" aria-hidden="true" /> Add an event
          </Link>
        </>
      }
    >
      <DashboardBody />
      <DeskLinks />
    </StaffPage>
  );
}

function DashboardBody() {
  const { data, isPending, isError, error, refetch } = useDashboard();
  if (isPending) {
    return (
      <div role="status" aria-label="Loading the dashboard" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-28 w-full" />
        ))}
      </div>
    );
  }
  if (isError) {
    return (
      <EmptyState
        icon={Newspaper}
        title="The dashboard could not be loaded"
        action={<Button onClick={() => void refetch()}>Try again</Button>}
      >
        {readError(error, 'Check your connection and try again.').message}
      </EmptyState>
    );
  }
  const published = data.publishedThisWeek.reduce((a, r) => a + r.count, 0);
  return (
    <div className="space-y-6">
      <SetupChecklist steps={data.setup} />
      <DemoContentCard />
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <Stat label="Waiting for review" value={sum(data.pending)} href="/admin/review" icon={ClipboardCheck} />
        <Stat
          label="Drafts"
          value={sum(data.drafts)}
          href={`${contentListPath('articles')}?status=draft`}
          icon={FilePen}
        />
        <Stat label="Scheduled" value={data.scheduled.length} href="#scheduled" icon={CalendarClock} />
        <Stat label="Published this week" value={published} href="#this-week" icon={Newspaper} />
      </dl>
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title="Waiting for review" id="pending">
          <CountList
            rows={Object.entries(data.pending).map(([key, count]) => ({
              key,
              label: PENDING_LABELS[key] ?? key,
              count,
              href: '/admin/review',
            }))}
            empty="Nothing is waiting. The review desk is clear."
          />
        </Panel>
        <Panel title="Drafts" id="drafts">
          <CountList
            rows={CONTENT_KINDS.map((kind) => ({
              key: kind,
              label: CONTENT_KIND_LABELS[kind].plural,
              count: data.drafts[kind] ?? 0,
              href: `${contentListPath(kind)}?status=draft`,
            }))}
            empty="No drafts in progress."
          />
        </Panel>
        <Panel title="Scheduled" id="scheduled">
          <Scheduled rows={data.scheduled} />
        </Panel>
        <Panel title="Published this week" id="this-week">
          <ThisWeek rows={data.publishedThisWeek} />
        </Panel>
      </div>
    </div>
  );
}

function Stat({
  label,
  value,
  href,
  icon: Icon,
}: {
  label: string;
  value: number;
  href: string;
  icon: typeof Newspaper;
}) {
  return (
    <div className="relative rounded-lg border border-rule bg-white p-4 shadow-sm hover:border-brand">
      <dt className="flex items-center gap-2 text-sm font-medium text-muted">
        <Icon className="h-4 w-4 text-brand" aria-hidden="true" />
        <a href={href} className="after:absolute after:inset-0 hover:text-brand">
          {label}
        </a>
      </dt>
      <dd className="mt-2 font-serif text-4xl font-bold tabular-nums">{value}</dd>
    </div>
  );
}

function Panel({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="scroll-mt-24 rounded-lg border border-rule bg-white p-4 sm:p-5"
    >
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function CountList({
  rows,
  empty,
}: {
  rows: { key: string; label: string; count: number; href: string }[];
  empty: string;
}) {
  const shown = rows.filter((r) => r.count > 0);
  if (shown.length === 0) return <p className="text-sm text-muted">{empty}</p>;
  return (
    <ul className="divide-y divide-rule">
      {shown.map((r) => (
        <li key={r.key}>
          <Link href={r.href} className="flex items-center justify-between gap-3 py-2 hover:text-brand">
            <span>{r.label}</span>
            <span className="rounded-full bg-brand-soft px-2.5 py-0.5 text-sm font-semibold text-brand tabular-nums">
              {r.count}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Scheduled({ rows }: { rows: Dashboard['scheduled'] }) {
  if (rows.length === 0)
    return <p className="text-sm text-muted">Nothing is scheduled. Pick a future publish date to schedule a piece.</p>;
  return (
    <ul className="divide-y divide-rule">
      {rows.map((r) => (
        <li key={`${r.kind}/${r.id}`} className="py-2">
          <Link
            href={isContentKind(r.kind) ? contentEditPath(r.kind, r.id) : '/admin'}
            className="font-medium hover:text-brand hover:underline"
          >
            {r.title}
          </Link>
          <p className="text-sm text-muted">
            <DateTime value={r.publishDate} format={formatDateTime} /> ·{' '}
            {isContentKind(r.kind) ? CONTENT_KIND_LABELS[r.kind].singular : r.kind} · {cityName(r.city)}
          </p>
        </li>
      ))}
    </ul>
  );
}

function ThisWeek({ rows }: { rows: Dashboard['publishedThisWeek'] }) {
  const byCity = CITIES.map((city) => {
    const own = rows.filter((r) => r.city === city);
    return { city, total: own.reduce((a, r) => a + r.count, 0), kinds: own };
  });
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Items published in the last seven days, by city</caption>
      <thead>
        <tr className="text-left text-muted">
          <th scope="col" className="py-1 font-medium">
            City
          </th>
          <th scope="col" className="py-1 font-medium">
            What went out
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            Total
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-rule">
        {byCity.map(({ city, total, kinds }) => (
          <tr key={city}>
            <th scope="row" className="py-2 pr-2 text-left font-medium">
              {cityName(city)}
            </th>
            <td className="py-2 pr-2 text-muted">
              {kinds.length === 0 ? '—' : kinds.map((k) => `${k.count} ${kindWord(k.kind, k.count)}`).join(', ')}
            </td>
            <td className="py-2 text-right font-semibold tabular-nums">{total}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
