import { el, fmt, linearGradient, ridge } from '../svg-kit';
import { layer, type Drawing, type Scene } from './scene';
import { audience, person, tones, LEAF, WOOD, type Tones } from './props';

/**
 * Events and stories out in the city: a farmers' market's stalls, a river cleanup, a tree
 * planting, paddlers, runners, a mural wall, an outdoor film, a long supper table and more.
 */

function sky(s: Scene, t: Tones, night = false): Drawing {
  const id = `${s.uid}-air`;
  const top = night ? t.c(230, 45, 14) : `hsl(${200 + s.r.int(-15, 15)} 65% ${s.r.int(68, 80)}%)`;
  const bottom = night ? t.c(280, 35, 30) : `hsl(${30 + s.r.int(-15, 20)} 80% ${s.r.int(82, 90)}%)`;
  const stars: string[] = [];
  if (night)
    for (let i = 0; i < 40; i++)
      stars.push(
        el('circle', {
          cx: s.r.range(0, s.w),
          cy: s.r.range(0, s.h * 0.4),
          r: s.r.range(1, 3),
          fill: '#fff',
          opacity: s.r.range(0.4, 0.9),
        }),
      );
  return {
    defs: linearGradient(id, [top, bottom]),
    body: el('rect', { width: s.w, height: s.h, fill: `url(#${id})` }) + stars.join(''),
  };
}

function tree(s: Scene, x: number, ground: number, size: number, blossom?: string): string {
  const leaf = blossom ?? s.r.pick(LEAF);
  return (
    el('rect', { x: x - size * 0.06, y: ground - size, width: size * 0.12, height: size, fill: '#5d4037' }) +
    el('circle', { cx: x, cy: ground - size * 1.1, r: size * 0.45, fill: leaf }) +
    el('circle', { cx: x - size * 0.3, cy: ground - size * 0.85, r: size * 0.32, fill: leaf, opacity: 0.9 }) +
    el('circle', { cx: x + size * 0.3, cy: ground - size * 0.88, r: size * 0.3, fill: leaf, opacity: 0.85 })
  );
}

function treeLine(s: Scene, ground: number, color: string): string {
  const parts: string[] = [];
  for (let x = -40; x < s.w + 60; x += s.r.range(60, 110))
    parts.push(el('circle', { cx: x, cy: ground - s.r.range(10, 60), r: s.r.range(50, 90) }));
  return el('g', { fill: color }, ...parts);
}

function crowd(s: Scene, t: Tones, ground: number, count: number, height: number, spread = [0.05, 0.95]): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++)
    parts.push(
      person(
        s,
        s.w * s.r.range(spread[0] ?? 0, spread[1] ?? 1),
        ground + s.r.range(-10, 10),
        height * s.r.range(0.85, 1.1),
        t.c(s.r.int(0, 359), 50, 50),
      ),
    );
  return parts.join('');
}

/** Farmers' market: canopied stalls with crates of produce, a hanging sign and shoppers. */
export function market(s: Scene): Drawing {
  const t = tones(s);
  const ground = s.h * 0.82;
  const stalls: string[] = [];
  const n = s.r.int(2, 3);
  const sw = s.w / n;
  const produce = ['#d62828', '#f77f00', '#fcbf49', '#6a994e', '#8338ec', '#a7c957', '#e76f51'];
  for (let i = 0; i < n; i++) {
    const x = i * sw + 24;
    const w = sw - 48;
    const top = s.h * s.r.range(0.22, 0.3);
    const stripes: string[] = [];
    for (let k = 0; k < 8; k++)
      stripes.push(
        el('path', {
          d: `M${fmt(x + (w * k) / 8)} ${fmt(top)} h${fmt(w / 8)} l${fmt(6)} 60 h${fmt(-w / 8 - 6)} Z`,
          fill: k % 2 ? '#fdfaf2' : t.c(i * 90, 65, 48),
        }),
      );
    const crates: string[] = [];
    for (let c = 0; c < 4; c++) {
      const cx = x + 20 + (c * (w - 40)) / 4;
      const cw = (w - 40) / 4 - 10;
      const fruit = s.r.pick(produce);
      crates.push(el('rect', { x: cx, y: s.h * 0.56, width: cw, height: 50, fill: s.r.pick(WOOD) }));
      for (let k = 0; k < 5; k++)
        crates.push(
          el('circle', { cx: cx + 12 + k * ((cw - 24) / 4), cy: s.h * 0.56 - 6 + (k % 2) * -10, r: 14, fill: fruit }),
        );
    }
    stalls.push(
      el('path', {
        d: `M${fmt(x + 10)} ${fmt(top)} V${fmt(ground)} M${fmt(x + w - 10)} ${fmt(top)} V${fmt(ground)}`,
        stroke: '#5d4037',
        'stroke-width': 10,
      }) +
        stripes.join('') +
        el('rect', { x, y: s.h * 0.6, width: w, height: ground - s.h * 0.6, fill: t.c(i * 90 + 30, 30, 40) }) +
        crates.join('') +
        el('rect', { x: x + w * 0.3, y: top + 70, width: w * 0.4, height: 40, rx: 6, fill: '#2f3a36' }),
    );
  }
  return layer(
    sky(s, t),
    treeLine(s, s.h * 0.5, '#7aa66c'),
    el('rect', { y: s.h * 0.5, width: s.w, height: s.h, fill: '#cfc6b8' }),
    stalls.join(''),
    crowd(s, t, s.h * 0.99, s.r.int(3, 5), 260),
  );
}

