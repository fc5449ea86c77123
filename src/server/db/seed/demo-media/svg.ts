import { PALETTES, type DemoKind } from './palettes';
import { createRandom, hashString } from './random';
import { el, linearGradient } from './svg-kit';
import type { Motif } from './motifs/scene';
import { landscape, skyline } from './motifs/city';
import { neighbourhood, storefront } from './motifs/street';
import { festival, portrait } from './motifs/people';
import { bauhaus, brushwork, priceTag, textile } from './motifs/abstract';
import { stadium } from './motifs/stadium';
import { SUBJECT_MOTIFS, subjectOf } from './themes';

const MOTIFS: Record<DemoKind, Motif> = {
  article: skyline,
  photo: landscape,
  business: storefront,
  resource: neighbourhood,
  event: festival,
  spotlight: portrait,
  avatar: portrait,
  artist: brushwork,
  gallery: bauhaus,
  fashion: textile,
  deal: priceTag,
  sports: stadium,
};

/** Square kinds are shown as profile pictures and gallery tiles; the rest are 16:10 card images. */
export function demoImageSize(kind: DemoKind): { width: number; height: number } {
  return kind === 'avatar' || kind === 'gallery' ? { width: 750, height: 750 } : { width: 1200, height: 750 };
}

/**
 * A deterministic illustration for one demo item: the subject named at the start of the slug
 * ("bakery--...", see themes.ts) or else the kind chooses the motif, the kind the colour family,
 * and the slug everything else (hue, layout, counts). Finished with a paper grain and a soft vignette
 * so the pictures read as printed illustrations rather than flat vector art.
 */
export function renderDemoSvg(kind: DemoKind, slug: string): string {
  const { width: w, height: h } = demoImageSize(kind);
  const r = createRandom(`${kind}/${slug}`);
  const p = r.pick(PALETTES[kind]);
  const uid = `d${hashString(`${kind}/${slug}`).toString(36)}`;
  const subject = subjectOf(slug);
  const drawing = (subject ? SUBJECT_MOTIFS[subject] : MOTIFS[kind])({ w, h, r, p, uid });
  const defs =
    linearGradient(`${uid}-sky`, p.sky) +
    el(
      'filter',
      { id: `${uid}-grain`, x: 0, y: 0, width: '100%', height: '100%' },
      el('feTurbulence', {
        type: 'fractalNoise',
        baseFrequency: 0.85,
        numOctaves: 2,
        seed: r.int(1, 999),
        stitchTiles: 'stitch',
      }),
      el('feColorMatrix', { type: 'saturate', values: 0 }),
    ) +
    el(
      'radialGradient',
      { id: `${uid}-edge`, cx: 0.5, cy: 0.45, r: 0.75 },
      el('stop', { offset: 0.6, 'stop-color': p.ink, 'stop-opacity': 0 }),
      el('stop', { offset: 1, 'stop-color': p.ink, 'stop-opacity': 0.28 }),
    ) +
    (drawing.defs ?? '');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>' +
    el(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: w,
        height: h,
        viewBox: `0 0 ${w} ${h}`,
        role: 'img',
        'aria-hidden': 'true',
      },
      el('defs', {}, defs),
      el('rect', { width: w, height: h, fill: `url(#${uid}-sky)` }),
      drawing.body,
      el('rect', { width: w, height: h, filter: `url(#${uid}-grain)`, opacity: 0.07 }),
      el('rect', { width: w, height: h, fill: `url(#${uid}-edge)` }),
    )
  );
}
