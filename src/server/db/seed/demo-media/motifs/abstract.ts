import { blob, el, fmt, rays } from '../svg-kit';
import { layer, type Drawing, type Scene } from './scene';

/** Artist: overlapping paint blobs, loose brush strokes and a printed dot grid. */
export function brushwork(s: Scene): Drawing {
  const blobs = s.p.layers.map((c) =>
    el('path', {
      d: blob(
        s.r,
        s.r.range(s.w * 0.2, s.w * 0.8),
        s.r.range(s.h * 0.25, s.h * 0.75),
        s.r.range(s.h * 0.22, s.h * 0.36),
      ),
      fill: c,
      opacity: 0.88,
      style: 'mix-blend-mode:multiply',
    }),
  );
  const strokes: string[] = [];
  for (let i = 0; i < 3; i++) {
    const y = s.r.range(s.h * 0.15, s.h * 0.85);
    const d = `M${fmt(s.r.range(-40, s.w * 0.3))} ${fmt(y)} C${fmt(s.w * 0.35)} ${fmt(y + s.r.range(-200, 200))} ${fmt(s.w * 0.6)} ${fmt(y + s.r.range(-200, 200))} ${fmt(s.r.range(s.w * 0.7, s.w + 40))} ${fmt(y + s.r.range(-120, 120))}`;
    strokes.push(
      el('path', {
        d,
        stroke: s.p.accents[i % 3],
        'stroke-width': s.r.range(18, 44),
        fill: 'none',
        'stroke-linecap': 'round',
        opacity: 0.9,
      }),
    );
  }
  const dots: string[] = [];
  const gx = s.r.chance(0.5) ? s.w * 0.06 : s.w * 0.72;
  const gy = s.r.chance(0.5) ? s.h * 0.08 : s.h * 0.66;
  for (let row = 0; row < 5; row++)
    for (let col = 0; col < 8; col++) dots.push(el('circle', { cx: gx + col * 34, cy: gy + row * 34, r: 5 }));
  return layer(
    blobs.join(''),
    el('g', { fill: s.p.ink, opacity: 0.55 }, ...dots),
    strokes.join(''),
    el('circle', {
      cx: s.r.range(s.w * 0.2, s.w * 0.8),
      cy: s.r.range(s.h * 0.3, s.h * 0.7),
      r: s.h * 0.3,
      fill: 'none',
      stroke: s.p.ink,
      'stroke-width': 3,
      opacity: 0.6,
    }),
  );
}

/** Gallery: a grid of geometric tiles in the manner of a print studio's poster. */
export function bauhaus(s: Scene): Drawing {
  const n = s.r.pick([3, 4]);
  const t = s.w / n;
  const colours = [...s.p.layers, ...s.p.accents, s.p.sky[0], s.p.ink];
  const tiles: string[] = [];
  for (let row = 0; row < n; row++) {
    for (let col = 0; col < n; col++) {
      const x = col * t;
      const y = row * t;
      const bg = s.r.pick(colours);
      let fg = s.r.pick(colours);
      if (fg === bg) fg = bg === s.p.ink ? s.p.sky[0] : s.p.ink;
      tiles.push(el('rect', { x, y, width: t + 0.5, height: t + 0.5, fill: bg }) + tileShape(s, x, y, t, fg));
    }
  }
  return { body: tiles.join('') };
}