/** River cleanup: a river bank, volunteers with grabbers and bags, a pile of filled bags. */
export function cleanup(s: Scene): Drawing {
  const t = tones(s);
  const bank = s.h * 0.62;
  const people: string[] = [];
  for (let i = 0; i < s.r.int(3, 4); i++) {
    const x = s.w * (0.15 + i * 0.22) + s.r.range(-30, 30);
    const g = s.h * 0.92 + s.r.range(-20, 10);
    people.push(
      person(s, x, g, 270, s.r.pick(['#ff9800', '#fdd835', '#4caf50'])),
      el('path', { d: `M${fmt(x + 40)} ${fmt(g - 140)} l50 140`, stroke: '#607d8b', 'stroke-width': 6 }),
      el('path', { d: `M${fmt(x - 60)} ${fmt(g - 90)} q-20 60 10 90 h40 q20 -40 -10 -90 Z`, fill: t.c(0, 10, 20) }),
    );
  }
  const pile: string[] = [];
  for (let i = 0; i < 5; i++)
    pile.push(
      el('circle', {
        cx: s.w * 0.86 + (i % 3) * 40,
        cy: s.h * 0.84 - Math.floor(i / 3) * 40,
        r: 34,
        fill: i % 2 ? '#263238' : '#37474f',
      }),
    );
  return layer(
    sky(s, t),
    treeLine(s, s.h * 0.45, '#4f7d4c'),
    el('rect', {
      y: s.h * 0.42,
      width: s.w,
      height: bank - s.h * 0.42,
      fill: `hsl(${200 + s.r.int(-10, 10)} 40% 48%)`,
    }),
    ...[0.48, 0.54, 0.59].map((k) =>
      el('path', {
        d: `M${fmt(s.r.range(0, s.w * 0.5))} ${fmt(s.h * k)} h${fmt(s.r.range(80, 200))}`,
        stroke: '#fff',
        'stroke-width': 4,
        opacity: 0.4,
      }),
    ),
    el('path', { d: ridge(s.r, { width: s.w, height: s.h, baseY: bank, amplitude: 20, points: 5 }), fill: '#8d7b5e' }),
    el('path', {
      d: ridge(s.r, { width: s.w, height: s.h, baseY: s.h * 0.75, amplitude: 16, points: 5 }),
      fill: '#6b8e4e',
    }),
    pile.join(''),
    people.join(''),
  );
}

/** Tree planting and gardens: saplings in fresh soil, shovels, a watering can, trees in bloom. */
export function planting(s: Scene): Drawing {
  const t = tones(s);
  const ground = s.h * 0.6;
  const blossom = s.r.chance(0.5) ? s.r.pick(['#c39bd3', '#b57edc', '#f8bbd0', '#f48fb1']) : undefined;
  const far: string[] = [];
  for (let x = 40; x < s.w; x += s.r.range(140, 220)) far.push(tree(s, x, ground + 10, s.r.range(120, 170), blossom));
  const saplings: string[] = [];
  for (let i = 0; i < s.r.int(3, 5); i++) {
    const x = s.w * (0.12 + i * 0.2) + s.r.range(-20, 20);
    const y = s.h * s.r.range(0.78, 0.9);
    saplings.push(
      el('ellipse', { cx: x, cy: y, rx: 70, ry: 18, fill: '#5d4037' }),
      el('path', { d: `M${fmt(x)} ${fmt(y)} V${fmt(y - 110)}`, stroke: '#6d4c41', 'stroke-width': 6 }),
      el('circle', { cx: x, cy: y - 120, r: 36, fill: s.r.pick(LEAF) }),
      el('path', {
        d: `M${fmt(x - 20)} ${fmt(y)} l-8 -100 M${fmt(x + 20)} ${fmt(y)} l8 -100`,
        stroke: '#c8a27a',
        'stroke-width': 4,
      }),
    );
  }
  const sx = s.w * s.r.range(0.6, 0.9);
  return layer(
    sky(s, t),
    el('rect', { y: ground, width: s.w, height: s.h, fill: '#7fb069' }),
    far.join(''),
    saplings.join(''),
    person(s, sx, s.h * 0.96, 300, t.c(0, 55, 50)),
    el('path', {
      d: `M${fmt(sx + 60)} ${fmt(s.h * 0.96)} L${fmt(sx + 90)} ${fmt(s.h * 0.62)}`,
      stroke: '#8d6e63',
      'stroke-width': 8,
    }),
    el('path', { d: `M${fmt(sx + 50)} ${fmt(s.h * 0.96)} l10 -40 l22 6 Z`, fill: '#90a4ae' }),
  );
}

