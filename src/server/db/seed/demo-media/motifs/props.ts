import { el, fmt } from '../svg-kit';
import type { Scene } from './scene';

/**
 * Building blocks of the themed scenes: colours drawn around one hue per item (so two bakeries
 * never share a wall colour), people, plants, lamps and the room or sky every scene stands in.
 */
export interface Tones {
  hue: number;
  /** A colour `offset` degrees round the wheel from the item's hue. */
  c: (offset: number, saturation: number, lightness: number) => string;
}

export function tones(s: Scene): Tones {
  const hue = s.r.int(0, 359);
  return { hue, c: (offset, sat, light) => `hsl(${(hue + offset + 360) % 360} ${sat}% ${light}%)` };
}

export const SKIN = ['#f3cfb3', '#e0ac84', '#c68a62', '#9b6444', '#6e4630'] as const;
export const LEAF = ['#5c8d5a', '#4f7d4c', '#6fa167', '#3f6b45'] as const;
export const WOOD = ['#b5835a', '#a0704a', '#c8976a', '#8c5e3c'] as const;

/** A standing person seen from the front: head, body and legs, in a shirt colour of the scene. */
export function person(s: Scene, x: number, ground: number, height: number, shirt: string, arms = 0): string {
  const head = height * 0.11;
  const bodyTop = ground - height + head * 2.1;
  const legTop = ground - height * 0.45;
  const skin = s.r.pick(SKIN);
  const legs = s.r.pick(['#2f3542', '#3d4f6b', '#5a4636', '#22303c']);
  const armPath =
    arms === 0
      ? ''
      : el('path', {
          d: `M${fmt(x - height * 0.12)} ${fmt(bodyTop + head * 0.6)} L${fmt(x - height * 0.22)} ${fmt(bodyTop - head * 1.6 * arms)} M${fmt(x + height * 0.12)} ${fmt(bodyTop + head * 0.6)} L${fmt(x + height * 0.22)} ${fmt(bodyTop - head * 1.6 * arms)}`,
          stroke: skin,
          'stroke-width': height * 0.05,
          'stroke-linecap': 'round',
        });
  return (
    armPath +
    el('rect', { x: x - height * 0.1, y: legTop, width: height * 0.08, height: ground - legTop, rx: 3, fill: legs }) +
    el('rect', { x: x + height * 0.02, y: legTop, width: height * 0.08, height: ground - legTop, rx: 3, fill: legs }) +
    el('rect', {
      x: x - height * 0.14,
      y: bodyTop,
      width: height * 0.28,
      height: legTop - bodyTop + height * 0.04,
      rx: height * 0.08,
      fill: shirt,
    }) +
    el('circle', { cx: x, cy: bodyTop - head * 1.05, r: head, fill: skin }) +
    el('path', {
      d: `M${fmt(x - head)} ${fmt(bodyTop - head)} A${fmt(head)} ${fmt(head)} 0 0 1 ${fmt(x + head)} ${fmt(bodyTop - head)} Z`,
      fill: s.r.pick(['#2b1d1a', '#4a3426', '#1c1c24', '#7a5a3a', '#9a9a9a']),
    })
  );
}

/** A row of people from behind (heads and shoulders), as an audience or a queue. */
export function audience(s: Scene, top: number, color: string, spacing = 46): string {
  const parts: string[] = [];
  for (let x = -10; x < s.w + 20; x += s.r.range(spacing * 0.8, spacing * 1.2)) {
    const y = top + s.r.range(-8, 10);
    const r = s.r.range(15, 21);
    parts.push(
      el('circle', { cx: x, cy: y, r }),
      el('rect', { x: x - r * 1.7, y: y + r * 0.9, width: r * 3.4, height: s.h, rx: r }),
    );
  }
  return el('g', { fill: color }, ...parts);
}

