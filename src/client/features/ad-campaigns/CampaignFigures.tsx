import { useState } from 'react';
import { BarChart3, Download } from 'lucide-react';
import { formatUsd, type CampaignView } from '../../../shared/ad-campaigns';
import { buttonClasses } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { selectClasses } from '../../components/ui/Input';
import { Skeleton } from '../../components/ui/Skeleton';
import { statsBase, useCampaignStats, type StatsScope } from './api';
import { StatsChart, type ChartSeries } from './StatsChart';

const TRAFFIC: ChartSeries[] = [
  { label: 'Impressions', key: 'impressions', color: '#1e3a8a' },
  { label: 'Clicks', key: 'clicks', color: '#7a1428', right: true },
];
const SPEND: ChartSeries[] = [{ label: 'Spend ($)', key: 'spend', color: '#166534' }];

const cell = 'px-3 py-2 text-right tabular-nums';

/** Per campaign (a table), then per day for one campaign (charts, a table, CSV). */
export function CampaignFigures({ scope, campaigns }: { scope: StatsScope; campaigns: CampaignView[] }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const id = chosen ?? campaigns[0]?.id ?? null;
  const stats = useCampaignStats(scope, id);
  if (!campaigns.length)
    return (
      <EmptyState icon={BarChart3} title="No campaigns yet">
        Figures appear here once a campaign runs.
      </EmptyState>
    );
  return (
    <div className="space-y-8">
      <section aria-labelledby="per-campaign" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="per-campaign" className="font-serif text-xl font-bold">
            Per campaign
          </h2>
          {scope === 'admin' && (
            <a href="/api/admin/ad-campaigns/report.csv" download className={buttonClasses('outline', 'sm')}>
              <Download className="h-4 w-4" aria-hidden="true" /> Download CSV
            </a>
          )}
        </div>
        <div className="overflow-x-auto rounded-lg border border-rule bg-white">
          <table className="w-full min-w-[560px] text-sm">
            <thead className="bg-paper text-left text-muted">
              <tr>
                <th className="px-3 py-2">Campaign</th>
                <th className={cell}>Impressions</th>
                <th className={cell}>Clicks</th>
                <th className={cell}>CTR</th>
                <th className={cell}>Spend</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-rule">
              {campaigns.map((c) => (
                <tr key={c.id}>
                  <th scope="row" className="px-3 py-2 text-left font-semibold">
                    {c.title}
                  </th>
                  <td className={cell}>{c.impressions}</td>
                  <td className={cell}>{c.clicks}</td>
                  <td className={cell}>{c.ctr}%</td>
                  <td className={cell}>{formatUsd(c.spend)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="per-day" className="space-y-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="per-day" className="font-serif text-xl font-bold">
              Per day
            </h2>
            <label className="mt-2 block text-sm font-semibold" htmlFor="figures-campaign">
              Campaign
            </label>
            <select
              id="figures-campaign"
              className={`${selectClasses} mt-1 max-w-xs`}
              value={id ?? ''}
              onChange={(e) => setChosen(e.target.value)}
            >
              {campaigns.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.title}
                </option>
              ))}
            </select>
          </div>
          {id && stats.data && (
            <a
              href={`${statsBase(scope, id)}/stats.csv?from=${stats.data.from}&to=${stats.data.to}`}
              download
              className={buttonClasses('outline', 'sm')}
            >
              <Download className="h-4 w-4" aria-hidden="true" /> Daily CSV
            </a>
          )}
        </div>
        {stats.isLoading && <Skeleton className="h-60 w-full" />}
        {stats.isError && (
          <p role="alert" className="text-red-700">
            The figures could not be loaded. Please try again.
          </p>
        )}
        {stats.data && (
          <>
            <dl aria-label="Totals" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {(
                [
                  ['Impressions', String(stats.data.totals.impressions)],
                  ['Clicks', String(stats.data.totals.clicks)],
                  ['CTR', `${stats.data.totals.ctr}%`],
                  ['Spend', formatUsd(stats.data.totals.spend)],
                ] as const
              ).map(([label, value]) => (
                <div key={label} className="rounded-lg border border-rule bg-white p-4">
                  <dt className="text-sm text-muted">{label}</dt>
                  <dd className="text-2xl font-bold tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
            <div className="grid gap-6 lg:grid-cols-2">
              <figure className="rounded-lg border border-rule bg-white p-4">
                <figcaption className="mb-2 text-sm font-semibold">Impressions and clicks per day</figcaption>
                <StatsChart stats={stats.data} series={TRAFFIC} label="Impressions and clicks per day" />
              </figure>
              <figure className="rounded-lg border border-rule bg-white p-4">
                <figcaption className="mb-2 text-sm font-semibold">Spend per day</figcaption>
                <StatsChart stats={stats.data} series={SPEND} label="Spend per day" />
              </figure>
            </div>
            <div className="overflow-x-auto rounded-lg border border-rule bg-white">
              <table aria-label="Figures per day" className="w-full min-w-[480px] text-sm">
                <thead className="bg-paper text-left text-muted">
                  <tr>
                    <th className="px-3 py-2">Date</th>
                    <th className={cell}>Impressions</th>
                    <th className={cell}>Clicks</th>
                    <th className={cell}>CTR</th>
                    <th className={cell}>Spend</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-rule">
                  {stats.data.days.map((d) => (
                    <tr key={d.day}>
                      <th scope="row" className="px-3 py-2 text-left font-medium">
                        {d.day}
                      </th>
                      <td className={cell}>{d.impressions}</td>
                      <td className={cell}>{d.clicks}</td>
                      <td className={cell}>{d.ctr}%</td>
                      <td className={cell}>{formatUsd(d.spend)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </section>
    </div>
  );
}