function boat(x: number, y: number, size: number, hull: string, paddler: string, skin: string): string {
  return (
    el('path', {
      d: `M${fmt(x - size)} ${fmt(y)} Q${fmt(x)} ${fmt(y + size * 0.22)} ${fmt(x + size)} ${fmt(y)} Q${fmt(x)} ${fmt(y + size * 0.05)} ${fmt(x - size)} ${fmt(y)} Z`,
      fill: hull,
    }) +
    el('rect', {
      x: x - size * 0.08,
      y: y - size * 0.32,
      width: size * 0.16,
      height: size * 0.32,
      rx: size * 0.05,
      fill: paddler,
    }) +
    el('circle', { cx: x, cy: y - size * 0.4, r: size * 0.08, fill: skin }) +
    el('path', {
      d: `M${fmt(x - size * 0.4)} ${fmt(y + size * 0.1)} L${fmt(x + size * 0.4)} ${fmt(y - size * 0.36)}`,
      stroke: '#5d4037',
      'stroke-width': size * 0.03,
    })
  );
}

/** Paddling and rowing: calm water, kayaks and canoes with their paddlers, the far shore. */
export function paddle(s: Scene): Drawing {
  const t = tones(s);
  const water = s.h * 0.5;
  const boats: string[] = [];
  for (let i = 0; i < s.r.int(2, 4); i++)
    boats.push(
      boat(
        s.w * (0.18 + i * 0.24) + s.r.range(-30, 30),
        water + 60 + i * s.r.range(40, 70),
        s.r.range(110, 170),
        t.c(i * 60, 70, 50),
        t.c(i * 60 + 180, 45, 40),
        s.r.pick(['#e0ac84', '#9b6444', '#c68a62']),
      ),
    );
  const ripples: string[] = [];
  for (let i = 0; i < 16; i++)
    ripples.push(
      el('path', {
        d: `M${fmt(s.r.range(0, s.w))} ${fmt(s.r.range(water + 10, s.h))} h${fmt(s.r.range(40, 120))}`,
        stroke: '#fff',
        'stroke-width': 3,
        opacity: 0.35,
      }),
    );
  return layer(
    sky(s, t),
    el('path', {
      d: ridge(s.r, { width: s.w, height: s.h, baseY: water - 40, amplitude: 50, points: 5 }),
      fill: '#6d8f7a',
    }),
    treeLine(s, water, '#4f7d4c'),
    el('rect', { y: water, width: s.w, height: s.h, fill: `hsl(${195 + s.r.int(-12, 12)} 45% 45%)` }),
    ripples.join(''),
    boats.join(''),
  );
}

/** Runs and walks: a park path with runners, a finish arch and its banner. */
export function run(s: Scene): Drawing {
  const t = tones(s);
  const horizon = s.h * 0.5;
  const runners: string[] = [];
  const n = s.r.int(3, 6);
  for (let i = 0; i < n; i++) {
    const k = i / n;
    const size = 160 + k * 180;
    runners.push(
      person(
        s,
        s.w * 0.5 + s.r.range(-0.35, 0.35) * (200 + k * 500),
        horizon + 40 + k * (s.h * 0.45),
        size,
        t.c(i * 45, 70, 50),
        s.r.chance(0.5) ? 0.6 : 0,
      ),
    );
  }
  const arch = `M${fmt(s.w * 0.3)} ${fmt(horizon + 30)} V${fmt(horizon - 150)} H${fmt(s.w * 0.7)} V${fmt(horizon + 30)}`;
  return layer(
    sky(s, t),
    treeLine(s, horizon + 10, '#5c8d5a'),
    el('rect', { y: horizon, width: s.w, height: s.h, fill: '#8fbf6a' }),
    el('path', {
      d: `M${fmt(s.w * 0.44)} ${fmt(horizon)} L${fmt(s.w * 0.56)} ${fmt(horizon)} L${fmt(s.w * 0.95)} ${fmt(s.h)} L${fmt(s.w * 0.05)} ${fmt(s.h)} Z`,
      fill: '#c9c1b1',
    }),
    el('path', { d: arch, stroke: t.c(0, 65, 45), 'stroke-width': 22, fill: 'none' }),
    el('rect', { x: s.w * 0.32, y: horizon - 150, width: s.w * 0.36, height: 50, fill: t.c(0, 65, 45) }),
    ...[0, 1, 2, 3, 4].map((i) =>
      el('rect', { x: s.w * 0.35 + i * 80, y: horizon - 135, width: 50, height: 18, rx: 4, fill: '#fdfaf2' }),
    ),
    runners.join(''),
  );
}

