import { el, fmt, linearGradient, ridge } from '../svg-kit';
import { clouds, layer, sun, type Drawing, type Scene } from './scene';

/** A row of buildings standing on baseY; the front row gets lit windows. */
function buildings(
  s: Scene,
  opts: { baseY: number; minH: number; maxH: number; color: string; windows: boolean },
): string {
  const parts: string[] = [];
  let x = s.r.range(-60, 0);
  while (x < s.w) {
    const bw = s.r.range(s.w * 0.045, s.w * 0.11);
    const bh = s.r.range(opts.minH, opts.maxH);
    const top = opts.baseY - bh;
    parts.push(el('rect', { x, y: top, width: bw + 1, height: bh + 2, fill: opts.color }));
    const roof = s.r.next();
    if (roof < 0.18) {
      parts.push(
        el('path', {
          d: `M${fmt(x + bw * 0.2)} ${fmt(top)} L${fmt(x + bw / 2)} ${fmt(top - bh * 0.35)} L${fmt(x + bw * 0.8)} ${fmt(top)} Z`,
          fill: opts.color,
        }),
      );
    } else if (roof < 0.4) {
      parts.push(
        el('rect', { x: x + bw * 0.25, y: top - bh * 0.12, width: bw * 0.5, height: bh * 0.12 + 1, fill: opts.color }),
      );
    } else if (roof < 0.5) {
      parts.push(el('rect', { x: x + bw * 0.47, y: top - bh * 0.3, width: 3, height: bh * 0.3, fill: opts.color }));
    }
    if (opts.windows) parts.push(windows(s, x, top, bw, bh));
    x += bw + s.r.range(-6, 10);
  }
  return parts.join('');
}

function windows(s: Scene, x: number, top: number, bw: number, bh: number): string {
  const cols = Math.max(2, Math.floor(bw / 22));
  const gap = bw / cols;
  const parts: string[] = [];
  for (let y = top + 16; y < top + bh - 24; y += 26) {
    for (let c = 0; c < cols; c++) {
      if (!s.r.chance(0.38)) continue;
      parts.push(el('rect', { x: x + c * gap + gap * 0.3, y, width: gap * 0.4, height: 12, rx: 1.5 }));
    }
  }
  return el('g', { fill: s.r.pick(s.p.accents.slice(0, 2)), opacity: 0.85 }, ...parts);
}

/** Water with the sun's reflection broken into horizontal strokes. */
function water(s: Scene, top: number, sunX: number): Drawing {
  const id = `${s.uid}-water`;
  const lines: string[] = [];
  for (let y = top + 10; y < s.h; y += s.r.range(12, 20)) {
    const spread = 30 + (y - top) * 0.5;
    const len = s.r.range(30, spread * 1.6);
    lines.push(el('rect', { x: sunX - len / 2 + s.r.range(-spread, spread) * 0.4, y, width: len, height: 3, rx: 1.5 }));
  }
  return {
    defs: linearGradient(id, [s.p.layers[1], s.p.ink]),
    body:
      el('rect', { x: 0, y: top, width: s.w, height: s.h - top, fill: `url(#${id})` }) +
      el('g', { fill: s.p.glow, opacity: 0.55 }, ...lines),
  };
}

/** Article: a city skyline at golden hour over the river. */
export function skyline(s: Scene): Drawing {
  const sunX = s.r.range(s.w * 0.2, s.w * 0.8);
  const baseY = s.h * 0.74;
  return layer(
    sun(s, sunX, s.r.range(s.h * 0.22, s.h * 0.4), s.r.range(s.h * 0.08, s.h * 0.13)),
    clouds(s, s.r.int(2, 4)),
    el('path', {
      d: ridge(s.r, { width: s.w, height: s.h, baseY: s.h * 0.62, amplitude: s.h * 0.08, points: 5 }),
      fill: s.p.layers[0],
      opacity: 0.8,
    }),
    buildings(s, { baseY, minH: s.h * 0.14, maxH: s.h * 0.42, color: s.p.layers[1], windows: false }),
    buildings(s, { baseY, minH: s.h * 0.08, maxH: s.h * 0.3, color: s.p.layers[2], windows: true }),
    water(s, baseY, sunX),
  );
}

/** Photo: layered mountains or hills over a lake, with a few birds. */
export function landscape(s: Scene): Drawing {
  const sunX = s.r.range(s.w * 0.25, s.w * 0.75);
  const lake = s.h * 0.78;
  const birds: string[] = [];
  for (let i = s.r.int(2, 5); i > 0; i--) {
    const bx = s.r.range(s.w * 0.1, s.w * 0.9);
    const by = s.r.range(s.h * 0.12, s.h * 0.35);
    const span = s.r.range(10, 18);
    birds.push(
      el('path', {
        d: `M${fmt(bx - span)} ${fmt(by - 4)} Q${fmt(bx - span / 2)} ${fmt(by - 9)} ${fmt(bx)} ${fmt(by)} Q${fmt(bx + span / 2)} ${fmt(by - 9)} ${fmt(bx + span)} ${fmt(by - 4)}`,
      }),
    );
  }
  return layer(
    sun(s, sunX, s.r.range(s.h * 0.25, s.h * 0.42), s.r.range(s.h * 0.07, s.h * 0.11)),
    clouds(s, s.r.int(1, 3)),
    el('path', {
      d: ridge(s.r, { width: s.w, height: s.h, baseY: s.h * 0.55, amplitude: s.h * 0.22, points: 6, sharp: true }),
      fill: s.p.layers[0],
    }),
    el('path', {
      d: ridge(s.r, { width: s.w, height: s.h, baseY: s.h * 0.68, amplitude: s.h * 0.14, points: 5 }),
      fill: s.p.layers[1],
    }),
    el('path', {
      d: ridge(s.r, { width: s.w, height: s.h, baseY: lake + 4, amplitude: s.h * 0.06, points: 8 }),
      fill: s.p.layers[2],
    }),
    water(s, lake, sunX),
    el('g', { fill: 'none', stroke: s.p.ink, 'stroke-width': 3, 'stroke-linecap': 'round', opacity: 0.7 }, ...birds),
  );
}
