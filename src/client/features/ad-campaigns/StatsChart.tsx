import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { CampaignStats } from '../../../shared/ad-campaigns';

export interface ChartSeries {
  label: string;
  key: 'impressions' | 'clicks' | 'spend' | 'ctr';
  color: string;
  /** Series on the right-hand axis (a different scale). */
  right?: boolean;
}

const HEIGHT = 240;
const DAY_S = 86_400;

/** A daily line chart (uPlot, loaded only with the admin and advertiser pages). */
export function StatsChart({ stats, series, label }: { stats: CampaignStats; series: ChartSeries[]; label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const xs = stats.days.map((d) => Date.parse(`${d.day}T12:00:00Z`) / 1000);
    const data: uPlot.AlignedData = [xs, ...series.map((s) => stats.days.map((d) => d[s.key]))];
    const right = series.find((s) => s.right);
    const plot = new uPlot(
      {
        width: Math.max(el.clientWidth, 280),
        height: HEIGHT,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'UTC'),
        scales: { x: { time: true }, ...(right ? { right: { auto: true } } : {}) },
        series: [
          {},
          ...series.map((s) => ({
            label: s.label,
            stroke: s.color,
            width: 2,
            points: { show: stats.days.length <= 31 },
            ...(s.right ? { scale: 'right' } : {}),
          })),
        ],
        // One tick per day (or per week on long ranges), labelled month/day.
        axes: [
          { incrs: [DAY_S, 7 * DAY_S, 30 * DAY_S], values: '{M}/{D}' },
          {},
          ...(right ? [{ scale: 'right', side: 1 as const, grid: { show: false } }] : []),
        ],
      },
      data,
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(el.clientWidth, 280), height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [stats, series]);
  return <div ref={ref} role="img" aria-label={label} className="w-full overflow-hidden" />;
}
