import { el, fmt, linearGradient, ridge } from '../svg-kit';
import { clouds, layer, sun, type Drawing, type Scene } from './scene';

const LEAF = '#5c8d5a';

function tree(s: Scene, x: number, ground: number, size: number): string {
  return (
    el('rect', {
      x: x - size * 0.06,
      y: ground - size * 0.9,
      width: size * 0.12,
      height: size * 0.9,
      fill: s.p.ink,
      opacity: 0.8,
    }) +
    el('circle', { cx: x, cy: ground - size * 1.05, r: size * 0.42, fill: s.p.layers[1] }) +
    el('circle', { cx: x - size * 0.25, cy: ground - size * 0.8, r: size * 0.3, fill: s.p.layers[2] }) +
    el('circle', { cx: x + size * 0.22, cy: ground - size * 0.78, r: size * 0.28, fill: s.p.layers[1], opacity: 0.9 })
  );
}

function house(s: Scene, x: number, ground: number, width: number): string {
  const height = width * s.r.range(0.65, 0.95);
  const top = ground - height;
  const roof = width * s.r.range(0.35, 0.55);
  const wall = s.r.pick(s.p.accents);
  const door = width * 0.2;
  return (
    el('rect', { x, y: top, width, height, fill: wall }) +
    el('path', {
      d: `M${fmt(x - 10)} ${fmt(top + 1)} L${fmt(x + width / 2)} ${fmt(top - roof)} L${fmt(x + width + 10)} ${fmt(top + 1)} Z`,
      fill: s.p.ink,
      opacity: 0.85,
    }) +
    el('rect', {
      x: x + width * 0.15,
      y: ground - door * 1.9,
      width: door,
      height: door * 1.9,
      rx: door / 2,
      fill: s.p.ink,
      opacity: 0.75,
    }) +
    el('rect', {
      x: x + width * 0.52,
      y: top + height * 0.22,
      width: width * 0.3,
      height: height * 0.3,
      rx: 4,
      fill: s.p.glow,
    }) +
    el('rect', { x: x + width * 0.665, y: top + height * 0.22, width: 3, height: height * 0.3, fill: wall })
  );
}

/** Resource: a friendly row of houses and trees along a winding path. */
export function neighbourhood(s: Scene): Drawing {
  const ground = s.h * 0.8;
  const street: string[] = [];
  let x = s.r.range(-40, 20);
  while (x < s.w) {
    if (s.r.chance(0.35)) {
      const size = s.r.range(90, 140);
      street.push(tree(s, x + size * 0.4, ground, size));
      x += size * 0.8 + 20;
    } else {
      const width = s.r.range(130, 190);
      street.push(house(s, x, ground, width));
      x += width + s.r.range(24, 50);
    }
  }
  const pathD = `M${fmt(s.w * s.r.range(0.35, 0.6))} ${fmt(ground)} C${fmt(s.w * 0.3)} ${fmt(s.h * 0.88)} ${fmt(s.w * 0.75)} ${fmt(s.h * 0.92)} ${fmt(s.w * s.r.range(0.4, 0.6))} ${fmt(s.h)}`;
  return layer(
    sun(s, s.r.range(s.w * 0.15, s.w * 0.85), s.r.range(s.h * 0.18, s.h * 0.3), s.h * 0.07),
    clouds(s, s.r.int(2, 4)),
    el('path', {
      d: ridge(s.r, { width: s.w, height: s.h, baseY: s.h * 0.62, amplitude: s.h * 0.1, points: 4 }),
      fill: s.p.layers[0],
      opacity: 0.7,
    }),
    street.join(''),
    el('rect', { x: 0, y: ground, width: s.w, height: s.h - ground, fill: s.p.layers[1] }),
    el('path', {
      d: pathD,
      fill: 'none',
      stroke: s.p.glow,
      'stroke-width': 46,
      'stroke-linecap': 'round',
      opacity: 0.9,
    }),
  );
}

/** The striped awning with a scalloped hem, the signature of a small shop. */
function awning(s: Scene, x: number, y: number, width: number, height: number): string {
  const stripes = Math.round(width / 48);
  const sw = width / stripes;
  const parts: string[] = [];
  for (let i = 0; i < stripes; i++) {
    const fill = i % 2 ? s.p.accents[1] : s.p.accents[0];
    parts.push(el('rect', { x: x + i * sw, y, width: sw + 0.5, height, fill }));
    parts.push(el('circle', { cx: x + i * sw + sw / 2, cy: y + height, r: sw / 2, fill }));
  }
  return parts.join('') + el('rect', { x, y, width, height: 8, fill: s.p.ink, opacity: 0.25 });
}

