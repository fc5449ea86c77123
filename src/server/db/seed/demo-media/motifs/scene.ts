import type { Palette } from '../palettes';
import type { Random } from '../random';
import { el, radialGlow } from '../svg-kit';

/** What every motif draws with: the canvas size, its seeded randomness and its colours. */
export interface Scene {
  w: number;
  h: number;
  r: Random;
  p: Palette;
  /** Prefix for element ids, so two inlined pictures never share a gradient id. */
  uid: string;
}

export interface Drawing {
  defs?: string;
  body: string;
}

export type Motif = (scene: Scene) => Drawing;

/** A sun (or moon) with a soft halo; returns its defs and shapes. */
export function sun(s: Scene, cx: number, cy: number, radius: number): Drawing {
  const id = `${s.uid}-halo`;
  return {
    defs: radialGlow(id, s.p.glow, 0.75),
    body:
      el('circle', { cx, cy, r: radius * 3.2, fill: `url(#${id})` }) +
      el('circle', { cx, cy, r: radius, fill: s.p.glow, opacity: 0.95 }),
  };
}

/** Soft pill-shaped clouds drifting across the upper third. */
export function clouds(s: Scene, count: number): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const w = s.r.range(s.w * 0.12, s.w * 0.26);
    const x = s.r.range(-w * 0.3, s.w - w * 0.7);
    const y = s.r.range(s.h * 0.08, s.h * 0.34);
    const hh = s.r.range(14, 26);
    parts.push(el('rect', { x, y, width: w, height: hh, rx: hh / 2, opacity: s.r.range(0.35, 0.6) }));
    parts.push(el('rect', { x: x + w * 0.18, y: y - hh * 0.7, width: w * 0.45, height: hh, rx: hh / 2, opacity: 0.4 }));
  }
  return el('g', { fill: s.p.glow }, ...parts);
}

/** Combines drawings in painting order. */
export function layer(...drawings: (Drawing | string)[]): Drawing {
  const defs: string[] = [];
  const body: string[] = [];
  for (const d of drawings) {
    if (typeof d === 'string') body.push(d);
    else {
      if (d.defs) defs.push(d.defs);
      body.push(d.body);
    }
  }
  return { defs: defs.join(''), body: body.join('') };
}
