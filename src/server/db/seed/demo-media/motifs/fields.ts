import { el, fmt } from '../svg-kit';
import { layer, type Drawing, type Scene } from './scene';
import { audience, tones, type Tones } from './props';

/**
 * Sports, one playing surface each: the court, rink, pitch, diamond, pool or track in perspective,
 * with its own markings, goal or net and ball. The item's hue colours the stands and the kit.
 */

interface Field {
  /** Screen point for a field position: u across (-1..1), v from the near edge (0) to the far one (1). */
  at: (u: number, v: number) => [number, number];
  horizon: number;
}

/** The camera moves a little per item: higher or lower, left or right of the centre line. */
function field(s: Scene, baseHorizon: number, farHalf: number, nearHalf: number): Field {
  const horizon = baseHorizon + s.r.range(-0.05, 0.05) * s.h;
  const farX = s.w / 2 + s.r.range(-0.12, 0.12) * s.w;
  const nearX = s.w / 2 + s.r.range(-0.2, 0.2) * s.w;
  return {
    horizon,
    at: (u, v) => {
      const half = nearHalf + (farHalf - nearHalf) * v;
      return [nearX + (farX - nearX) * v + u * half, s.h - (s.h - horizon) * v];
    },
  };
}

const pt = (p: [number, number]) => `${fmt(p[0])} ${fmt(p[1])}`;

function poly(f: Field, points: [number, number][], close = true): string {
  return `M${points.map((p) => pt(f.at(p[0], p[1]))).join(' L')}${close ? ' Z' : ''}`;
}

/** An ellipse on the field (centre circle, face-off circle) as a polyline through the projection. */
function ring(f: Field, u: number, v: number, ru: number, rv: number, from = 0, to = Math.PI * 2): string {
  const pts: [number, number][] = [];
  for (let i = 0; i <= 32; i++) {
    const a = from + ((to - from) * i) / 32;
    pts.push([u + Math.cos(a) * ru, v + Math.sin(a) * rv]);
  }
  return poly(f, pts, false);
}

function backdrop(s: Scene, t: Tones, horizon: number, indoor: boolean): string {
  if (indoor)
    return (
      el('rect', { width: s.w, height: horizon, fill: t.c(200, 15, 30) }) +
      el('rect', { y: horizon - 150, width: s.w, height: 150, fill: t.c(200, 15, 22) }) +
      audience(s, horizon - 120, t.c(0, 35, 45), 40) +
      el('rect', { y: 0, width: s.w, height: horizon - 150, fill: t.c(220, 20, 18) }) +
      [0.15, 0.5, 0.85]
        .map((k) => el('rect', { x: s.w * k - 40, y: 20, width: 80, height: 110, fill: t.c(k * 200, 60, 45) }))
        .join('') +
      el('rect', { y: horizon - 12, width: s.w, height: 12, fill: t.c(0, 60, 40) })
    );
  return (
    el('rect', { y: horizon - 110, width: s.w, height: 110, fill: t.c(210, 20, 25) }) +
    audience(s, horizon - 90, t.c(0, 40, 50), 36) +
    el('rect', { y: horizon - 14, width: s.w, height: 14, fill: t.c(0, 50, 35) }) +
    [0.08, 0.92]
      .map(
        (k) =>
          el('rect', { x: s.w * k - 4, y: 40, width: 8, height: horizon - 150, fill: s.p.ink }) +
          el('rect', { x: s.w * k - 50, y: 20, width: 100, height: 46, rx: 6, fill: s.p.ink }) +
          el('rect', { x: s.w * k - 42, y: 28, width: 84, height: 30, rx: 4, fill: s.p.glow }),
      )
      .join('')
  );
}

function lines(f: Field, d: string, color = '#ffffff', width = 5): string {
  return el('path', {
    d,
    stroke: color,
    'stroke-width': width,
    fill: 'none',
    opacity: 0.9,
    'stroke-linejoin': 'round',
  });
}