/** Murals and open studios: a painted wall, a ladder, easels with canvases, paint pots. */
export function murals(s: Scene): Drawing {
  const t = tones(s);
  const wallTop = s.h * 0.08;
  const ground = s.h * 0.8;
  const shapes: string[] = [];
  for (let i = 0; i < 9; i++) {
    const x = s.r.range(0, s.w);
    const y = s.r.range(wallTop + 40, ground - 60);
    shapes.push(
      s.r.chance(0.5)
        ? el('circle', { cx: x, cy: y, r: s.r.range(50, 140), fill: t.c(s.r.int(0, 359), 65, 58), opacity: 0.9 })
        : el('path', {
            d: `M${fmt(x)} ${fmt(y)} q${fmt(s.r.range(60, 200))} ${fmt(s.r.range(-120, 120))} ${fmt(s.r.range(150, 320))} 0 t${fmt(s.r.range(100, 220))} 0`,
            stroke: t.c(s.r.int(0, 359), 70, 50),
            'stroke-width': s.r.range(26, 50),
            fill: 'none',
            'stroke-linecap': 'round',
          }),
    );
  }
  const ex = s.w * s.r.range(0.15, 0.35);
  return layer(
    el('rect', { width: s.w, height: s.h, fill: t.c(0, 20, 85) }),
    el('rect', { y: wallTop, width: s.w, height: ground - wallTop, fill: t.c(20, 25, 70) }),
    shapes.join(''),
    el('rect', { y: ground, width: s.w, height: s.h - ground, fill: '#a8a29a' }),
    el('path', {
      d: `M${fmt(s.w * 0.7)} ${fmt(s.h)} L${fmt(s.w * 0.76)} ${fmt(s.h * 0.2)} M${fmt(s.w * 0.8)} ${fmt(s.h)} L${fmt(s.w * 0.86)} ${fmt(s.h * 0.2)}`,
      stroke: '#b0bec5',
      'stroke-width': 12,
    }),
    ...[0.3, 0.45, 0.6, 0.75, 0.9].map((k) =>
      el('line', {
        x1: s.w * 0.7 + s.w * 0.06 * (1 - k) * 0 + s.w * 0.06 * (1 - k),
        y1: s.h * k + s.h * 0.08,
        x2: s.w * 0.8 + s.w * 0.06 * (1 - k),
        y2: s.h * k + s.h * 0.08,
        stroke: '#b0bec5',
        'stroke-width': 8,
      }),
    ),
    el('path', {
      d: `M${fmt(ex - 60)} ${fmt(s.h)} L${fmt(ex)} ${fmt(s.h * 0.48)} L${fmt(ex + 60)} ${fmt(s.h)} M${fmt(ex)} ${fmt(s.h * 0.48)} V${fmt(s.h)}`,
      stroke: '#8d6e63',
      'stroke-width': 10,
      fill: 'none',
    }),
    el('rect', {
      x: ex - 110,
      y: s.h * 0.5,
      width: 220,
      height: 170,
      fill: '#fdfaf2',
      stroke: '#5d4037',
      'stroke-width': 6,
    }),
    el('circle', { cx: ex - 20, cy: s.h * 0.6, r: 50, fill: t.c(120, 55, 55) }),
    el('rect', { x: ex - 90, y: s.h * 0.66, width: 180, height: 40, fill: t.c(220, 45, 45) }),
    ...[0, 1, 2].map((i) =>
      el('rect', { x: s.w * 0.45 + i * 60, y: s.h * 0.9, width: 44, height: 46, rx: 6, fill: t.c(i * 120, 70, 50) }),
    ),
  );
}

/** Outdoor film night: a big screen on a lawn at dusk, the projector beam and blankets. */
export function film(s: Scene): Drawing {
  const t = tones(s);
  const sx = s.w * s.r.range(0.3, 0.5);
  const sw = s.w * 0.44;
  return layer(
    sky(s, t, true),
    treeLine(s, s.h * 0.62, '#0f1a14'),
    el('rect', { y: s.h * 0.6, width: s.w, height: s.h, fill: '#1f3324' }),
    el('path', {
      d: `M${fmt(sx)} ${fmt(s.h * 0.6)} V${fmt(s.h * 0.1)} M${fmt(sx + sw)} ${fmt(s.h * 0.6)} V${fmt(s.h * 0.1)}`,
      stroke: '#333',
      'stroke-width': 10,
    }),
    el('rect', { x: sx, y: s.h * 0.1, width: sw, height: s.h * 0.36, fill: t.c(40, 60, 80) }),
    el('circle', { cx: sx + sw * 0.3, cy: s.h * 0.24, r: 50, fill: t.c(20, 70, 60) }),
    el('path', {
      d: `M${fmt(sx)} ${fmt(s.h * 0.46)} L${fmt(sx + sw * 0.4)} ${fmt(s.h * 0.28)} L${fmt(sx + sw * 0.7)} ${fmt(s.h * 0.4)} L${fmt(sx + sw)} ${fmt(s.h * 0.3)} V${fmt(s.h * 0.46)} Z`,
      fill: t.c(200, 40, 40),
    }),
    el('path', {
      d: `M${fmt(s.w * 0.9)} ${fmt(s.h * 0.72)} L${fmt(sx)} ${fmt(s.h * 0.1)} L${fmt(sx)} ${fmt(s.h * 0.46)} Z`,
      fill: '#fff',
      opacity: 0.08,
    }),
    ...[0, 1, 2, 3].map((i) =>
      el('ellipse', { cx: s.w * (0.15 + i * 0.23), cy: s.h * 0.82, rx: 120, ry: 30, fill: t.c(i * 70, 50, 40) }),
    ),
    audience(s, s.h * 0.76, '#0b0b10', 70),
  );
}