function tileShape(s: Scene, x: number, y: number, t: number, fill: string): string {
  switch (s.r.int(0, 5)) {
    case 0: {
      const [cx, cy] = s.r.pick([
        [x, y],
        [x + t, y],
        [x, y + t],
        [x + t, y + t],
      ] as const);
      return quarter(x, y, t, cx, cy, fill);
    }
    case 1:
      return el('circle', { cx: x + t / 2, cy: y + t / 2, r: t * 0.34, fill });
    case 2:
      return el('path', {
        d: `M${fmt(x)} ${fmt(y + t)} L${fmt(x + t / 2)} ${fmt(y + t * 0.15)} L${fmt(x + t)} ${fmt(y + t)} Z`,
        fill,
      });
    case 3:
      return el('path', {
        d: `M${fmt(x)} ${fmt(y + t / 2)} A${fmt(t / 2)} ${fmt(t / 2)} 0 0 1 ${fmt(x + t)} ${fmt(y + t / 2)} Z`,
        fill,
      });
    case 4:
      return [0.2, 0.45, 0.7]
        .map((f) => el('rect', { x: x + t * 0.12, y: y + t * f, width: t * 0.76, height: t * 0.12, fill }))
        .join('');
    default:
      return el('circle', {
        cx: x + t / 2,
        cy: y + t / 2,
        r: t * 0.34,
        fill: 'none',
        stroke: fill,
        'stroke-width': t * 0.1,
      });
  }
}

/** A quarter disc centred on one corner of the tile, filling the tile's inside. */
function quarter(x: number, y: number, t: number, cx: number, cy: number, fill: string): string {
  const sx = cx === x ? x + t : x;
  const ey = cy === y ? y + t : y;
  const sweep = (cx === x) === (cy === y) ? 1 : 0;
  return el('path', {
    d: `M${fmt(cx)} ${fmt(cy)} L${fmt(sx)} ${fmt(cy)} A${fmt(t)} ${fmt(t)} 0 0 ${sweep} ${fmt(cx)} ${fmt(ey)} Z`,
    fill,
  });
}

/** Fashion: flowing fabric ribbons with a stitched seam and a row of buttons. */
export function textile(s: Scene): Drawing {
  const colours = [...s.p.layers, ...s.p.accents];
  const ribbons: string[] = [];
  const count = s.r.int(5, 7);
  for (let i = 0; i < count; i++) {
    const base = s.h * (0.05 + (i / count) * 0.95) + s.r.range(-30, 30);
    const amp = s.r.range(40, 110);
    const freq = s.r.range(1.2, 2.2);
    const phase = s.r.range(0, Math.PI * 2);
    const thick = s.r.range(70, 140);
    const edge = (x: number, off: number) => base + off + amp * Math.sin((x / s.w) * Math.PI * freq + phase) - x * 0.18;
    const xs = Array.from({ length: 31 }, (_, k) => (k / 30) * (s.w + 80) - 40);
    const top = xs.map((x) => `${fmt(x)} ${fmt(edge(x, 0))}`).join(' L');
    const bottom = [...xs]
      .reverse()
      .map((x) => `${fmt(x)} ${fmt(edge(x, thick))}`)
      .join(' L');
    const fill = colours[(i + s.r.int(0, 2)) % colours.length] ?? s.p.ink;
    ribbons.push(el('path', { d: `M${top} L${bottom} Z`, fill, opacity: 0.92 }));
    if (i === 2)
      ribbons.push(
        el('path', {
          d: `M${xs.map((x) => `${fmt(x)} ${fmt(edge(x, thick / 2))}`).join(' L')}`,
          fill: 'none',
          stroke: s.p.glow,
          'stroke-width': 3,
          'stroke-dasharray': '14 10',
        }),
      );
  }
  const bx = s.w * s.r.range(0.6, 0.85);
  const buttons = [0, 1, 2].map((k) => {
    const cy = s.h * (0.28 + k * 0.2);
    return (
      el('circle', { cx: bx, cy, r: 22, fill: s.p.glow, stroke: s.p.ink, 'stroke-width': 3 }) +
      el('circle', { cx: bx - 6, cy, r: 3.5, fill: s.p.ink }) +
      el('circle', { cx: bx + 6, cy, r: 3.5, fill: s.p.ink })
    );
  });
  return layer(ribbons.join(''), buttons.join(''));
}

