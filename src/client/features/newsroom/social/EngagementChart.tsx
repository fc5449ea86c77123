import { useQuery } from '@tanstack/react-query';
import type { SocialEngagementView } from '../../../../shared/social-contract';
import { CITY_LABELS } from '../../../../shared/cities';
import { apiRequest } from '../../../lib/api';
import { formatMonthDay } from '../../../../shared/clock';

const W = 600;
const H = 160;
const PAD = 24;

function useCityEngagement(city: string) {
  return useQuery({
    queryKey: ['/api/admin/social', 'engagement', city],
    queryFn: async () =>
      (await (
        await apiRequest('GET', `/api/admin/social/engagement?city=${encodeURIComponent(city)}`)
      ).json()) as SocialEngagementView,
  });
}

/** The last 30 days of a city's engagement as bars (likes, reposts and replies per day), with the same figures in a table for screen readers. */
export function EngagementChart({ city }: { city: string }) {
  const engagement = useCityEngagement(city);
  const days = engagement.data?.days ?? [];
  const cityName = CITY_LABELS[city as keyof typeof CITY_LABELS] ?? city;
  const title = `Engagement in ${cityName}, last 30 days`;
  const totals = days.map((d) => d.likes + d.reposts + d.replies);
  const max = Math.max(1, ...totals);
  const step = days.length ? (W - PAD) / days.length : 0;
  return (
    <section aria-labelledby={`engagement-${city}`} className="space-y-2">
      <h2 id={`engagement-${city}`} className="font-serif text-xl">
        Engagement
      </h2>
      {engagement.isError && <p role="alert">The engagement figures could not be loaded.</p>}
      {days.length > 0 && (
        <>
          <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full max-w-2xl" role="img" aria-label={title}>
            <title>{title}</title>
            <line x1={PAD} y1={H - PAD} x2={W} y2={H - PAD} stroke="currentColor" strokeWidth="1" />
            <text x={0} y={12} fontSize="10" fill="currentColor">
              {max}
            </text>
            <text x={0} y={H - PAD} fontSize="10" fill="currentColor">
              0
            </text>
            {days.map((d, i) => {
              const h = ((totals[i] ?? 0) / max) * (H - PAD * 2);
              return (
                <rect
                  key={d.day}
                  x={PAD + i * step + 1}
                  y={H - PAD - h}
                  width={Math.max(1, step - 2)}
                  height={h}
                  fill="currentColor"
                  className="text-brand"
                />
              );
            })}
            <text x={PAD} y={H - 6} fontSize="10" fill="currentColor">
              {formatMonthDay(days[0]?.day ?? '')}
            </text>
            <text x={W} y={H - 6} fontSize="10" fill="currentColor" textAnchor="end">
              {formatMonthDay(days[days.length - 1]?.day ?? '')}
            </text>
          </svg>
          <p className="text-sm">Bars: likes, reposts and replies together for posts sent each day.</p>
          <table className="sr-only">
            <caption>{title}</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Posts</th>
                <th scope="col">Likes</th>
                <th scope="col">Reposts</th>
                <th scope="col">Replies</th>
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.day}>
                  <th scope="row">{formatMonthDay(d.day)}</th>
                  <td>{d.posts}</td>
                  <td>{d.likes}</td>
                  <td>{d.reposts}</td>
                  <td>{d.replies}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
