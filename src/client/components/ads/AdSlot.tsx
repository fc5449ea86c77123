import { useEffect, useRef, useState, type RefObject } from 'react';
import type { AdCampaignSize, AdPlacement } from '../../../shared/ad-campaigns';
import type { ServedAd } from '../../../shared/ad-serving';
import type { City } from '../../../shared/cities';
import { usePageCity } from '../../lib/use-city';
import { AdBanner } from './AdBanner';
import type { AdContent } from './ad-content';

export interface SlotRequest {
  placement: AdPlacement;
  size: AdCampaignSize;
  /** The page's target key: home, articles, businesses, events. */
  page: string;
  city: City;
}

/**
 * Asks /api/ads for a paid banner once the page runs in the browser (a server-rendered page shows
 * the house ad, so every reader gets a fresh choice and the frequency cap holds). Null: house ad.
 */
export function useServedAd({ placement, size, page, city }: SlotRequest): ServedAd | null {
  const [ad, setAd] = useState<ServedAd | null>(null);
  useEffect(() => {
    let live = true;
    const query = new URLSearchParams({ placement, size, page, city });
    fetch(`/api/ads?${query}`, { credentials: 'same-origin' })
      .then((res) => (res.ok ? (res.json() as Promise<{ ad: ServedAd | null }>) : { ad: null }))
      .then((body) => live && setAd(body.ad))
      .catch(() => live && setAd(null));
    return () => {
      live = false;
    };
  }, [placement, size, page, city]);
  return ad;
}

const whenIdle = (work: () => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(work, 200);
  return () => clearTimeout(id);
};

/** Counts the banner as seen (half visible for a second); the observer's code loads when the browser is idle. */
export function useImpression(ref: RefObject<Element | null>, token: string | null | undefined, active = true) {
  useEffect(() => {
    if (!token || !active) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const cancelIdle = whenIdle(() => {
      void import('./impression-observer').then(({ watchImpression }) => {
        if (!cancelled && ref.current) stop = watchImpression(ref.current, token);
      });
    });
    return () => {
      cancelled = true;
      cancelIdle();
      stop?.();
    };
  }, [ref, token, active]);
}

/** A paid banner as the banner component shows it: its link is our click counter. */
export const servedContent = (ad: ServedAd): AdContent => ({
  title: ad.title,
  description: ad.description,
  ctaText: ad.ctaText,
  targetUrl: ad.clickUrl,
  backgroundColor: ad.backgroundColor,
  imageUrl: ad.imageUrl,
});

interface AdSlotProps {
  placement: AdPlacement;
  size: AdCampaignSize;
  page: string;
  /** The page's city; by default the one in the address (or the default city). */
  city?: City;
  /** What the slot shows when no paid campaign fills it. */
  house: AdContent;
  dismissible?: boolean;
  className?: string;
}

/** A banner slot of the site: a paid campaign's banner, labelled "Sponsored", or the house ad. */
export function AdSlot({ placement, size, page, city, house, dismissible, className }: AdSlotProps) {
  const pageCity = usePageCity();
  const ad = useServedAd({ placement, size, page, city: city ?? pageCity });
  const ref = useRef<HTMLElement>(null);
  useImpression(ref, ad?.token);
  return (
    <AdBanner
      key={ad?.id ?? 'house'}
      rootRef={ref}
      ad={ad ? servedContent(ad) : house}
      sponsored={Boolean(ad)}
      size={size}
      dismissible={dismissible}
      className={className}
    />
  );
}