function sparkle(x: number, y: number, size: number): string {
  const q = size * 0.22;
  return el('path', {
    d: `M${fmt(x)} ${fmt(y - size)} Q${fmt(x + q)} ${fmt(y - q)} ${fmt(x + size)} ${fmt(y)} Q${fmt(x + q)} ${fmt(y + q)} ${fmt(x)} ${fmt(y + size)} Q${fmt(x - q)} ${fmt(y + q)} ${fmt(x - size)} ${fmt(y)} Q${fmt(x - q)} ${fmt(y - q)} ${fmt(x)} ${fmt(y - size)} Z`,
  });
}

/** Deal: a swinging price tag with a percent sign over a sunburst. */
export function priceTag(s: Scene): Drawing {
  const cx = s.w * s.r.range(0.42, 0.58);
  const cy = s.h * 0.52;
  const tw = s.w * 0.42;
  const th = s.h * 0.42;
  const angle = s.r.range(-16, -6);
  const x0 = cx - tw / 2;
  const y0 = cy - th / 2;
  const tag = `M${fmt(x0)} ${fmt(y0)} L${fmt(x0 + tw)} ${fmt(y0)} L${fmt(x0 + tw + th * 0.45)} ${fmt(cy)} L${fmt(x0 + tw)} ${fmt(y0 + th)} L${fmt(x0)} ${fmt(y0 + th)} Z`;
  const holeX = x0 + tw + th * 0.08;
  const sparkles: string[] = [];
  for (let i = 0; i < 7; i++) sparkles.push(sparkle(s.r.range(0, s.w), s.r.range(0, s.h), s.r.range(10, 26)));
  return layer(
    rays(cx, cy, s.w, 24, s.p.glow, 0.55),
    el('circle', { cx, cy, r: s.h * 0.44, fill: s.p.layers[0], opacity: 0.35 }),
    el('g', { fill: s.p.accents[1], opacity: 0.9 }, ...sparkles),
    el(
      'g',
      { transform: `rotate(${fmt(angle)} ${fmt(cx)} ${fmt(cy)})` },
      el('path', {
        d: `M${fmt(holeX)} ${fmt(cy)} C${fmt(holeX + 120)} ${fmt(cy - 160)} ${fmt(holeX + 40)} ${fmt(cy - 300)} ${fmt(holeX + 180)} ${fmt(cy - 420)}`,
        fill: 'none',
        stroke: s.p.ink,
        'stroke-width': 4,
      }),
      el('path', { d: tag, fill: s.p.ink, opacity: 0.25, transform: 'translate(14 16)' }),
      el('path', { d: tag, fill: s.p.layers[1] }),
      el('path', {
        d: tag,
        fill: 'none',
        stroke: s.p.accents[1],
        'stroke-width': 4,
        'stroke-dasharray': '12 9',
        transform: `translate(${fmt(tw * 0.02)} 0) scale(0.96)`,
        'transform-origin': `${fmt(cx)} ${fmt(cy)}`,
      }),
      el('circle', { cx: holeX, cy, r: 14, fill: s.p.sky[0], stroke: s.p.ink, 'stroke-width': 4 }),
      el('circle', {
        cx: cx - tw * 0.2,
        cy: cy - th * 0.17,
        r: th * 0.14,
        fill: 'none',
        stroke: s.p.accents[1],
        'stroke-width': th * 0.07,
      }),
      el('circle', {
        cx: cx + tw * 0.12,
        cy: cy + th * 0.17,
        r: th * 0.14,
        fill: 'none',
        stroke: s.p.accents[1],
        'stroke-width': th * 0.07,
      }),
      el('path', {
        d: `M${fmt(cx + tw * 0.16)} ${fmt(cy - th * 0.36)} L${fmt(cx - tw * 0.24)} ${fmt(cy + th * 0.36)}`,
        stroke: s.p.accents[1],
        'stroke-width': th * 0.08,
        'stroke-linecap': 'round',
      }),
    ),
  );
}
