import { useEffect, useState, type Ref } from 'react';
import { X } from 'lucide-react';
import { uploadSrcSet } from '../../../shared/newsroom/images';
import { cn } from '../../lib/cn';
import { MOBILE_AD_HIDE_MS, type AdContent, type AdSize } from './ad-content';

// Each size keeps the proportions of its IAB namesake while flexing to the space it is given.
const FRAME: Record<AdSize, string> = {
  leaderboard: 'w-full min-h-[90px] flex-col gap-3 p-4 sm:flex-row sm:items-center sm:gap-5 sm:px-6',
  rectangle: 'mx-auto w-full max-w-[300px] min-h-[250px] flex-col gap-3 p-5',
  skyscraper: 'mx-auto w-full max-w-[160px] min-h-[600px] flex-col gap-4 p-4 text-center',
  mobile: 'w-full min-h-[50px] items-center gap-3 py-2 pr-12 pl-3',
  square: 'mx-auto w-full max-w-[250px] aspect-square flex-col justify-center gap-3 p-5',
};
const IMAGE: Record<AdSize, string> = {
  leaderboard: 'hidden h-16 w-16 sm:block',
  rectangle: 'h-24 w-full',
  skyscraper: 'h-40 w-full',
  mobile: 'h-10 w-10',
  square: 'h-20 w-20',
};

/** The picture's shown width per size, for the browser to pick a web size from srcset. */
const IMAGE_SIZES: Record<AdSize, string> = {
  leaderboard: '64px',
  rectangle: '300px',
  skyscraper: '160px',
  mobile: '40px',
  square: '80px',
};
const isSitePath = (url: string) => url.startsWith('/') && !url.startsWith('//');

interface AdBannerProps {
  ad: AdContent;
  size: AdSize;
  dismissible?: boolean;
  className?: string;
  /** A paid campaign's banner says "Sponsored"; the site's own house ads say "Advertisement". */
  sponsored?: boolean;
  /** The banner's outer element (the impression observer watches it). */
  rootRef?: Ref<HTMLElement>;
}

/**
 * One ad, labelled "Advertisement" (or "Sponsored" for a paid campaign) and set apart by its own
 * colour. The whole banner links to the target in a new tab (noopener, marked sponsored). A
 * dismissible mobile ad also leaves by itself.
 */
export function AdBanner({ ad, size, dismissible = false, className, sponsored = false, rootRef }: AdBannerProps) {
  const [visible, setVisible] = useState(true);
  const [broken, setBroken] = useState<string | null>(null);
  // Pictures come from the site (the page's CSP allows no other); an older campaign's picture from
  // elsewhere, or one that fails to load, leaves the text-only banner rather than a broken image.
  const image = ad.imageUrl && isSitePath(ad.imageUrl) && ad.imageUrl !== broken ? ad.imageUrl : null;

  useEffect(() => {
    if (size !== 'mobile' || !dismissible) return;
    const timer = setTimeout(() => setVisible(false), MOBILE_AD_HIDE_MS);
    return () => clearTimeout(timer);
  }, [size, dismissible]);

  if (!visible) return null;
  const compact = size === 'mobile';
  return (
    // Named by its title as well, so two ads on one page are two distinct landmarks.
    <aside
      ref={rootRef}
      aria-label={`${sponsored ? 'Sponsored' : 'Advertisement'}: ${ad.title}`}
      data-ad-size={size}
      className={cn('space-y-1', className)}
    >
      <p className={cn('text-[11px] font-semibold tracking-[0.18em] text-muted uppercase', compact && 'sr-only')}>
        {sponsored ? 'Sponsored' : 'Advertisement'}
      </p>
      <div
        style={{ backgroundColor: ad.backgroundColor }}
        className={cn(
          'group relative flex overflow-hidden rounded-lg text-white shadow-sm ring-1 ring-black/10',
          FRAME[size],
        )}
      >
        {image && (
          <img
            src={image}
            srcSet={uploadSrcSet(image, 'image/webp') ?? undefined}
            sizes={uploadSrcSet(image, 'image/webp') ? IMAGE_SIZES[size] : undefined}
            alt={ad.title}
            loading="lazy"
            width={160}
            height={160}
            onError={() => setBroken(image)}
            className={cn('shrink-0 rounded object-cover', IMAGE[size])}
          />
        )}
        <div className={cn('min-w-0 flex-1', compact ? 'flex items-center gap-2' : 'space-y-1')}>
          {compact && (
            <span
              aria-hidden="true"
              className="shrink-0 rounded bg-white/20 px-1.5 py-0.5 text-[10px] font-semibold uppercase"
            >
              {sponsored ? 'Sponsored' : 'Ad'}
            </span>
          )}
          <p className={cn('font-serif leading-tight font-bold', compact ? 'truncate text-sm' : 'text-xl')}>
            {ad.title}
          </p>
          {!compact && <p className="text-sm text-white/85">{ad.description}</p>}
        </div>
        <a
          href={ad.targetUrl}
          target="_blank"
          rel="noopener sponsored"
          className={cn(
            'inline-flex shrink-0 items-center justify-center rounded-md bg-white font-semibold text-ink group-hover:bg-stone-100',
            'after:absolute after:inset-0', // the whole banner is the link's click target
            compact ? 'h-8 px-3 text-xs' : 'h-10 px-4 text-sm',
          )}
        >
          {ad.ctaText}
        </a>
        {dismissible && (
          <button
            type="button"
            aria-label="Dismiss advertisement"
            onClick={() => setVisible(false)}
            className="absolute top-1.5 right-1.5 z-10 grid h-8 w-8 place-items-center rounded-full bg-black/30 text-white hover:bg-black/50"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </button>
        )}
      </div>
    </aside>
  );
}