/** Theatre in the park: a stage with red curtains, two actors in the light, the audience. */
export function theatre(s: Scene): Drawing {
  const t = tones(s);
  const stageY = s.h * 0.64;
  const curtain = t.c(0, 65, 35);
  return layer(
    sky(s, t, true),
    el('rect', { x: s.w * 0.1, y: s.h * 0.08, width: s.w * 0.8, height: stageY - s.h * 0.08, fill: '#2a1c1c' }),
    el('path', {
      d: `M${fmt(s.w * 0.1)} ${fmt(s.h * 0.08)} H${fmt(s.w * 0.3)} Q${fmt(s.w * 0.2)} ${fmt(s.h * 0.3)} ${fmt(s.w * 0.22)} ${fmt(stageY)} H${fmt(s.w * 0.1)} Z M${fmt(s.w * 0.9)} ${fmt(s.h * 0.08)} H${fmt(s.w * 0.7)} Q${fmt(s.w * 0.8)} ${fmt(s.h * 0.3)} ${fmt(s.w * 0.78)} ${fmt(stageY)} H${fmt(s.w * 0.9)} Z`,
      fill: curtain,
    }),
    el('rect', { x: s.w * 0.08, y: s.h * 0.05, width: s.w * 0.84, height: 50, fill: curtain }),
    el('ellipse', { cx: s.w / 2, cy: stageY, rx: s.w * 0.25, ry: 30, fill: s.p.glow, opacity: 0.4 }),
    person(s, s.w * s.r.range(0.38, 0.46), stageY, 260, t.c(120, 50, 45), 0.8),
    person(s, s.w * s.r.range(0.54, 0.62), stageY, 240, t.c(240, 50, 45)),
    el('rect', { x: s.w * 0.06, y: stageY, width: s.w * 0.88, height: 40, fill: '#5d4037' }),
    el('rect', { y: stageY + 40, width: s.w, height: s.h, fill: '#1f3324' }),
    audience(s, s.h * 0.84, '#0b0b10', 60),
  );
}

/** Suppers, cook-offs and workshops: a long table under string lights, dishes and pies. */
export function supper(s: Scene): Drawing {
  const t = tones(s);
  const tableY = s.h * 0.58;
  const bulbs: string[] = [];
  for (let i = 0; i < 16; i++) {
    const x = (i / 15) * s.w;
    const y = s.h * 0.12 + Math.sin((i / 15) * Math.PI) * s.h * 0.1;
    bulbs.push(
      el('circle', { cx: x, cy: y, r: 16, fill: s.p.glow, opacity: 0.25 }),
      el('circle', { cx: x, cy: y, r: 7, fill: '#ffe08a' }),
    );
  }
  const dishes: string[] = [];
  for (let x = s.w * 0.1; x < s.w * 0.92; x += s.r.range(110, 170)) {
    const pie = s.r.chance(0.5);
    dishes.push(
      el('ellipse', { cx: x, cy: tableY + 20, rx: 52, ry: 14, fill: '#fafafa' }),
      pie
        ? el('path', {
            d: `M${fmt(x - 40)} ${fmt(tableY + 18)} q40 -34 80 0 Z`,
            fill: s.r.pick(['#c98a4b', '#d9a066', '#a8652e']),
          })
        : el('ellipse', {
            cx: x,
            cy: tableY + 14,
            rx: 32,
            ry: 10,
            fill: s.r.pick(['#e9d8a6', '#f4a261', '#6a994e', '#e76f51']),
          }),
    );
  }
  const people: string[] = [];
  for (let i = 0; i < s.r.int(3, 5); i++)
    people.push(person(s, s.w * (0.14 + i * 0.2) + s.r.range(-20, 20), tableY + 20, 240, t.c(i * 60, 50, 50)));
  return layer(
    sky(s, t, s.r.chance(0.5)),
    el('rect', { y: s.h * 0.45, width: s.w, height: s.h, fill: t.c(30, 20, 35) }),
    el('path', {
      d: `M0 ${fmt(s.h * 0.12)} Q${fmt(s.w / 2)} ${fmt(s.h * 0.32)} ${fmt(s.w)} ${fmt(s.h * 0.12)}`,
      stroke: '#333',
      'stroke-width': 3,
      fill: 'none',
    }),
    bulbs.join(''),
    people.join(''),
    el('rect', { x: s.w * 0.04, y: tableY, width: s.w * 0.92, height: 60, fill: t.c(0, 55, 88) }),
    el('rect', { x: s.w * 0.04, y: tableY + 60, width: s.w * 0.92, height: 70, fill: t.c(0, 50, 78) }),
    dishes.join(''),
  );
}

