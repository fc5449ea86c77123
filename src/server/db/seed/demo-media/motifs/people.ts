import { el, fmt, linearGradient, rays } from '../svg-kit';
import { layer, type Drawing, type Scene } from './scene';

const SKIN = ['#f3cfb3', '#e0ac84', '#c68a62', '#9b6444', '#6e4630'] as const;

/** A faceless editorial bust: shoulders, neck, head and one of four hairstyles. */
function bust(s: Scene, cx: number, headY: number, headR: number): string {
  const skin = s.r.pick(SKIN);
  const hair = s.r.chance(0.7) ? s.p.ink : s.r.pick(s.p.layers);
  const shirt = s.r.pick([s.p.layers[1], s.p.layers[2], s.p.accents[1]]);
  const sw = headR * 2.3;
  const sy = headY + headR * 1.75;
  const style = s.r.int(0, 3);
  const back =
    style === 1
      ? el('rect', {
          x: cx - headR * 1.15,
          y: headY - headR * 1.1,
          width: headR * 2.3,
          height: headR * 2.9,
          rx: headR,
          fill: hair,
        })
      : style === 3
        ? [0, 1, 2, 3, 4, 5, 6]
            .map((i) =>
              el('circle', {
                cx: cx + Math.cos(Math.PI + (i * Math.PI) / 6) * headR * 0.95,
                cy: headY - headR * 0.1 + Math.sin(Math.PI + (i * Math.PI) / 6) * headR * 0.95,
                r: headR * 0.42,
                fill: hair,
              }),
            )
            .join('')
        : '';
  const top =
    style === 2
      ? el('circle', { cx, cy: headY - headR * 1.15, r: headR * 0.42, fill: hair }) +
        el('path', { d: arc(cx, headY, headR * 1.02), fill: hair })
      : style === 3
        ? ''
        : el('path', { d: arc(cx, headY, headR * 1.04), fill: hair });
  return (
    back +
    el('path', {
      d: `M${fmt(cx - sw)} ${fmt(s.h + 2)} L${fmt(cx - sw)} ${fmt(sy + sw * 0.35)} Q${fmt(cx - sw)} ${fmt(sy)} ${fmt(cx - sw * 0.55)} ${fmt(sy)} L${fmt(cx + sw * 0.55)} ${fmt(sy)} Q${fmt(cx + sw)} ${fmt(sy)} ${fmt(cx + sw)} ${fmt(sy + sw * 0.35)} L${fmt(cx + sw)} ${fmt(s.h + 2)} Z`,
      fill: shirt,
    }) +
    el('rect', {
      x: cx - headR * 0.38,
      y: headY + headR * 0.6,
      width: headR * 0.76,
      height: headR * 1.25,
      rx: headR * 0.2,
      fill: skin,
    }) +
    el('path', {
      d: `M${fmt(cx - headR * 0.42)} ${fmt(sy)} L${fmt(cx)} ${fmt(sy + headR * 0.55)} L${fmt(cx + headR * 0.42)} ${fmt(sy)} Z`,
      fill: skin,
    }) +
    el('ellipse', { cx, cy: headY, rx: headR * 0.9, ry: headR, fill: skin }) +
    top
  );
}

/** The upper half of a circle slightly lowered, used as hair over the forehead. */
function arc(cx: number, cy: number, r: number): string {
  return `M${fmt(cx - r)} ${fmt(cy + r * 0.05)} A${fmt(r)} ${fmt(r)} 0 0 1 ${fmt(cx + r)} ${fmt(cy + r * 0.05)} Q${fmt(cx)} ${fmt(cy - r * 0.45)} ${fmt(cx - r)} ${fmt(cy + r * 0.05)} Z`;
}

/** Spotlight and avatar: a person in front of a sunburst halo, with a few confetti dots. */
export function portrait(s: Scene): Drawing {
  const square = s.w === s.h;
  const cx = square ? s.w / 2 : s.w * s.r.range(0.3, 0.7);
  const headR = s.h * (square ? 0.17 : 0.15);
  const headY = s.h * (square ? 0.42 : 0.44);
  const dots: string[] = [];
  for (let i = square ? 6 : 14; i > 0; i--) {
    dots.push(
      el('circle', {
        cx: s.r.range(0, s.w),
        cy: s.r.range(0, s.h * 0.8),
        r: s.r.range(4, 12),
        fill: s.r.pick(s.p.accents),
        opacity: 0.8,
      }),
    );
  }
  return layer(
    rays(cx, headY, s.w, 18, s.p.glow, 0.35),
    el('circle', { cx, cy: headY + headR * 0.4, r: headR * 2.4, fill: s.p.accents[0], opacity: 0.9 }),
    el('circle', {
      cx,
      cy: headY + headR * 0.4,
      r: headR * 2.4,
      fill: 'none',
      stroke: s.p.glow,
      'stroke-width': 10,
      opacity: 0.7,
    }),
    dots.join(''),
    bust(s, cx, headY, headR),
  );
}

