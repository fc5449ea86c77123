import { useState } from 'react';
import { ImageIcon } from 'lucide-react';
import { uploadSrcSet } from '../../../shared/newsroom/images';
import { cn } from '../../lib/cn';

export type Ratio = 'video' | 'wide' | 'photo' | 'square';

// Each ratio with the intrinsic size handed to <img>, so the browser reserves the box before
// the picture arrives (no layout shift) even where CSS aspect-ratio is missing.
const RATIOS: Record<Ratio, { box: string; width: number; height: number }> = {
  video: { box: 'aspect-[16/9]', width: 1280, height: 720 },
  wide: { box: 'aspect-[2/1]', width: 1200, height: 600 },
  photo: { box: 'aspect-[3/2]', width: 900, height: 600 },
  square: { box: 'aspect-square', width: 600, height: 600 },
};

interface CoverImageProps {
  src: string | null | undefined;
  alt: string;
  ratio?: Ratio;
  /** Above the fold (hero, detail page): load at once; everything else waits until scrolled near. */
  eager?: boolean;
  className?: string;
  /** How wide the picture is shown, for the browser to pick a web size of an upload. */
  sizes?: string;
}

/**
 * A picture in a fixed-ratio frame; a missing or broken one becomes a quiet drawn placeholder.
 * Uploaded images come in web sizes (WebP with a JPEG fallback), offered through srcset.
 */
export function CoverImage({
  src,
  alt,
  ratio = 'photo',
  eager = false,
  className,
  sizes = '(min-width: 1024px) 33vw, 100vw',
}: CoverImageProps) {
  const [broken, setBroken] = useState(false);
  const { box, width, height } = RATIOS[ratio];
  const usable = Boolean(src?.trim()) && !broken;
  const webp = uploadSrcSet(src, 'image/webp');
  const jpeg = uploadSrcSet(src, 'image/jpeg');
  return (
    <div className={cn('relative overflow-hidden bg-brand-soft', box, className)}>
      {usable ? (
        <picture>
          {webp && <source type="image/webp" srcSet={webp} sizes={sizes} />}
          <img
            src={src ?? undefined}
            srcSet={jpeg ?? undefined}
            sizes={jpeg ? sizes : undefined}
            alt={alt}
            width={width}
            height={height}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : undefined}
            decoding="async"
            onError={() => setBroken(true)}
            className="absolute inset-0 h-full w-full object-cover"
          />
        </picture>
      ) : (
        <div
          {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
          className="absolute inset-0 grid place-items-center bg-gradient-to-br from-brand-soft to-rose-100"
        >
          <ImageIcon className="h-10 w-10 text-brand/40" aria-hidden="true" />
        </div>
      )}
    </div>
  );
}