function ball(x: number, y: number, r: number, fill: string, seam: string, kind: 'round' | 'oval' = 'round'): string {
  return (
    el('ellipse', { cx: x, cy: y + r * 2.4, rx: r, ry: r * 0.25, fill: '#000', opacity: 0.18 }) +
    (kind === 'oval'
      ? el('ellipse', { cx: x, cy: y, rx: r * 1.4, ry: r * 0.85, fill, transform: `rotate(-25 ${fmt(x)} ${fmt(y)})` }) +
        el('path', {
          d: `M${fmt(x - r * 0.5)} ${fmt(y + r * 0.1)} L${fmt(x + r * 0.5)} ${fmt(y - r * 0.35)}`,
          stroke: seam,
          'stroke-width': 4,
        })
      : el('circle', { cx: x, cy: y, r, fill, stroke: seam, 'stroke-width': 3 }) +
        el('path', {
          d: `M${fmt(x - r)} ${fmt(y)} Q${fmt(x)} ${fmt(y - r * 0.6)} ${fmt(x + r)} ${fmt(y)} M${fmt(x)} ${fmt(y - r)} Q${fmt(x + r * 0.5)} ${fmt(y)} ${fmt(x)} ${fmt(y + r)}`,
          stroke: seam,
          'stroke-width': 3,
          fill: 'none',
        }))
  );
}

function grass(s: Scene, f: Field, t: Tones): string {
  const base = 115 + s.r.int(-10, 10);
  const stripes: string[] = [];
  for (let i = 0; i < 10; i++)
    stripes.push(
      el('path', {
        d: poly(f, [
          [-1.3, i / 10],
          [1.3, i / 10],
          [1.3, (i + 1) / 10],
          [-1.3, (i + 1) / 10],
        ]),
        fill: `hsl(${base} 40% ${i % 2 ? 38 : 43}%)`,
      }),
    );
  void t;
  return stripes.join('');
}

function net(x: number, y: number, w: number, h: number, frame: string): string {
  const mesh: string[] = [];
  for (let i = 1; i < 8; i++) mesh.push(`M${fmt(x + (w * i) / 8)} ${fmt(y)} v${fmt(h)}`);
  for (let i = 1; i < 4; i++) mesh.push(`M${fmt(x)} ${fmt(y + (h * i) / 4)} h${fmt(w)}`);
  return (
    el('path', { d: mesh.join(' '), stroke: '#ffffff', 'stroke-width': 2, opacity: 0.6 }) +
    el('path', {
      d: `M${fmt(x)} ${fmt(y + h)} V${fmt(y)} H${fmt(x + w)} V${fmt(y + h)}`,
      stroke: frame,
      'stroke-width': 8,
      fill: 'none',
    })
  );
}