/** A potted plant: a few leaves over a pot. */
export function pottedPlant(s: Scene, x: number, ground: number, size: number, pot: string): string {
  const leaf = s.r.pick(LEAF);
  const leaves: string[] = [];
  const n = s.r.int(4, 7);
  for (let i = 0; i < n; i++) {
    const a = -Math.PI / 2 + (i / (n - 1) - 0.5) * 2.2;
    const lx = x + Math.cos(a) * size * 0.55;
    const ly = ground - size * 0.5 + Math.sin(a) * size * 0.6;
    leaves.push(
      el('ellipse', {
        cx: lx,
        cy: ly,
        rx: size * 0.14,
        ry: size * 0.32,
        fill: leaf,
        transform: `rotate(${fmt((a * 180) / Math.PI + 90)} ${fmt(lx)} ${fmt(ly)})`,
      }),
    );
  }
  return (
    leaves.join('') +
    el('path', {
      d: `M${fmt(x - size * 0.3)} ${fmt(ground - size * 0.42)} L${fmt(x + size * 0.3)} ${fmt(ground - size * 0.42)} L${fmt(x + size * 0.22)} ${fmt(ground)} L${fmt(x - size * 0.22)} ${fmt(ground)} Z`,
      fill: pot,
    })
  );
}

/** A pendant lamp hanging from the ceiling, with a soft pool of light. */
export function pendant(s: Scene, x: number, drop: number, shade: string): string {
  return (
    el('line', { x1: x, y1: 0, x2: x, y2: drop, stroke: s.p.ink, 'stroke-width': 3 }) +
    el('circle', { cx: x, cy: drop + 30, r: 60, fill: s.p.glow, opacity: 0.18 }) +
    el('path', {
      d: `M${fmt(x - 34)} ${fmt(drop + 30)} Q${fmt(x)} ${fmt(drop - 14)} ${fmt(x + 34)} ${fmt(drop + 30)} Z`,
      fill: shade,
    }) +
    el('circle', { cx: x, cy: drop + 30, r: 8, fill: s.p.glow })
  );
}

/** A window in the back wall with a glimpse of the street: sky, a facade across the road. */
export function streetWindow(s: Scene, x: number, y: number, width: number, height: number, frame: string): string {
  const across: string[] = [];
  for (let bx = x; bx < x + width; bx += width / 3) {
    const bh = s.r.range(height * 0.35, height * 0.7);
    across.push(
      el('rect', { x: bx, y: y + height - bh, width: width / 3 - 4, height: bh, fill: s.p.layers[0], opacity: 0.55 }),
    );
  }
  return (
    el('rect', { x, y, width, height, fill: s.p.sky[0] }) +
    across.join('') +
    el('rect', { x, y, width, height, fill: 'none', stroke: frame, 'stroke-width': 12 }) +
    el('line', { x1: x + width / 2, y1: y, x2: x + width / 2, y2: y + height, stroke: frame, 'stroke-width': 8 }) +
    el('line', { x1: x, y1: y + height * 0.45, x2: x + width, y2: y + height * 0.45, stroke: frame, 'stroke-width': 8 })
  );
}

/** An interior: back wall to `floorY`, then a plank floor; returns the shapes. */
export function room(s: Scene, wall: string, floor: string, floorY: number): string {
  const planks: string[] = [];
  for (let i = -8; i <= 8; i++) {
    const x = s.w / 2 + i * s.w * 0.09;
    planks.push(`M${fmt(s.w / 2 + i * s.w * 0.05)} ${fmt(floorY)} L${fmt(x + i * s.w * 0.05)} ${fmt(s.h)}`);
  }
  return (
    el('rect', { width: s.w, height: floorY, fill: wall }) +
    el('rect', { y: floorY - 14, width: s.w, height: 14, fill: s.p.ink, opacity: 0.18 }) +
    el('rect', { y: floorY, width: s.w, height: s.h - floorY, fill: floor }) +
    el('path', { d: planks.join(' '), stroke: s.p.ink, 'stroke-width': 2, opacity: 0.15, fill: 'none' })
  );
}

/** A wall shelf with items standing on it. `item` draws one at (x, shelfY) of the given width. */
export function shelf(
  s: Scene,
  x: number,
  y: number,
  width: number,
  board: string,
  item: (x: number, y: number, w: number, i: number) => string,
  count: number,
): string {
  const parts: string[] = [];
  const step = width / count;
  for (let i = 0; i < count; i++) parts.push(item(x + i * step + step * 0.1, y, step * 0.8, i));
  return parts.join('') + el('rect', { x: x - 8, y, width: width + 16, height: 12, rx: 3, fill: board });
}

/** Soft ground shadow under an object. */
export const shadow = (cx: number, cy: number, rx: number, color: string) =>
  el('ellipse', { cx, cy, rx, ry: rx * 0.12, fill: color, opacity: 0.22 });
