import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { X } from 'lucide-react';
import type { City } from '../../../shared/cities';
import { useSiteSettings } from '../../lib/site-settings';
import { cn } from '../../lib/cn';
import type { ArticleSummary } from '../../../shared/magazine';
import { fetchPage } from '../../lib/list-fetch';
import { useImpression, useServedAd } from './AdSlot';
import { premiumSlides, SLIDE_INTERVAL_MS, type PremiumSlide } from './premium-slides';

type Slide = PremiumSlide & { sponsored?: boolean };
const CTA =
  'mt-1 inline-flex h-10 self-start items-center rounded-md bg-white px-4 text-sm font-semibold text-ink hover:bg-stone-100';

const TWO_DAYS_MS = 2 * 24 * 60 * 60 * 1000;

/** The figures behind the carousel's claims, from the same public lists the pages read. */
function useSiteFigures() {
  const businesses = useQuery({
    queryKey: ['/api/businesses', { limit: 1, figures: true }],
    queryFn: async () => (await fetchPage<unknown>('/api/businesses?limit=1')).total,
  });
  const latest = useQuery({
    queryKey: ['/api/articles', { limit: 1, figures: true }],
    queryFn: async () => (await fetchPage<ArticleSummary>('/api/articles?limit=1')).items[0]?.publishDate ?? null,
  });
  const updatedDaily =
    latest.data === undefined
      ? undefined
      : latest.data !== null && Date.now() - new Date(latest.data).getTime() < TWO_DAYS_MS;
  return { businesses: businesses.data, updatedDaily };
}

/**
 * The premium ad carousel: 4 slides that move on every 4 s, dots that jump to a slide, and a close
 * button when `closable`. It holds still while the pointer or keyboard focus is on it, so a reader
 * can finish a slide (WCAG 2.2.2); reduced-motion readers get the change without the fade. A paid
 * campaign for the home page's content slot comes first, labelled "Sponsored".
 */
export function PremiumCarousel({ closable = true, city }: { closable?: boolean; city?: City }) {
  const [current, setCurrent] = useState(0);
  const [open, setOpen] = useState(true);
  const [paused, setPaused] = useState(false);
  const siteSlides = premiumSlides(useSiteFigures());
  const { defaultCity } = useSiteSettings();
  const ad = useServedAd({ placement: 'content', size: 'leaderboard', page: 'home', city: city ?? defaultCity });
  const slides: Slide[] = ad
    ? [
        {
          kicker: 'Sponsored',
          title: ad.title,
          text: ad.description,
          ctaText: ad.ctaText,
          href: ad.clickUrl,
          background: ad.backgroundColor,
          sponsored: true,
        },
        ...siteSlides,
      ]
    : siteSlides;
  const count = slides.length;
  const sponsoredRef = useRef<HTMLDivElement>(null);
  useImpression(sponsoredRef, ad?.token, open && current === 0);

  useEffect(() => {
    if (!open || paused) return;
    const timer = setInterval(() => setCurrent((i) => (i + 1) % count), SLIDE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [open, paused, count, current]);

  if (!open) return null;
  return (
    <section
      aria-roledescription="carousel"
      aria-label="Advertisement: premium partners"
      className="space-y-1"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <p className="text-[11px] font-semibold tracking-[0.18em] text-muted uppercase">
        {ad && current === 0 ? 'Sponsored' : 'Advertisement'}
      </p>
      <div className="relative grid overflow-hidden rounded-xl text-white shadow-sm">
        {slides.map((slide, i) => (
          <div
            key={slide.href}
            ref={slide.sponsored ? sponsoredRef : undefined}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            aria-hidden={i !== current}
            inert={i !== current}
            style={{ background: slide.background }}
            className={cn(
              'col-start-1 row-start-1 flex min-h-[220px] flex-col justify-center gap-3 px-6 py-8 pb-12 transition-opacity duration-500 motion-reduce:transition-none sm:px-10',
              i === current ? 'opacity-100' : 'pointer-events-none opacity-0',
            )}
          >
            <p className="text-xs font-semibold tracking-[0.2em] text-white/80 uppercase">{slide.kicker}</p>
            <p className="font-serif text-2xl font-bold sm:text-3xl">{slide.title}</p>
            <p className="max-w-xl text-white/90">{slide.text}</p>
            {slide.sponsored ? (
              <a href={slide.href} target="_blank" rel="noopener sponsored" className={CTA}>
                {slide.ctaText}
              </a>
            ) : (
              <Link href={slide.href} className={CTA}>
                {slide.ctaText}
              </Link>
            )}
          </div>
        ))}
        <div className="absolute inset-x-0 bottom-3 flex justify-center gap-1">
          {slides.map((slide, i) => (
            <button
              key={slide.href}
              type="button"
              aria-label={`Show slide ${i + 1}`}
              aria-current={i === current}
              onClick={() => setCurrent(i)}
              className="grid h-6 w-6 cursor-pointer place-items-center"
            >
              <span
                aria-hidden="true"
                className={cn(
                  'block h-2.5 rounded-full bg-white transition-all motion-reduce:transition-none',
                  i === current ? 'w-6' : 'w-2.5 opacity-50',
                )}
              />
            </button>
          ))}
        </div>
        {closable && (
          <button
            type="button"
            aria-label="Close advertisement"
            onClick={() => setOpen(false)}
            className="absolute top-2 right-2 grid h-8 w-8 cursor-pointer place-items-center rounded-full bg-black/30 text-white hover:bg-black/50"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </button>
        )}
      </div>
    </section>
  );
}