/** Basketball: a hardwood court, the key and the three-point arc, a hoop with its net. */
export function basketball(s: Scene): Drawing {
  const t = tones(s);
  const f = field(s, s.h * 0.5, s.w * 0.42, s.w * 0.9);
  const wood = s.r.pick(['#d9a066', '#c98e55', '#e0b07a']);
  const boards: string[] = [];
  for (let i = -10; i <= 10; i++)
    boards.push(
      poly(
        f,
        [
          [i / 8, 0],
          [i / 8, 1],
        ],
        false,
      ),
    );
  const [hx, hy] = f.at(0, 0.92);
  const bx = s.w * s.r.range(0.3, 0.7);
  return layer(
    backdrop(s, t, f.horizon, true),
    el('path', {
      d: poly(f, [
        [-1.3, 0],
        [1.3, 0],
        [1.3, 1],
        [-1.3, 1],
      ]),
      fill: wood,
    }),
    el('path', { d: boards.join(' '), stroke: '#8a5a2b', 'stroke-width': 2, opacity: 0.25 }),
    el('path', {
      d: poly(f, [
        [-0.25, 0.55],
        [0.25, 0.55],
        [0.25, 1],
        [-0.25, 1],
      ]),
      fill: t.c(0, 55, 45),
      opacity: 0.8,
    }),
    lines(
      f,
      poly(f, [
        [-1, 0],
        [1, 0],
        [1, 1],
        [-1, 1],
      ]) +
        ring(f, 0, 0.55, 0.25, 0.1, 0, Math.PI) +
        ring(f, 0, 1, 0.8, 0.6, Math.PI, Math.PI * 2) +
        ring(f, 0, 0, 0.25, 0.12, 0, Math.PI),
    ),
    el('rect', { x: hx - 5, y: hy - 270, width: 10, height: 120, fill: '#555' }),
    el('rect', {
      x: hx - 90,
      y: hy - 330,
      width: 180,
      height: 110,
      rx: 4,
      fill: '#fafafa',
      stroke: '#333',
      'stroke-width': 4,
    }),
    el('rect', { x: hx - 35, y: hy - 290, width: 70, height: 50, fill: 'none', stroke: '#d84315', 'stroke-width': 4 }),
    el('ellipse', { cx: hx, cy: hy - 232, rx: 40, ry: 8, fill: 'none', stroke: '#e65100', 'stroke-width': 5 }),
    el('path', {
      d: `M${fmt(hx - 38)} ${fmt(hy - 230)} L${fmt(hx - 24)} ${fmt(hy - 180)} L${fmt(hx + 24)} ${fmt(hy - 180)} L${fmt(hx + 38)} ${fmt(hy - 230)} M${fmt(hx - 20)} ${fmt(hy - 230)} L${fmt(hx - 8)} ${fmt(hy - 180)} M${fmt(hx + 20)} ${fmt(hy - 230)} L${fmt(hx + 8)} ${fmt(hy - 180)}`,
      stroke: '#fff',
      'stroke-width': 3,
      fill: 'none',
    }),
    ball(bx, s.h * s.r.range(0.25, 0.4), 40, '#e46d1e', '#3a1f0b'),
  );
}

/** Hockey: white ice inside the boards, red and blue lines, face-off circles, the goal and a puck. */
export function hockey(s: Scene): Drawing {
  const t = tones(s);
  const f = field(s, s.h * 0.46, s.w * 0.42, s.w * 0.95);
  const [gx, gy] = f.at(0, 0.86);
  const [px, py] = f.at(s.r.range(-0.5, 0.5), s.r.range(0.15, 0.4));
  return layer(
    backdrop(s, t, f.horizon, true),
    el('rect', { y: f.horizon - 30, width: s.w, height: 30, fill: '#fafafa' }),
    el('rect', { y: f.horizon - 8, width: s.w, height: 8, fill: '#f9a825' }),
    el('path', {
      d: poly(f, [
        [-1.3, 0],
        [1.3, 0],
        [1.3, 1],
        [-1.3, 1],
      ]),
      fill: '#eef5f9',
    }),
    el('path', {
      d: poly(f, [
        [-1.3, 0.36],
        [1.3, 0.36],
        [1.3, 0.39],
        [-1.3, 0.39],
      ]),
      fill: '#c62828',
      opacity: 0.85,
    }),
    el('path', {
      d: poly(f, [
        [-1.3, 0.6],
        [1.3, 0.6],
        [1.3, 0.63],
        [-1.3, 0.63],
      ]),
      fill: '#1565c0',
      opacity: 0.85,
    }),
    el('path', {
      d: poly(f, [
        [-1.3, 0.12],
        [1.3, 0.12],
        [1.3, 0.15],
        [-1.3, 0.15],
      ]),
      fill: '#1565c0',
      opacity: 0.85,
    }),
    lines(
      f,
      ring(f, -0.55, 0.77, 0.22, 0.09) + ring(f, 0.55, 0.77, 0.22, 0.09) + ring(f, 0, 0.375, 0.25, 0.12),
      '#c62828',
      4,
    ),
    lines(
      f,
      poly(
        f,
        [
          [-1.2, 0.86],
          [1.2, 0.86],
        ],
        false,
      ),
      '#c62828',
      3,
    ),
    el('path', { d: ring(f, 0, 0.86, 0.14, 0.05, Math.PI, Math.PI * 2), fill: '#90caf9', opacity: 0.7 }),
    net(gx - 70, gy - 70, 140, 70, '#d32f2f'),
    el('ellipse', { cx: px, cy: py, rx: 22, ry: 8, fill: '#111' }),
    el('path', {
      d: `M${fmt(px + 40)} ${fmt(py - 160)} L${fmt(px + 70)} ${fmt(py - 10)} L${fmt(px + 140)} ${fmt(py)}`,
      stroke: t.c(0, 40, 30),
      'stroke-width': 12,
      fill: 'none',
      'stroke-linecap': 'round',
    }),
  );
}