/** Kite day: kites with ribbon tails over a park lawn and the people flying them. */
export function kites(s: Scene): Drawing {
  const t = tones(s);
  const ground = s.h * 0.7;
  const kitesD: string[] = [];
  for (let i = 0; i < s.r.int(3, 5); i++) {
    const x = s.r.range(s.w * 0.1, s.w * 0.9);
    const y = s.r.range(s.h * 0.1, s.h * 0.4);
    kitesD.push(
      el('path', {
        d: `M${fmt(x)} ${fmt(y - 60)} L${fmt(x + 45)} ${fmt(y)} L${fmt(x)} ${fmt(y + 80)} L${fmt(x - 45)} ${fmt(y)} Z`,
        fill: t.c(i * 70, 75, 55),
      }),
      el('path', {
        d: `M${fmt(x)} ${fmt(y + 80)} q20 40 -10 80 q-20 40 10 80`,
        stroke: t.c(i * 70 + 180, 70, 55),
        'stroke-width': 5,
        fill: 'none',
      }),
      el('path', {
        d: `M${fmt(x)} ${fmt(y + 80)} L${fmt(s.w * s.r.range(0.2, 0.8))} ${fmt(ground + 80)}`,
        stroke: '#fff',
        'stroke-width': 1.5,
        opacity: 0.7,
      }),
    );
  }
  return layer(
    sky(s, t),
    el('rect', { y: ground, width: s.w, height: s.h, fill: '#8fbf6a' }),
    treeLine(s, ground + 4, '#5c8d5a'),
    el('rect', { y: ground + 30, width: s.w, height: s.h, fill: '#8fbf6a' }),
    kitesD.join(''),
    crowd(s, t, s.h * 0.97, s.r.int(3, 4), 240),
  );
}

/** Fishing clinic: a pier over the water, rods with lines and a bucket. */
export function fishing(s: Scene): Drawing {
  const t = tones(s);
  const water = s.h * 0.48;
  const deck = s.h * 0.78;
  const anglers: string[] = [];
  for (let i = 0; i < s.r.int(2, 3); i++) {
    const x = s.w * (0.2 + i * 0.3) + s.r.range(-30, 30);
    anglers.push(
      person(s, x, deck, 280, t.c(i * 90, 55, 50)),
      el('path', {
        d: `M${fmt(x + 30)} ${fmt(deck - 140)} L${fmt(x + 200)} ${fmt(deck - 330)}`,
        stroke: '#4e342e',
        'stroke-width': 6,
      }),
      el('path', {
        d: `M${fmt(x + 200)} ${fmt(deck - 330)} Q${fmt(x + 240)} ${fmt(water)} ${fmt(x + 230)} ${fmt(water + 60)}`,
        stroke: '#fff',
        'stroke-width': 1.5,
        fill: 'none',
        opacity: 0.8,
      }),
    );
  }
  return layer(
    sky(s, t),
    el('path', { d: ridge(s.r, { width: s.w, height: s.h, baseY: water, amplitude: 60, points: 6 }), fill: '#7b8fa1' }),
    el('rect', { y: water, width: s.w, height: s.h, fill: `hsl(${205 + s.r.int(-10, 10)} 45% 42%)` }),
    el('rect', { y: deck, width: s.w, height: s.h - deck, fill: s.r.pick(WOOD) }),
    el('path', {
      d: Array.from({ length: 14 }, (_, i) => `M${fmt(i * 90)} ${fmt(deck)} V${fmt(s.h)}`).join(' '),
      stroke: '#5d4037',
      'stroke-width': 3,
      opacity: 0.5,
    }),
    anglers.join(''),
    el('rect', { x: s.w * 0.85, y: deck - 60, width: 70, height: 60, rx: 8, fill: t.c(180, 50, 50) }),
  );
}

