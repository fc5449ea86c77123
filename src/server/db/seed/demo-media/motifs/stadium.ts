import { el, fmt, linearGradient } from '../svg-kit';
import { layer, type Drawing, type Scene } from './scene';

function floodlight(s: Scene, x: number, top: number, beamId: string, towardX: number): string {
  const lamps: string[] = [];
  for (let row = 0; row < 2; row++)
    for (let col = 0; col < 3; col++)
      lamps.push(el('circle', { cx: x - 24 + col * 24, cy: top + 12 + row * 22, r: 9 }));
  return (
    el('path', {
      d: `M${fmt(x)} ${fmt(top + 40)} L${fmt(towardX - 260)} ${fmt(s.h * 0.95)} L${fmt(towardX + 260)} ${fmt(s.h * 0.95)} Z`,
      fill: `url(#${beamId})`,
      opacity: 0.35,
    }) +
    el('rect', { x: x - 4, y: top + 40, width: 8, height: s.h, fill: s.p.ink }) +
    el('rect', { x: x - 40, y: top, width: 80, height: 50, rx: 6, fill: s.p.ink }) +
    el('g', { fill: s.p.glow }, ...lamps)
  );
}

/** Sports: a floodlit field in perspective, with the stands and a ball in flight. */
export function stadium(s: Scene): Drawing {
  const beamId = `${s.uid}-flood`;
  const horizon = s.h * 0.58;
  const vx = s.w / 2;
  const stripes: string[] = [];
  const n = 12;
  for (let i = 0; i < n; i++) {
    const a = (i / n - 0.5) * s.w * 0.9;
    const b = ((i + 1) / n - 0.5) * s.w * 0.9;
    const d = `M${fmt(vx + a)} ${fmt(horizon)} L${fmt(vx + b)} ${fmt(horizon)} L${fmt(vx + b * 3.2)} ${fmt(s.h)} L${fmt(vx + a * 3.2)} ${fmt(s.h)} Z`;
    stripes.push(el('path', { d, fill: i % 2 ? s.p.layers[0] : s.p.layers[1] }));
  }
  const fans: string[] = [];
  for (let row = 0; row < 4; row++) {
    for (let x = 8 + row * 9; x < s.w; x += 18) {
      fans.push(
        el('circle', {
          cx: x,
          cy: horizon - 16 - row * 16,
          r: 5,
          fill: s.r.pick(s.p.accents),
          opacity: s.r.range(0.35, 0.8),
        }),
      );
    }
  }
  const lines = el(
    'g',
    { fill: 'none', stroke: s.p.accents[0], 'stroke-width': 5, opacity: 0.85 },
    el('path', { d: `M${fmt(vx - s.w * 0.45)} ${fmt(horizon + 6)} L${fmt(vx + s.w * 0.45)} ${fmt(horizon + 6)}` }),
    el('path', { d: `M${fmt(vx)} ${fmt(horizon + 6)} L${fmt(vx)} ${fmt(s.h)}` }),
    el('ellipse', { cx: vx, cy: s.h * 0.8, rx: s.w * 0.16, ry: s.h * 0.07 }),
  );
  const startX = s.r.chance(0.5) ? s.w * 0.1 : s.w * 0.9;
  const ballX = s.w * s.r.range(0.35, 0.65);
  const ballY = s.h * s.r.range(0.22, 0.36);
  const ball = s.r.pick(s.p.accents.slice(1));
  return layer(
    { defs: linearGradient(beamId, [s.p.glow, s.p.glow], { fade: true }), body: '' },
    el('rect', { x: 0, y: horizon - 80, width: s.w, height: 80, fill: s.p.ink, opacity: 0.9 }),
    fans.join(''),
    floodlight(s, s.w * 0.12, s.h * 0.1, beamId, s.w * 0.4),
    floodlight(s, s.w * 0.88, s.h * 0.08, beamId, s.w * 0.6),
    stripes.join(''),
    lines,
    el('path', {
      d: `M${fmt(startX)} ${fmt(s.h * 0.9)} Q${fmt((startX + ballX) / 2)} ${fmt(ballY - s.h * 0.25)} ${fmt(ballX)} ${fmt(ballY)}`,
      fill: 'none',
      stroke: s.p.glow,
      'stroke-width': 4,
      'stroke-dasharray': '4 14',
      'stroke-linecap': 'round',
      opacity: 0.8,
    }),
    el('circle', { cx: ballX, cy: ballY, r: 34, fill: ball, stroke: s.p.ink, 'stroke-width': 4 }),
    el('path', {
      d: `M${fmt(ballX - 34)} ${fmt(ballY)} Q${fmt(ballX)} ${fmt(ballY - 22)} ${fmt(ballX + 34)} ${fmt(ballY)} M${fmt(ballX - 34)} ${fmt(ballY)} Q${fmt(ballX)} ${fmt(ballY + 22)} ${fmt(ballX + 34)} ${fmt(ballY)}`,
      fill: 'none',
      stroke: s.p.ink,
      'stroke-width': 3,
    }),
  );
}