/** Soccer: a striped pitch, the centre circle and penalty box, a goal with its net and the ball. */
export function soccer(s: Scene): Drawing {
  const t = tones(s);
  const f = field(s, s.h * 0.48, s.w * 0.45, s.w * 1.1);
  const [gx, gy] = f.at(0, 0.9);
  return layer(
    backdrop(s, t, f.horizon, false),
    grass(s, f, t),
    lines(
      f,
      poly(f, [
        [-1, 0],
        [1, 0],
        [1, 0.9],
        [-1, 0.9],
      ]) +
        poly(
          f,
          [
            [-0.5, 0.9],
            [-0.5, 0.68],
            [0.5, 0.68],
            [0.5, 0.9],
          ],
          false,
        ) +
        poly(
          f,
          [
            [-0.22, 0.9],
            [-0.22, 0.82],
            [0.22, 0.82],
            [0.22, 0.9],
          ],
          false,
        ) +
        ring(f, 0, 0.15, 0.3, 0.13) +
        poly(
          f,
          [
            [-1, 0.15],
            [1, 0.15],
          ],
          false,
        ),
    ),
    net(gx - 110, gy - 80, 220, 80, '#fafafa'),
    ball(s.w * s.r.range(0.3, 0.7), s.h * s.r.range(0.62, 0.75), 36, '#fafafa', '#222'),
  );
}

/** Baseball and softball: the dirt diamond, white bases, the mound and the outfield fence. */
export function diamond(s: Scene, softball = false): Drawing {
  const t = tones(s);
  const f = field(s, s.h * 0.42, s.w * 0.8, s.w * 1.2);
  const dirt = s.r.pick(['#c1895a', '#b97a4b', '#cf9566']);
  const bases: [number, number][] = [
    [0, 0.12],
    [0.42, 0.45],
    [0, 0.78],
    [-0.42, 0.45],
  ];
  const [mx, my] = f.at(0, 0.45);
  return layer(
    el('rect', { y: f.horizon - 60, width: s.w, height: 60, fill: t.c(150, 35, 28) }),
    el('rect', { y: f.horizon - 66, width: s.w, height: 8, fill: '#f9a825' }),
    audience(s, f.horizon - 130, t.c(0, 35, 45), 50),
    el('rect', { y: f.horizon - 60, width: s.w, height: 60, fill: t.c(150, 35, 28) }),
    grass(s, f, t),
    el('path', {
      d: poly(f, [
        [0, 0.02],
        [0.62, 0.45],
        [0, 0.95],
        [-0.62, 0.45],
      ]),
      fill: dirt,
    }),
    el('path', {
      d: poly(f, [
        [0, 0.16],
        [0.3, 0.45],
        [0, 0.72],
        [-0.3, 0.45],
      ]),
      fill: `hsl(112 40% 42%)`,
    }),
    lines(
      f,
      poly(
        f,
        [
          [0, 0.12],
          [1.3, 1],
        ],
        false,
      ) +
        poly(
          f,
          [
            [0, 0.12],
            [-1.3, 1],
          ],
          false,
        ),
    ),
    el('ellipse', { cx: mx, cy: my, rx: 50, ry: 14, fill: dirt }),
    ...bases.map((b) => {
      const [x, y] = f.at(b[0], b[1]);
      return el('rect', {
        x: x - 16,
        y: y - 8,
        width: 32,
        height: 16,
        fill: '#fff',
        transform: `rotate(0 ${fmt(x)} ${fmt(y)})`,
      });
    }),
    ball(
      s.w * s.r.range(0.25, 0.75),
      s.h * s.r.range(0.2, 0.32),
      softball ? 30 : 22,
      softball ? '#f4ff5a' : '#fafafa',
      '#d32f2f',
    ),
    el('path', {
      d: `M${fmt(s.w * 0.86)} ${fmt(s.h * 0.86)} l-120 -180`,
      stroke: '#8d6e63',
      'stroke-width': 14,
      'stroke-linecap': 'round',
    }),
  );
}