/** Walks and tours: a brick-sidewalk street of old facades with a guide and a group, or lanterns at dusk. */
export function walk(s: Scene): Drawing {
  const t = tones(s);
  const night = s.r.chance(0.35);
  const ground = s.h * 0.72;
  const facades: string[] = [];
  let x = -20;
  while (x < s.w) {
    const w = s.r.range(170, 260);
    const h = s.r.range(s.h * 0.4, s.h * 0.62);
    facades.push(
      el('rect', { x, y: ground - h, width: w, height: h, fill: t.c(s.r.int(-30, 30), 40, s.r.int(40, 58)) }),
    );
    for (let r = 0; r < 3; r++)
      for (let c = 0; c < 3; c++)
        facades.push(
          el('rect', {
            x: x + 24 + (c * (w - 48)) / 3,
            y: ground - h + 30 + r * 80,
            width: (w - 48) / 3 - 18,
            height: 50,
            fill: night ? '#ffe08a' : '#dbe9f0',
            opacity: 0.85,
          }),
        );
    x += w + 6;
  }
  const lanterns: string[] = [];
  if (night)
    for (let i = 0; i < 6; i++)
      lanterns.push(
        el('circle', { cx: s.w * (0.1 + i * 0.16), cy: s.h * 0.7 + s.r.range(-20, 20), r: 16, fill: '#ffcc66' }),
        el('circle', { cx: s.w * (0.1 + i * 0.16), cy: s.h * 0.7, r: 40, fill: '#ffcc66', opacity: 0.2 }),
      );
  return layer(
    sky(s, t, night),
    facades.join(''),
    el('rect', { y: ground, width: s.w, height: s.h, fill: '#b5654a' }),
    el('path', {
      d: Array.from({ length: 8 }, (_, i) => `M0 ${fmt(ground + i * 30)} H${fmt(s.w)}`).join(' '),
      stroke: '#8d4b36',
      'stroke-width': 2,
    }),
    crowd(s, t, s.h * 0.96, s.r.int(4, 6), 250),
    lanterns.join(''),
  );
}

/** Streets and transit: a crossing with zebra stripes, a bus or streetcar and a signal. */
export function street(s: Scene): Drawing {
  const t = tones(s);
  const curb = s.h * 0.58;
  const buildings: string[] = [];
  for (let x = -10; x < s.w; x += s.r.range(150, 240))
    buildings.push(
      el('rect', {
        x,
        y: s.h * s.r.range(0.12, 0.3),
        width: s.r.range(140, 230),
        height: s.h,
        fill: t.c(s.r.int(-40, 40), 20, s.r.int(45, 65)),
      }),
    );
  const bx = s.w * s.r.range(0.05, 0.45);
  const vehicle = t.c(180, 60, 45);
  const zebra: string[] = [];
  for (let i = 0; i < 9; i++)
    zebra.push(
      el('path', {
        d: `M${fmt(s.w * 0.2 + i * 90)} ${fmt(s.h * 0.8)} h50 l20 ${fmt(s.h * 0.2)} h-50 Z`,
        fill: '#fafafa',
      }),
    );
  return layer(
    sky(s, t),
    buildings.join(''),
    el('rect', { y: curb, width: s.w, height: 30, fill: '#bdbdbd' }),
    el('rect', { y: curb + 30, width: s.w, height: s.h, fill: '#4a4f55' }),
    el('rect', { x: bx, y: curb - 150, width: 520, height: 200, rx: 26, fill: vehicle }),
    ...[0, 1, 2, 3, 4].map((i) =>
      el('rect', { x: bx + 30 + i * 95, y: curb - 125, width: 75, height: 70, rx: 8, fill: '#cfe3ea' }),
    ),
    el('circle', { cx: bx + 110, cy: curb + 50, r: 34, fill: '#212121' }),
    el('circle', { cx: bx + 410, cy: curb + 50, r: 34, fill: '#212121' }),
    zebra.join(''),
    el('rect', { x: s.w * 0.9, y: s.h * 0.2, width: 12, height: curb - s.h * 0.2 + 20, fill: '#333' }),
    el('rect', { x: s.w * 0.9 - 24, y: s.h * 0.2, width: 60, height: 150, rx: 10, fill: '#263238' }),
    ...['#e53935', '#fdd835', '#43a047'].map((c, i) =>
      el('circle', { cx: s.w * 0.9 + 6, cy: s.h * 0.2 + 28 + i * 46, r: 16, fill: c, opacity: i === 2 ? 1 : 0.3 }),
    ),
    person(s, s.w * s.r.range(0.55, 0.8), s.h * 0.98, 280, t.c(90, 50, 50)),
  );
}

