import { useRef, useState } from 'react';
import { CITIES, CITY_LABELS, type City } from '../../../../shared/cities';
import type { SocialPostView } from '../../../../shared/social-contract';
import { Button } from '../../../components/ui/Button';
import { selectClasses } from '../../../components/ui/Input';
import { Label } from '../../../components/ui/Label';
import { readError } from '../../../lib/api';
import { useSocialPosts, usePostAction } from './api';
import { EngagementChart } from './EngagementChart';
import { CalendarPost, MOVABLE, postTime } from './CalendarPost';
import { type CalendarView, dayKey, onDayKeepingTime, periodLabel, shiftAnchor, visibleDays } from './calendar-dates';
import { formatDateTime, formatWeekdayLong, formatWeekdayShort } from '../../../../shared/clock';
import { DateTime } from '../../../components/ui/DateTime';

/** A week or month of one city's posts, then the city's engagement; drag a post to another day (or use "Move to…") to reschedule it. */
export function SocialCalendar({ initialCity, today = new Date() }: { initialCity?: string; today?: Date }) {
  const [city, setCity] = useState<City>(
    (CITIES as readonly string[]).includes(initialCity ?? '') ? (initialCity as City) : CITIES[0],
  );
  const [view, setView] = useState<CalendarView>('week');
  const [anchor, setAnchor] = useState(today);
  const [message, setMessage] = useState<{ text: string; refused: boolean } | null>(null);
  const [target, setTarget] = useState<string | null>(null);
  const dragged = useRef<SocialPostView | null>(null);
  const days = visibleDays(view, anchor);
  const end = days[days.length - 1] ?? anchor;
  const posts = useSocialPosts({
    city,
    from: (days[0] ?? anchor).toISOString(),
    to: new Date(end.getFullYear(), end.getMonth(), end.getDate() + 1).toISOString(),
  });
  const act = usePostAction();
  const byDay = new Map<string, SocialPostView[]>();
  for (const p of posts.data ?? []) {
    const time = postTime(p);
    if (!time) continue;
    const key = dayKey(time);
    byDay.set(key, [...(byDay.get(key) ?? []), p]);
  }
  for (const list of byDay.values()) list.sort((a, b) => (postTime(a)?.getTime() ?? 0) - (postTime(b)?.getTime() ?? 0));

  const move = (post: SocialPostView, to: Date) => {
    setMessage(null);
    act.mutate(
      { id: post.id, action: 'schedule', body: { scheduledFor: to.toISOString() } },
      {
        onSuccess: () =>
          setMessage({
            text: `Moved to ${formatDateTime(to)}.`,
            refused: false,
          }),
        onError: (err) =>
          setMessage({
            text: readError(err, 'The post could not be moved. Try again.').message,
            refused: true,
          }),
      },
    );
  };
  const dropOn = (key: string) => {
    const post = dragged.current;
    dragged.current = null;
    setTarget(null);
    const time = post && postTime(post);
    if (!post || !time || !MOVABLE.has(post.status) || dayKey(time) === key) return;
    move(post, onDayKeepingTime(key, time));
  };
  const todayKey = dayKey(today);
  const label = periodLabel(view, days, anchor);

  return (
    <>
      <section aria-labelledby="social-calendar" className="space-y-3">
        <h2 id="social-calendar" className="font-serif text-xl">
          Calendar
        </h2>
        <div className="flex flex-wrap items-end gap-3">
          <div className="space-y-1.5">
            <Label htmlFor="calendar-city">City</Label>
            <select
              id="calendar-city"
              className={selectClasses}
              value={city}
              onChange={(e) => setCity(e.target.value as City)}
            >
              {CITIES.map((c) => (
                <option key={c} value={c}>
                  {CITY_LABELS[c]}
                </option>
              ))}
            </select>
          </div>
          <div role="group" aria-label="Calendar view" className="flex gap-1">
            {(['week', 'month'] as const).map((v) => (
              <Button
                key={v}
                size="sm"
                variant={view === v ? 'primary' : 'outline'}
                aria-pressed={view === v}
                onClick={() => setView(v)}
              >
                {v === 'week' ? 'Week' : 'Month'}
              </Button>
            ))}
          </div>
          <div className="flex gap-1">
            <Button size="sm" variant="outline" onClick={() => setAnchor(shiftAnchor(view, anchor, -1))}>
              Previous {view}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setAnchor(today)}>
              Today
            </Button>
            <Button size="sm" variant="outline" onClick={() => setAnchor(shiftAnchor(view, anchor, 1))}>
              Next {view}
            </Button>
          </div>
        </div>
        <h3 className="font-semibold" aria-live="polite">
          {label}
        </h3>
        {message && (
          <p role={message.refused ? 'alert' : 'status'} className={message.refused ? 'text-red-700' : ''}>
            {message.text}
          </p>
        )}
        <ol aria-label={`${label}, ${CITY_LABELS[city]}`} className="grid gap-1 sm:grid-cols-7">
          {days.map((day) => {
            const key = dayKey(day);
            const list = byDay.get(key) ?? [];
            const outside = view === 'month' && day.getMonth() !== anchor.getMonth();
            return (
              <li
                key={key}
                data-testid={`day-${key}`}
                aria-label={formatWeekdayLong(key)}
                className={`min-h-16 min-w-0 rounded border p-1 ${target === key ? 'border-ink bg-paper' : 'border-rule'} ${
                  list.length === 0 ? 'max-sm:hidden' : ''
                } ${outside ? 'opacity-70' : ''}`}
                onDragOver={(e) => {
                  e.preventDefault();
                  if (target !== key) setTarget(key);
                }}
                onDragLeave={() => setTarget((t) => (t === key ? null : t))}
                onDrop={(e) => {
                  e.preventDefault();
                  dropOn(key);
                }}
              >
                <p className={`text-xs ${key === todayKey ? 'font-bold' : ''}`}>
                  <DateTime value={key} format={formatWeekdayShort} />
                  {key === todayKey ? ' · Today' : ''}
                </p>
                <div className="space-y-1">
                  {list.map((p) => (
                    <CalendarPost
                      key={`${p.id}-${p.status}-${p.scheduledFor}`}
                      post={p}
                      onMove={move}
                      onDragStart={(post) => (dragged.current = post)}
                    />
                  ))}
                </div>
              </li>
            );
          })}
        </ol>
        {posts.data && byDay.size === 0 && (
          <p>
            No posts for {CITY_LABELS[city]} in this {view}.
          </p>
        )}
      </section>
      <EngagementChart city={city} />
    </>
  );
}