/** American football: yard lines and numbers, the goal post and a brown ball. */
export function football(s: Scene): Drawing {
  const t = tones(s);
  const f = field(s, s.h * 0.46, s.w * 0.5, s.w * 1.1);
  const yard: string[] = [];
  for (let i = 0; i <= 10; i++)
    yard.push(
      poly(
        f,
        [
          [-1, i * 0.085],
          [1, i * 0.085],
        ],
        false,
      ),
    );
  const [gx, gy] = f.at(0, 0.95);
  const post = '#fdd835';
  return layer(
    backdrop(s, t, f.horizon, false),
    grass(s, f, t),
    el('path', {
      d: poly(f, [
        [-1.3, 0.85],
        [1.3, 0.85],
        [1.3, 1],
        [-1.3, 1],
      ]),
      fill: t.c(0, 55, 40),
    }),
    lines(
      f,
      yard.join(' ') +
        poly(
          f,
          [
            [-1, 0],
            [-1, 0.85],
          ],
          false,
        ) +
        poly(
          f,
          [
            [1, 0],
            [1, 0.85],
          ],
          false,
        ),
    ),
    el('path', {
      d: `M${fmt(gx)} ${fmt(gy)} V${fmt(gy - 90)} M${fmt(gx - 90)} ${fmt(gy - 250)} V${fmt(gy - 90)} H${fmt(gx + 90)} V${fmt(gy - 250)}`,
      stroke: post,
      'stroke-width': 10,
      fill: 'none',
    }),
    ball(s.w * s.r.range(0.3, 0.7), s.h * s.r.range(0.22, 0.34), 34, '#7b3f1d', '#fff', 'oval'),
  );
}

/** Lacrosse: a grass field with the goal crease, an orange-netted goal and a stick. */
export function lacrosse(s: Scene): Drawing {
  const t = tones(s);
  const f = field(s, s.h * 0.48, s.w * 0.45, s.w * 1.1);
  const [gx, gy] = f.at(0, 0.78);
  const sx = s.w * s.r.range(0.2, 0.8);
  return layer(
    backdrop(s, t, f.horizon, false),
    grass(s, f, t),
    lines(
      f,
      poly(f, [
        [-1, 0],
        [1, 0],
        [1, 0.95],
        [-1, 0.95],
      ]) +
        ring(f, 0, 0.78, 0.16, 0.07) +
        poly(
          f,
          [
            [-1, 0.35],
            [1, 0.35],
          ],
          false,
        ),
    ),
    net(gx - 60, gy - 80, 120, 80, '#ff7043'),
    el('path', {
      d: `M${fmt(sx)} ${fmt(s.h * 0.95)} L${fmt(sx + 120)} ${fmt(s.h * 0.6)}`,
      stroke: '#eceff1',
      'stroke-width': 10,
      'stroke-linecap': 'round',
    }),
    el('path', {
      d: `M${fmt(sx + 110)} ${fmt(s.h * 0.62)} q-10 -80 40 -90 q50 10 20 90 Z`,
      fill: 'none',
      stroke: t.c(0, 60, 45),
      'stroke-width': 8,
    }),
    ball(sx + 150, s.h * 0.58, 14, '#fafafa', '#ddd'),
  );
}