/** Business: a shopfront with an awning, a sign, a lit window and plants by the door. */
export function storefront(s: Scene): Drawing {
  const id = `${s.uid}-glass`;
  const left = s.w * s.r.range(0.16, 0.24);
  const right = s.w - left;
  const fw = right - left;
  const top = s.h * 0.1;
  const street = s.h * 0.86;
  const doorW = fw * 0.16;
  const doorX = s.r.chance(0.5) ? right - doorW - fw * 0.06 : left + fw * 0.06;
  const winX = doorX > s.w / 2 ? left + fw * 0.06 : doorX + doorW + fw * 0.05;
  const winW = fw * 0.68;
  const goods: string[] = [];
  for (let i = 0; i < 5; i++) {
    const gx = winX + winW * (0.12 + i * 0.18);
    const gh = s.r.range(30, 80);
    goods.push(
      s.r.chance(0.5)
        ? el('circle', { cx: gx, cy: street - 30 - gh / 2, r: gh / 2.4 })
        : el('rect', { x: gx - 22, y: street - 30 - gh, width: 44, height: gh, rx: 6 }),
    );
  }
  const upper: string[] = [];
  for (let i = 0; i < 3; i++) {
    const wx = left + fw * (0.12 + i * 0.3);
    upper.push(
      el('rect', {
        x: wx,
        y: top + s.h * 0.08,
        width: fw * 0.16,
        height: s.h * 0.18,
        rx: fw * 0.08,
        fill: s.p.glow,
        stroke: s.p.ink,
        'stroke-width': 6,
        'stroke-opacity': 0.5,
      }),
    );
  }
  return layer(
    { defs: linearGradient(id, [s.p.glow, s.p.accents[2]]), body: '' },
    el('rect', { x: 0, y: s.h * 0.2, width: left - 12, height: s.h, fill: s.p.layers[1] }),
    el('rect', { x: right + 12, y: s.h * 0.26, width: s.w - right, height: s.h, fill: s.p.layers[2] }),
    el('rect', { x: left, y: top, width: fw, height: street - top, fill: s.p.layers[0] }),
    el('rect', { x: left - 14, y: top - 14, width: fw + 28, height: 26, fill: s.p.layers[1] }),
    upper.join(''),
    el('rect', { x: left + fw * 0.1, y: s.h * 0.4, width: fw * 0.8, height: s.h * 0.08, rx: 6, fill: s.p.ink }),
    el('rect', {
      x: left + fw * 0.22,
      y: s.h * 0.43,
      width: fw * 0.56,
      height: s.h * 0.02,
      rx: 4,
      fill: s.p.accents[2],
    }),
    awning(s, left + 6, s.h * 0.5, fw - 12, s.h * 0.08),
    el('rect', {
      x: winX,
      y: s.h * 0.63,
      width: winW,
      height: street - s.h * 0.63 - 14,
      fill: `url(#${id})`,
      stroke: s.p.ink,
      'stroke-width': 8,
    }),
    el('g', { fill: s.p.layers[1], opacity: 0.85 }, ...goods),
    el('rect', { x: doorX, y: s.h * 0.6, width: doorW, height: street - s.h * 0.6, fill: s.p.ink }),
    el('rect', {
      x: doorX + doorW * 0.18,
      y: s.h * 0.64,
      width: doorW * 0.64,
      height: s.h * 0.12,
      fill: s.p.glow,
      opacity: 0.8,
    }),
    el('circle', { cx: doorX + doorW * 0.8, cy: s.h * 0.75, r: 5, fill: s.p.accents[2] }),
    el('rect', { x: 0, y: street, width: s.w, height: s.h - street, fill: s.p.ink, opacity: 0.82 }),
    el('rect', { x: 0, y: street, width: s.w, height: 8, fill: s.p.glow, opacity: 0.4 }),
    plant(s, left - 34, street),
    plant(s, right + 34, street),
  );
}

function plant(s: Scene, x: number, ground: number): string {
  return (
    el('circle', { cx: x, cy: ground - 78, r: 34, fill: LEAF }) +
    el('circle', { cx: x - 18, cy: ground - 60, r: 22, fill: LEAF, opacity: 0.85 }) +
    el('path', {
      d: `M${fmt(x - 26)} ${fmt(ground - 48)} L${fmt(x + 26)} ${fmt(ground - 48)} L${fmt(x + 18)} ${fmt(ground)} L${fmt(x - 18)} ${fmt(ground)} Z`,
      fill: s.p.layers[1],
    })
  );
}