/** A point on a quadratic curve, for hanging string lights. */
const quad = (t: number, a: number, b: number, c: number) => (1 - t) * (1 - t) * a + 2 * (1 - t) * t * b + t * t * c;

/** Event: an evening crowd under string lights, stage beams and confetti. */
export function festival(s: Scene): Drawing {
  const beamId = `${s.uid}-beam`;
  const parts: string[] = [];
  for (let i = s.r.int(3, 5); i > 0; i--) {
    const bx = s.r.range(s.w * 0.1, s.w * 0.9);
    const tx = bx + s.r.range(-s.w * 0.4, s.w * 0.4);
    parts.push(
      el('path', {
        d: `M${fmt(bx - 18)} ${fmt(s.h * 0.78)} L${fmt(tx - 120)} -10 L${fmt(tx + 120)} -10 L${fmt(bx + 18)} ${fmt(s.h * 0.78)} Z`,
        fill: `url(#${beamId})`,
        opacity: 0.5,
      }),
    );
  }
  for (let line = 0; line < 2; line++) {
    const y0 = s.r.range(s.h * 0.05, s.h * 0.25);
    const y1 = s.r.range(s.h * 0.05, s.h * 0.25);
    const sag = s.r.range(s.h * 0.3, s.h * 0.45);
    parts.push(
      el('path', {
        d: `M-20 ${fmt(y0)} Q${fmt(s.w / 2)} ${fmt(sag)} ${fmt(s.w + 20)} ${fmt(y1)}`,
        fill: 'none',
        stroke: s.p.ink,
        'stroke-width': 3,
        opacity: 0.6,
      }),
    );
    for (let t = 0.04; t < 1; t += 0.055) {
      const x = quad(t, -20, s.w / 2, s.w + 20);
      const y = quad(t, y0, sag, y1) + 10;
      const c = s.r.pick(s.p.accents);
      parts.push(
        el('circle', { cx: x, cy: y, r: 20, fill: c, opacity: 0.22 }) + el('circle', { cx: x, cy: y, r: 8, fill: c }),
      );
    }
  }
  for (let i = 0; i < 40; i++) {
    const x = s.r.range(0, s.w);
    const y = s.r.range(0, s.h * 0.75);
    parts.push(
      el('rect', {
        x,
        y,
        width: 14,
        height: 6,
        rx: 2,
        fill: s.r.pick(s.p.accents),
        transform: `rotate(${s.r.int(0, 180)} ${fmt(x)} ${fmt(y)})`,
        opacity: 0.85,
      }),
    );
  }
  const crowd: string[] = [];
  for (let x = -20; x < s.w + 20; x += s.r.range(34, 52)) {
    const top = s.h * s.r.range(0.74, 0.84);
    crowd.push(el('circle', { cx: x, cy: top, r: s.r.range(16, 22) }));
    crowd.push(el('rect', { x: x - 30, y: top + 18, width: 60, height: s.h, rx: 24 }));
    if (s.r.chance(0.2))
      crowd.push(
        el('path', {
          d: `M${fmt(x + 18)} ${fmt(top + 30)} L${fmt(x + 40)} ${fmt(top - 50)}`,
          stroke: s.p.ink,
          'stroke-width': 12,
          'stroke-linecap': 'round',
        }),
      );
  }
  return layer(
    { defs: linearGradient(beamId, [s.p.glow, s.p.glow], { y1: 1, y2: 0, fade: true }), body: '' },
    el('circle', { cx: s.w * s.r.range(0.3, 0.7), cy: s.h * 0.7, r: s.h * 0.35, fill: s.p.layers[0], opacity: 0.6 }),
    parts.join(''),
    el('g', { fill: s.p.ink }, ...crowd),
  );
}