/** Volleyball: an indoor court split by the net, a ball in the air over it. */
export function volleyball(s: Scene): Drawing {
  const t = tones(s);
  const f = field(s, s.h * 0.48, s.w * 0.4, s.w * 0.85);
  const [lx, ly] = f.at(-1.1, 0.5);
  const [rx] = f.at(1.1, 0.5);
  return layer(
    backdrop(s, t, f.horizon, true),
    el('path', {
      d: poly(f, [
        [-1.3, 0],
        [1.3, 0],
        [1.3, 1],
        [-1.3, 1],
      ]),
      fill: t.c(30, 45, 55),
    }),
    el('path', {
      d: poly(f, [
        [-1, 0.05],
        [1, 0.05],
        [1, 0.95],
        [-1, 0.95],
      ]),
      fill: t.c(20, 60, 48),
    }),
    lines(
      f,
      poly(f, [
        [-1, 0.05],
        [1, 0.05],
        [1, 0.95],
        [-1, 0.95],
      ]) +
        poly(
          f,
          [
            [-1, 0.35],
            [1, 0.35],
          ],
          false,
        ) +
        poly(
          f,
          [
            [-1, 0.65],
            [1, 0.65],
          ],
          false,
        ),
    ),
    el('path', {
      d: `M${fmt(lx)} ${fmt(ly)} V${fmt(ly - 220)} M${fmt(rx)} ${fmt(ly)} V${fmt(ly - 220)}`,
      stroke: '#555',
      'stroke-width': 10,
    }),
    net(lx, ly - 220, rx - lx, 70, '#fafafa'),
    ball(s.w * s.r.range(0.3, 0.7), s.h * s.r.range(0.14, 0.24), 32, '#fafafa', t.c(220, 60, 45)),
  );
}

/** Tennis: a hard or clay court with its lines, the net and a yellow ball. */
export function tennis(s: Scene): Drawing {
  const t = tones(s);
  const f = field(s, s.h * 0.45, s.w * 0.36, s.w * 0.8);
  const surface = s.r.pick([
    ['#3f6fb5', '#5b8f4a'],
    ['#c2693f', '#b05a33'],
    ['#4c8c5a', '#3d6d8c'],
  ] as const);
  const [lx, ly] = f.at(-1.15, 0.5);
  const [rx] = f.at(1.15, 0.5);
  return layer(
    el('rect', { width: s.w, height: f.horizon, fill: t.c(120, 30, 35) }),
    el('rect', { y: f.horizon - 120, width: s.w, height: 120, fill: '#2e4034' }),
    el('path', {
      d: poly(f, [
        [-1.4, 0],
        [1.4, 0],
        [1.4, 1],
        [-1.4, 1],
      ]),
      fill: surface[1],
    }),
    el('path', {
      d: poly(f, [
        [-1, 0.03],
        [1, 0.03],
        [1, 0.97],
        [-1, 0.97],
      ]),
      fill: surface[0],
    }),
    lines(
      f,
      poly(f, [
        [-1, 0.03],
        [1, 0.03],
        [1, 0.97],
        [-1, 0.97],
      ]) +
        poly(
          f,
          [
            [-0.78, 0.03],
            [-0.78, 0.97],
          ],
          false,
        ) +
        poly(
          f,
          [
            [0.78, 0.03],
            [0.78, 0.97],
          ],
          false,
        ) +
        poly(
          f,
          [
            [-0.78, 0.25],
            [0.78, 0.25],
          ],
          false,
        ) +
        poly(
          f,
          [
            [-0.78, 0.75],
            [0.78, 0.75],
          ],
          false,
        ) +
        poly(
          f,
          [
            [0, 0.25],
            [0, 0.75],
          ],
          false,
        ),
    ),
    el('path', {
      d: `M${fmt(lx)} ${fmt(ly)} V${fmt(ly - 70)} M${fmt(rx)} ${fmt(ly)} V${fmt(ly - 70)}`,
      stroke: '#333',
      'stroke-width': 8,
    }),
    net(lx, ly - 66, rx - lx, 60, '#fafafa'),
    ball(s.w * s.r.range(0.25, 0.75), s.h * s.r.range(0.25, 0.4), 20, '#d7ec3a', '#fff'),
  );
}