/** Radio and recording studios: a microphone on an arm, headphones, a mixing desk and a lit sign. */
export function studio(s: Scene): Drawing {
  const t = tones(s);
  const desk = s.h * 0.62;
  const faders: string[] = [];
  for (let i = 0; i < 14; i++)
    faders.push(
      el('rect', { x: s.w * 0.25 + i * 46, y: desk + 20, width: 8, height: 70, fill: '#111' }),
      el('rect', {
        x: s.w * 0.25 + i * 46 - 8,
        y: desk + 20 + s.r.range(0, 56),
        width: 24,
        height: 14,
        rx: 3,
        fill: t.c(i * 25, 60, 60),
      }),
    );
  const foam: string[] = [];
  for (let r = 0; r < 6; r++)
    for (let c = 0; c < 14; c++)
      foam.push(
        el('rect', { x: c * 90, y: r * 70, width: 84, height: 64, fill: t.c(0, 20, r % 2 === c % 2 ? 24 : 28) }),
      );
  const mx = s.w * s.r.range(0.45, 0.6);
  return layer(
    el('rect', { width: s.w, height: s.h, fill: t.c(0, 20, 20) }),
    foam.join(''),
    el('rect', { x: s.w * 0.06, y: s.h * 0.08, width: 220, height: 70, rx: 10, fill: '#c62828' }),
    el(
      'text',
      {
        x: s.w * 0.06 + 110,
        y: s.h * 0.08 + 50,
        'text-anchor': 'middle',
        'font-family': 'Arial, sans-serif',
        'font-weight': 700,
        'font-size': 40,
        fill: '#fff',
      },
      'ON AIR',
    ),
    el('rect', { y: desk, width: s.w, height: s.h, fill: '#2b2b2b' }),
    faders.join(''),
    el('path', {
      d: `M${fmt(mx + 200)} ${fmt(desk)} L${fmt(mx + 120)} ${fmt(s.h * 0.2)} L${fmt(mx)} ${fmt(s.h * 0.3)}`,
      stroke: '#555',
      'stroke-width': 10,
      fill: 'none',
    }),
    el('rect', { x: mx - 30, y: s.h * 0.22, width: 60, height: 120, rx: 30, fill: '#9e9e9e' }),
    el('path', {
      d: `M${fmt(s.w * 0.15)} ${fmt(desk - 10)} a70 70 0 0 1 140 0`,
      stroke: '#111',
      'stroke-width': 12,
      fill: 'none',
    }),
    el('rect', { x: s.w * 0.15 - 14, y: desk - 30, width: 30, height: 44, rx: 10, fill: t.c(0, 50, 45) }),
    el('rect', { x: s.w * 0.15 + 124, y: desk - 30, width: 30, height: 44, rx: 10, fill: t.c(0, 50, 45) }),
  );
}

/** Porch and tool libraries: a little library box on a post beside a porch, books inside. */
export function library(s: Scene): Drawing {
  const t = tones(s);
  const ground = s.h * 0.8;
  const bx = s.w * s.r.range(0.55, 0.7);
  const books: string[] = [];
  for (let row = 0; row < 2; row++)
    for (let i = 0; i < 6; i++)
      books.push(
        el('rect', {
          x: bx - 110 + i * 36,
          y: s.h * 0.3 + row * 80,
          width: 28,
          height: 60,
          fill: t.c(s.r.int(0, 359), 50, 50),
        }),
      );
  return layer(
    sky(s, t),
    el('rect', { x: 0, y: s.h * 0.1, width: s.w * 0.4, height: ground, fill: t.c(0, 30, 70) }),
    el('path', {
      d: `M-20 ${fmt(s.h * 0.12)} L${fmt(s.w * 0.2)} ${fmt(-s.h * 0.05)} L${fmt(s.w * 0.44)} ${fmt(s.h * 0.12)} Z`,
      fill: t.c(0, 30, 35),
    }),
    el('rect', { x: s.w * 0.05, y: s.h * 0.3, width: 120, height: s.h * 0.5, fill: t.c(0, 40, 30) }),
    el('rect', { x: 0, y: s.h * 0.6, width: s.w * 0.42, height: 20, fill: '#fafafa' }),
    ...[0, 1, 2, 3, 4, 5].map((i) =>
      el('rect', { x: i * s.w * 0.07, y: s.h * 0.6, width: 10, height: ground - s.h * 0.6, fill: '#fafafa' }),
    ),
    el('rect', { y: ground, width: s.w, height: s.h, fill: '#7fb069' }),
    el('rect', { x: bx - 10, y: s.h * 0.5, width: 20, height: ground - s.h * 0.5, fill: '#5d4037' }),
    el('rect', { x: bx - 130, y: s.h * 0.24, width: 260, height: s.h * 0.28, fill: t.c(180, 45, 45) }),
    el('path', {
      d: `M${fmt(bx - 150)} ${fmt(s.h * 0.25)} L${fmt(bx)} ${fmt(s.h * 0.12)} L${fmt(bx + 150)} ${fmt(s.h * 0.25)} Z`,
      fill: t.c(180, 45, 30),
    }),
    books.join(''),
    el('rect', { x: bx - 120, y: s.h * 0.27, width: 240, height: s.h * 0.23, fill: '#dff3f5', opacity: 0.25 }),
    tree(s, s.w * 0.9, ground, 200),
    person(s, bx - 200, s.h * 0.98, 300, t.c(60, 50, 50)),
  );
}