/** Wrestling: the round mat under the gym lights, with its starting lines. */
export function wrestling(s: Scene): Drawing {
  const t = tones(s);
  const f = field(s, s.h * 0.45, s.w * 0.5, s.w * 1.0);
  return layer(
    backdrop(s, t, f.horizon, true),
    el('path', {
      d: poly(f, [
        [-1.3, 0],
        [1.3, 0],
        [1.3, 1],
        [-1.3, 1],
      ]),
      fill: t.c(0, 50, 35),
    }),
    el('path', { d: ring(f, 0, 0.5, 0.8, 0.42), fill: t.c(0, 55, 45) }),
    el('path', { d: ring(f, 0, 0.5, 0.62, 0.32), fill: t.c(180, 35, 55) }),
    el('path', { d: ring(f, 0, 0.5, 0.1, 0.05), fill: 'none', stroke: '#fff', 'stroke-width': 5 }),
    lines(
      f,
      poly(
        f,
        [
          [-0.05, 0.5],
          [0.05, 0.5],
        ],
        false,
      ),
      '#fff',
      8,
    ),
    el('path', {
      d: poly(
        f,
        [
          [-0.2, 0.47],
          [-0.1, 0.47],
        ],
        false,
      ),
      stroke: '#d32f2f',
      'stroke-width': 8,
    }),
    el('path', {
      d: poly(
        f,
        [
          [0.1, 0.53],
          [0.2, 0.53],
        ],
        false,
      ),
      stroke: '#1565c0',
      'stroke-width': 8,
    }),
  );
}

/** Swimming: lanes divided by floating ropes, starting blocks and a swimmer's splash. */
export function swimming(s: Scene): Drawing {
  const t = tones(s);
  const f = field(s, s.h * 0.4, s.w * 0.5, s.w * 1.0);
  const ropes: string[] = [];
  for (let i = -3; i <= 3; i++) {
    for (let k = 0; k < 30; k++) {
      const [x, y] = f.at(i / 3.2, k / 30);
      ropes.push(el('circle', { cx: x, cy: y, r: 7 - (k / 30) * 4, fill: k % 4 < 2 ? '#fafafa' : t.c(0, 70, 50) }));
    }
  }
  const blocks: string[] = [];
  for (let i = -3; i < 3; i++) {
    const [x, y] = f.at((i + 0.5) / 3.2, 0.98);
    blocks.push(el('rect', { x: x - 16, y: y - 18, width: 32, height: 18, fill: '#eceff1' }));
  }
  const [sx, sy] = f.at(s.r.range(-0.6, 0.6), s.r.range(0.2, 0.5));
  return layer(
    el('rect', { width: s.w, height: f.horizon, fill: t.c(200, 20, 80) }),
    el('rect', { y: f.horizon - 90, width: s.w, height: 90, fill: t.c(200, 25, 60) }),
    el('path', {
      d: poly(f, [
        [-1.3, 0],
        [1.3, 0],
        [1.3, 1],
        [-1.3, 1],
      ]),
      fill: `hsl(${190 + s.r.int(-10, 10)} 70% 52%)`,
    }),
    ...[0.2, 0.4, 0.6, 0.8].map((k) =>
      el('path', {
        d: poly(
          f,
          [
            [-1.3, k],
            [1.3, k],
          ],
          false,
        ),
        stroke: '#fff',
        'stroke-width': 2,
        opacity: 0.3,
      }),
    ),
    ropes.join(''),
    blocks.join(''),
    el('ellipse', { cx: sx, cy: sy, rx: 60, ry: 16, fill: '#fff', opacity: 0.7 }),
    el('circle', { cx: sx + 30, cy: sy - 6, r: 14, fill: t.c(0, 70, 50) }),
    el('path', {
      d: `M${fmt(sx - 10)} ${fmt(sy)} q-30 -50 -70 -30`,
      stroke: '#e0ac84',
      'stroke-width': 12,
      fill: 'none',
      'stroke-linecap': 'round',
    }),
  );
}

/** Track: the curving lanes of a running track, lane numbers and a row of hurdles. */
export function track(s: Scene): Drawing {
  const t = tones(s);
  const f = field(s, s.h * 0.42, s.w * 0.7, s.w * 1.4);
  const curve = s.r.range(0.2, 0.5);
  const lanesD: string[] = [];
  const lanePoly = (u0: number) => {
    const pts: [number, number][] = [];
    for (let i = 0; i <= 20; i++) {
      const v = i / 20;
      pts.push([u0 + curve * v * v, v]);
    }
    return pts;
  };
  for (let i = 0; i <= 6; i++) lanesD.push(poly(f, lanePoly(-0.6 + i * 0.2), false));
  const hurdles: string[] = [];
  for (let i = 0; i < 6; i++) {
    const v = 0.35;
    const [x, y] = f.at(-0.5 + i * 0.2 + curve * v * v, v);
    hurdles.push(
      el('path', {
        d: `M${fmt(x - 22)} ${fmt(y)} v-40 M${fmt(x + 22)} ${fmt(y)} v-40`,
        stroke: '#333',
        'stroke-width': 4,
      }),
      el('rect', { x: x - 26, y: y - 46, width: 52, height: 10, fill: i % 2 ? '#fafafa' : '#222' }),
    );
  }
  return layer(
    backdrop(s, t, f.horizon, false),
    grass(s, f, t),
    el('path', {
      d: poly(f, [...lanePoly(-0.62), ...lanePoly(0.62).reverse()]),
      fill: s.r.pick(['#b5473a', '#a8402f', '#3f6fb5']),
    }),
    lines(f, lanesD.join(' '), '#fff', 4),
    hurdles.join(''),
  );
}

/** Golf: a rolling green with the flag in the cup, a sand bunker and a ball on the tee. */
export function golf(s: Scene): Drawing {
  const t = tones(s);
  const fx = s.w * s.r.range(0.5, 0.8);
  const fy = s.h * 0.52;
  return layer(
    el('rect', { y: s.h * 0.35, width: s.w, height: s.h, fill: '#3f6b45' }),
    ...Array.from({ length: 9 }, (_, i) =>
      el('circle', {
        cx: i * 150 + s.r.range(0, 60),
        cy: s.h * 0.38,
        r: s.r.range(50, 90),
        fill: s.r.pick(['#2e5339', '#3a6544', '#27452f']),
      }),
    ),
    el('path', {
      d: `M0 ${fmt(s.h * 0.5)} Q${fmt(s.w * 0.5)} ${fmt(s.h * 0.4)} ${fmt(s.w)} ${fmt(s.h * 0.55)} V${fmt(s.h)} H0 Z`,
      fill: '#6aa84f',
    }),
    el('ellipse', { cx: fx, cy: fy + 10, rx: 220, ry: 50, fill: '#8bc34a' }),
    el('ellipse', { cx: fx - 320, cy: fy + 80, rx: 150, ry: 34, fill: '#e8d7a8' }),
    el('ellipse', { cx: fx, cy: fy + 14, rx: 14, ry: 5, fill: '#1b1b1b' }),
    el('path', { d: `M${fmt(fx)} ${fmt(fy + 12)} V${fmt(fy - 200)}`, stroke: '#eee', 'stroke-width': 5 }),
    el('path', { d: `M${fmt(fx)} ${fmt(fy - 200)} l90 30 l-90 30 Z`, fill: t.c(0, 75, 50) }),
    el('path', {
      d: `M0 ${fmt(s.h * 0.8)} Q${fmt(s.w * 0.5)} ${fmt(s.h * 0.72)} ${fmt(s.w)} ${fmt(s.h * 0.82)} V${fmt(s.h)} H0 Z`,
      fill: '#5b9443',
    }),
    el('rect', { x: s.w * 0.22 - 4, y: s.h * 0.86, width: 8, height: 30, fill: '#fafafa' }),
    el('circle', { cx: s.w * 0.22, cy: s.h * 0.85, r: 14, fill: '#fafafa' }),
  );
}
