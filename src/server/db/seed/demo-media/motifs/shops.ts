import { el, fmt } from '../svg-kit';
import { layer, type Drawing, type Scene } from './scene';
import { pendant, person, pottedPlant, room, shadow, shelf, streetWindow, tones, WOOD } from './props';

/**
 * Businesses, seen from inside: each trade has its own furniture and goods (a bakery's display
 * case, an auto shop's lift and tyres, a yoga studio's mats and plants), while the item's hue,
 * the layout side and the counts vary per item.
 */

function counter(s: Scene, x: number, y: number, width: number, height: number, front: string): string {
  return (
    el('rect', { x, y, width, height, fill: front }) +
    el('rect', { x: x - 10, y: y - 14, width: width + 20, height: 16, rx: 4, fill: s.p.ink, opacity: 0.75 }) +
    el('rect', { x: x + 16, y: y + 18, width: width - 32, height: height - 36, fill: s.p.ink, opacity: 0.08 })
  );
}

function loaf(s: Scene, x: number, y: number, w: number, crust: string): string {
  const kind = s.r.int(0, 2);
  if (kind === 0) return el('ellipse', { cx: x + w / 2, cy: y - w * 0.18, rx: w / 2, ry: w * 0.2, fill: crust });
  if (kind === 1)
    return (
      el('path', {
        d: `M${fmt(x)} ${fmt(y)} Q${fmt(x + w / 2)} ${fmt(y - w * 0.6)} ${fmt(x + w)} ${fmt(y)} Z`,
        fill: crust,
      }) +
      el('path', {
        d: `M${fmt(x + w * 0.3)} ${fmt(y - w * 0.1)} l${fmt(w * 0.1)} ${fmt(-w * 0.2)}`,
        stroke: '#fff3dc',
        'stroke-width': 3,
      })
    );
  return (
    el('rect', { x, y: y - w * 0.45, width: w, height: w * 0.45, rx: 6, fill: '#fbe7ef' }) +
    el('rect', { x, y: y - w * 0.45, width: w, height: w * 0.12, rx: 6, fill: crust })
  );
}

/** Bakery: a glass display case of loaves, buns and cakes, a chalkboard menu and a cake stand. */
export function bakery(s: Scene): Drawing {
  const t = tones(s);
  const floorY = s.h * 0.78;
  const caseX = s.w * s.r.range(0.12, 0.22);
  const caseW = s.w * 0.62;
  const caseY = s.h * 0.5;
  const crusts = ['#c98a4b', '#a8652e', '#deaa6a', '#8b5a2b'];
  const rows = [caseY + 70, caseY + 150];
  const goods = rows.map((y) =>
    shelf(s, caseX + 20, y, caseW - 40, '#e9e2d6', (x, yy, w) => loaf(s, x, yy, w, s.r.pick(crusts)), s.r.int(4, 6)),
  );
  const board = s.r.chance(0.5) ? s.w * 0.08 : s.w * 0.68;
  const menu: string[] = [];
  for (let i = 0; i < 4; i++)
    menu.push(
      el('rect', {
        x: board + 24,
        y: s.h * 0.12 + 30 + i * 26,
        width: s.r.range(90, 190),
        height: 6,
        rx: 3,
        fill: '#f4f1de',
        opacity: 0.8,
      }),
    );
  return layer(
    room(s, t.c(0, 45, 82), s.r.pick(WOOD), floorY),
    el('rect', {
      x: board,
      y: s.h * 0.12,
      width: 250,
      height: 150,
      rx: 8,
      fill: '#2f3a36',
      stroke: s.r.pick(WOOD),
      'stroke-width': 10,
    }),
    menu.join(''),
    pendant(s, s.w * 0.3, s.h * 0.08, t.c(180, 50, 45)),
    pendant(s, s.w * 0.62, s.h * 0.05, t.c(180, 50, 45)),
    counter(s, caseX, caseY, caseW, floorY - caseY, t.c(20, 35, 40)),
    el('rect', { x: caseX + 10, y: caseY + 10, width: caseW - 20, height: 170, fill: '#dff3f5', opacity: 0.35 }),
    goods.join(''),
    el('rect', {
      x: caseX + 10,
      y: caseY + 10,
      width: caseW - 20,
      height: 170,
      fill: 'none',
      stroke: s.p.ink,
      'stroke-width': 4,
      opacity: 0.5,
    }),
    el('path', {
      d: `M${fmt(caseX + caseW * 0.8)} ${fmt(caseY - 14)} l-30 -20 h60 Z M${fmt(caseX + caseW * 0.8)} ${fmt(caseY - 34)} v-20`,
      fill: '#e9e2d6',
      stroke: '#e9e2d6',
      'stroke-width': 6,
    }),
    el('ellipse', { cx: caseX + caseW * 0.8, cy: caseY - 74, rx: 46, ry: 22, fill: t.c(320, 60, 80) }),
    el('rect', { x: caseX + caseW * 0.8 - 46, y: caseY - 96, width: 92, height: 24, fill: t.c(320, 60, 80) }),
  );
}

/** Café: an espresso machine on the counter, cups, a menu board and a window seat. */
export function cafe(s: Scene): Drawing {
  const t = tones(s);
  const floorY = s.h * 0.8;
  const cx = s.w * s.r.range(0.3, 0.45);
  const cups: string[] = [];
  for (let i = 0; i < s.r.int(3, 6); i++) {
    const x = cx + 250 + i * 44;
    cups.push(
      el('rect', {
        x,
        y: s.h * 0.5 - 34,
        width: 30,
        height: 34,
        rx: 6,
        fill: s.r.pick(['#f4f1de', t.c(30, 50, 60), '#ffffff']),
      }),
    );
  }
  const steam: string[] = [];
  for (let i = 0; i < 3; i++) steam.push(`M${fmt(cx + 60 + i * 40)} ${fmt(s.h * 0.3)} q-14 -24 0 -48 q14 -24 0 -48`);
  return layer(
    room(s, t.c(0, 30, 70), s.r.pick(WOOD), floorY),
    streetWindow(s, s.w * 0.04, s.h * 0.12, s.w * 0.2, s.h * 0.4, s.p.ink),
    el('rect', { x: s.w * 0.62, y: s.h * 0.1, width: s.w * 0.32, height: s.h * 0.2, rx: 8, fill: '#263238' }),
    el(
      'text',
      {
        x: s.w * 0.78,
        y: s.h * 0.23,
        'text-anchor': 'middle',
        'font-family': 'Georgia, serif',
        'font-size': 56,
        fill: '#f4f1de',
      },
      'COFFEE',
    ),
    pendant(s, s.w * 0.45, s.h * 0.06, t.c(200, 40, 35)),
    counter(s, s.w * 0.2, s.h * 0.5, s.w * 0.74, floorY - s.h * 0.5, t.c(25, 40, 35)),
    el('rect', { x: cx, y: s.h * 0.3, width: 200, height: s.h * 0.2 - 14, rx: 10, fill: '#b0b7bb' }),
    el('rect', { x: cx + 20, y: s.h * 0.33, width: 160, height: 30, rx: 6, fill: '#5c6b73' }),
    el('rect', { x: cx + 40, y: s.h * 0.42, width: 20, height: 22, fill: '#3c474d' }),
    el('rect', { x: cx + 140, y: s.h * 0.42, width: 20, height: 22, fill: '#3c474d' }),
    el('path', {
      d: steam.join(' '),
      stroke: '#ffffff',
      'stroke-width': 6,
      fill: 'none',
      opacity: 0.55,
      'stroke-linecap': 'round',
    }),
    cups.join(''),
    person(s, s.w * 0.08 + s.r.range(0, 60), floorY + 40, 300, t.c(160, 45, 45)),
  );
}

/**
 * Restaurants, in one of three settings chosen per item: a diner counter with a cook at the pass,
 * a dining room of laid tables, or a street-food window with its awning and queue.
 */
export function kitchen(s: Scene): Drawing {
  const setting = s.r.int(0, 2);
  if (setting === 1) return diningRoom(s);
  if (setting === 2) return foodWindow(s);
  return dinerCounter(s);
}

function diningRoom(s: Scene): Drawing {
  const t = tones(s);
  const floorY = s.h * 0.6;
  const tables: string[] = [];
  const rows = [s.h * 0.7, s.h * 0.9];
  rows.forEach((y, row) => {
    const size = 1 + row * 0.35;
    for (let x = s.w * (0.12 + row * 0.06); x < s.w * 0.95; x += s.w * (0.28 + row * 0.06)) {
      tables.push(
        el('rect', {
          x: x - 24 * size,
          y: y - 110 * size,
          width: 48 * size,
          height: 90 * size,
          rx: 8,
          fill: t.c(160, 35, 35),
        }) +
          el('rect', {
            x: x - 90 * size,
            y: y - 50 * size,
            width: 180 * size,
            height: 20 * size,
            rx: 4,
            fill: '#fafafa',
          }) +
          el('rect', {
            x: x - 84 * size,
            y: y - 30 * size,
            width: 168 * size,
            height: 24 * size,
            fill: t.c(0, 45, 80),
          }) +
          el('rect', { x: x - 6 * size, y: y - 6 * size, width: 12 * size, height: 40 * size, fill: '#5d4037' }) +
          el('ellipse', { cx: x - 40 * size, cy: y - 54 * size, rx: 24 * size, ry: 6 * size, fill: '#fff' }) +
          el('ellipse', { cx: x + 40 * size, cy: y - 54 * size, rx: 24 * size, ry: 6 * size, fill: '#fff' }) +
          el('rect', { x: x - 4 * size, y: y - 80 * size, width: 8 * size, height: 26 * size, rx: 3, fill: s.p.glow }),
      );
    }
  });
  return layer(
    room(s, t.c(0, 40, 42), s.r.pick(WOOD), floorY),
    el('rect', { x: s.w * 0.08, y: s.h * 0.1, width: s.w * 0.84, height: s.h * 0.28, fill: t.c(0, 30, 30) }),
    ...[0, 1, 2, 3].map((i) =>
      el('rect', {
        x: s.w * (0.1 + i * 0.205),
        y: s.h * 0.12,
        width: s.w * 0.19,
        height: s.h * 0.24,
        fill: '#f6e7c1',
        opacity: 0.85,
      }),
    ),
    pendant(s, s.w * 0.25, s.h * 0.03, t.c(40, 60, 50)),
    pendant(s, s.w * 0.5, s.h * 0.06, t.c(40, 60, 50)),
    pendant(s, s.w * 0.75, s.h * 0.03, t.c(40, 60, 50)),
    tables.join(''),
  );
}

function foodWindow(s: Scene): Drawing {
  const t = tones(s);
  const ground = s.h * 0.88;
  const x = s.w * s.r.range(0.18, 0.3);
  const w = s.w * 0.56;
  const stripes: string[] = [];
  for (let i = 0; i < 10; i++)
    stripes.push(
      el('path', {
        d: `M${fmt(x + (w * i) / 10)} ${fmt(s.h * 0.2)} h${fmt(w / 10)} l8 70 h${fmt(-w / 10 - 8)} Z`,
        fill: i % 2 ? '#fdfaf2' : t.c(0, 70, 48),
      }),
    );
  const menu: string[] = [];
  for (let i = 0; i < 4; i++)
    menu.push(
      el('rect', {
        x: x + w + 40,
        y: s.h * 0.3 + i * 28,
        width: s.r.range(60, 110),
        height: 8,
        rx: 4,
        fill: '#fdfaf2',
      }),
    );
  return layer(
    el('rect', { width: s.w, height: s.h, fill: t.c(200, 30, 75) }),
    el('rect', { x: x - 40, y: s.h * 0.12, width: w + 80, height: ground - s.h * 0.12, fill: t.c(30, 45, 45) }),
    el('rect', { x, y: s.h * 0.3, width: w, height: s.h * 0.26, fill: '#3a3f44' }),
    person(s, x + w * s.r.range(0.3, 0.7), s.h * 0.64, 230, '#f4f1de'),
    el('path', {
      d: `M${fmt(x + w * 0.2)} ${fmt(s.h * 0.42)} q-10 -20 0 -40 M${fmt(x + w * 0.8)} ${fmt(s.h * 0.42)} q-10 -20 0 -40`,
      stroke: '#fff',
      'stroke-width': 6,
      fill: 'none',
      opacity: 0.5,
    }),
    el('rect', { x: x - 10, y: s.h * 0.56, width: w + 20, height: 18, fill: '#9aa0a6' }),
    stripes.join(''),
    el('rect', { x: x + w + 30, y: s.h * 0.26, width: 140, height: 140, rx: 6, fill: '#263238' }),
    menu.join(''),
    el('rect', { y: ground, width: s.w, height: s.h - ground, fill: '#9e9e9e' }),
    person(s, s.w * 0.1, s.h * 0.99, 290, t.c(120, 50, 50)),
    person(s, x + w + 60, s.h * 0.99, 270, t.c(240, 50, 50)),
  );
}

function dinerCounter(s: Scene): Drawing {
  const t = tones(s);
  const floorY = s.h * 0.82;
  const passY = s.h * 0.18;
  const stools: string[] = [];
  for (let x = s.w * 0.12; x < s.w * 0.92; x += s.w * s.r.range(0.14, 0.18))
    stools.push(
      el('rect', { x: x - 6, y: s.h * 0.72, width: 12, height: floorY - s.h * 0.72, fill: '#6b7075' }) +
        el('ellipse', { cx: x, cy: s.h * 0.72, rx: 44, ry: 14, fill: t.c(0, 65, 45) }),
    );
  const dishes: string[] = [];
  for (let x = s.w * 0.16; x < s.w * 0.86; x += s.w * s.r.range(0.12, 0.2)) {
    const bowl = s.r.chance(0.5);
    dishes.push(
      bowl
        ? el('path', {
            d: `M${fmt(x - 40)} ${fmt(s.h * 0.52)} Q${fmt(x)} ${fmt(s.h * 0.6)} ${fmt(x + 40)} ${fmt(s.h * 0.52)} Z`,
            fill: '#f4f1de',
          }) +
            el('path', {
              d: `M${fmt(x - 10)} ${fmt(s.h * 0.49)} q-10 -20 0 -40 M${fmt(x + 12)} ${fmt(s.h * 0.49)} q-10 -20 0 -40`,
              stroke: '#fff',
              'stroke-width': 5,
              fill: 'none',
              opacity: 0.6,
            })
        : el('ellipse', { cx: x, cy: s.h * 0.53, rx: 50, ry: 12, fill: '#f4f1de' }) +
            el('ellipse', {
              cx: x,
              cy: s.h * 0.51,
              rx: 30,
              ry: 10,
              fill: s.r.pick(['#d08c60', '#c9a227', '#9c4a2f', '#e9d8a6']),
            }),
    );
  }
  return layer(
    room(s, t.c(0, 35, 78), '#d9d4cc', floorY),
    el('rect', { x: s.w * 0.25, y: passY, width: s.w * 0.5, height: s.h * 0.24, fill: '#3a3f44' }),
    el('rect', { x: s.w * 0.25, y: passY + s.h * 0.24, width: s.w * 0.5, height: 14, fill: '#9aa0a6' }),
    person(s, s.w * s.r.range(0.4, 0.6), passY + s.h * 0.3, 220, '#f4f1de'),
    el('rect', { x: s.w * 0.46, y: passY - 6, width: s.w * 0.08, height: 0, fill: 'none' }),
    el('rect', { x: s.w * 0.1, y: s.h * 0.06, width: s.w * 0.12, height: s.h * 0.09, rx: 6, fill: t.c(0, 60, 40) }),
    el('rect', { x: s.w * 0.78, y: s.h * 0.06, width: s.w * 0.12, height: s.h * 0.09, rx: 6, fill: t.c(40, 60, 40) }),
    counter(s, s.w * 0.06, s.h * 0.56, s.w * 0.88, s.h * 0.16, t.c(180, 30, 35)),
    dishes.join(''),
    stools.join(''),
  );
}

function wheel(x: number, y: number, r: number, ink: string): string {
  return (
    el('circle', { cx: x, cy: y, r, fill: 'none', stroke: ink, 'stroke-width': r * 0.12 }) +
    el('path', {
      d: `M${fmt(x - r)} ${fmt(y)} H${fmt(x + r)} M${fmt(x)} ${fmt(y - r)} V${fmt(y + r)}`,
      stroke: ink,
      'stroke-width': 2,
      opacity: 0.6,
    })
  );
}

function bicycle(x: number, y: number, size: number, frame: string, ink: string): string {
  const r = size * 0.28;
  const back = x - size * 0.5;
  const front = x + size * 0.5;
  return (
    wheel(back, y, r, ink) +
    wheel(front, y, r, ink) +
    el('path', {
      d: `M${fmt(back)} ${fmt(y)} L${fmt(x - size * 0.05)} ${fmt(y)} L${fmt(x + size * 0.32)} ${fmt(y - size * 0.42)} L${fmt(x - size * 0.22)} ${fmt(y - size * 0.42)} Z M${fmt(x - size * 0.05)} ${fmt(y)} L${fmt(x - size * 0.26)} ${fmt(y - size * 0.52)} M${fmt(front)} ${fmt(y)} L${fmt(x + size * 0.3)} ${fmt(y - size * 0.56)}`,
      stroke: frame,
      'stroke-width': size * 0.05,
      fill: 'none',
      'stroke-linejoin': 'round',
    }) +
    el('rect', { x: x - size * 0.34, y: y - size * 0.56, width: size * 0.18, height: size * 0.05, rx: 4, fill: ink }) +
    el('path', {
      d: `M${fmt(x + size * 0.22)} ${fmt(y - size * 0.6)} h${fmt(size * 0.16)}`,
      stroke: ink,
      'stroke-width': size * 0.04,
      'stroke-linecap': 'round',
    })
  );
}

/** Bike shop: bicycles hung on the wall, one up on the repair stand, tyres on hooks. */
export function bikeShop(s: Scene): Drawing {
  const t = tones(s);
  const floorY = s.h * 0.8;
  const hung: string[] = [];
  const n = s.r.int(2, 4);
  for (let i = 0; i < n; i++)
    hung.push(bicycle(s.w * (0.14 + i * (0.7 / n)), s.h * 0.34, 190, t.c(i * 70, 65, 50), s.p.ink));
  const tyres: string[] = [];
  for (let i = 0; i < s.r.int(3, 5); i++)
    tyres.push(
      el('circle', {
        cx: s.w * 0.88,
        cy: s.h * 0.14 + i * 34,
        r: 40,
        fill: 'none',
        stroke: '#2b2b2b',
        'stroke-width': 12,
      }),
    );
  const standX = s.w * s.r.range(0.38, 0.6);
  return layer(
    room(s, t.c(0, 25, 80), '#8f969b', floorY),
    el('rect', { x: 0, y: s.h * 0.05, width: s.w, height: 8, fill: s.p.ink, opacity: 0.3 }),
    hung.join(''),
    tyres.join(''),
    el('path', {
      d: `M${fmt(standX)} ${fmt(floorY)} V${fmt(s.h * 0.6)} M${fmt(standX - 60)} ${fmt(floorY)} H${fmt(standX + 60)}`,
      stroke: '#4a4f55',
      'stroke-width': 12,
    }),
    bicycle(standX, s.h * 0.6, 260, t.c(180, 70, 48), s.p.ink),
    person(s, standX + 190, floorY + 20, 300, t.c(90, 40, 40)),
    el('rect', { x: s.w * 0.06, y: floorY - 80, width: 150, height: 80, rx: 6, fill: '#c0392b' }),
    el('rect', { x: s.w * 0.06, y: floorY - 80, width: 150, height: 12, fill: '#922b21' }),
  );
}

/** Bookshop: floor-to-ceiling shelves of coloured spines, a ladder and a reading chair. */
export function bookshop(s: Scene): Drawing {
  const t = tones(s);
  const floorY = s.h * 0.84;
  const board = s.r.pick(WOOD);
  const spines = (x: number, y: number, w: number) => {
    const parts: string[] = [];
    let bx = x;
    while (bx < x + w) {
      const bw = s.r.range(12, 24);
      const bh = s.r.range(60, 96);
      parts.push(
        el('rect', {
          x: bx,
          y: y - bh,
          width: bw - 2,
          height: bh,
          fill: t.c(s.r.int(0, 359), s.r.int(30, 60), s.r.int(30, 62)),
        }),
      );
      bx += bw;
    }
    return parts.join('');
  };
  const cases: string[] = [];
  const caseW = s.w * 0.27;
  for (let c = 0; c < 3; c++) {
    const x = s.w * 0.05 + c * (caseW + s.w * 0.04);
    cases.push(el('rect', { x: x - 14, y: s.h * 0.04, width: caseW + 28, height: floorY - s.h * 0.04, fill: board }));
    for (let row = 0; row < 5; row++)
      cases.push(shelf(s, x, s.h * 0.2 + row * s.h * 0.13, caseW, s.p.ink, (bx, by, bw) => spines(bx, by, bw), 1));
  }
  const lx = s.w * s.r.range(0.3, 0.7);
  return layer(
    room(s, t.c(0, 30, 75), s.r.pick(WOOD), floorY),
    cases.join(''),
    el('path', {
      d: `M${fmt(lx)} ${fmt(floorY)} L${fmt(lx + 60)} ${fmt(s.h * 0.1)} M${fmt(lx + 70)} ${fmt(floorY)} L${fmt(lx + 130)} ${fmt(s.h * 0.1)}`,
      stroke: '#6b4a2f',
      'stroke-width': 10,
    }),
    ...[0.2, 0.35, 0.5, 0.65, 0.8].map((k) =>
      el('line', {
        x1: lx + 60 * (1 - k) + 10 * 0,
        y1: floorY - (floorY - s.h * 0.1) * k,
        x2: lx + 70 + 60 * (1 - k) * 0 + 60 * k,
        y2: floorY - (floorY - s.h * 0.1) * k,
        stroke: '#6b4a2f',
        'stroke-width': 8,
      }),
    ),
    el('rect', { x: s.w * 0.72, y: s.h * 0.62, width: 200, height: 150, rx: 30, fill: t.c(150, 45, 40) }),
    el('rect', { x: s.w * 0.72 + 20, y: s.h * 0.55, width: 160, height: 90, rx: 24, fill: t.c(150, 45, 48) }),
  );
}

/** Hardware store: a pegboard of tools, paint cans, bins of screws and a key-cutting bench. */
export function hardware(s: Scene): Drawing {
  const t = tones(s);
  const floorY = s.h * 0.82;
  const tools: string[] = [];
  for (let row = 0; row < 2; row++)
    for (let i = 0; i < 6; i++) {
      const x = s.w * 0.1 + i * s.w * 0.13 + s.r.range(-10, 10);
      const y = s.h * 0.12 + row * s.h * 0.2;
      const kind = s.r.int(0, 2);
      tools.push(
        kind === 0
          ? el('rect', { x: x - 6, y, width: 12, height: 90, fill: '#8d6e63' }) +
              el('rect', { x: x - 28, y: y - 8, width: 56, height: 22, rx: 3, fill: '#5f6a70' })
          : kind === 1
            ? el('path', {
                d: `M${fmt(x)} ${fmt(y)} v90`,
                stroke: '#90a4ae',
                'stroke-width': 14,
                'stroke-linecap': 'round',
              }) + el('circle', { cx: x, cy: y, r: 16, fill: 'none', stroke: '#90a4ae', 'stroke-width': 10 })
            : el('path', { d: `M${fmt(x - 30)} ${fmt(y)} h60 l-10 80 h-40 Z`, fill: t.c(s.r.int(0, 359), 55, 50) }),
      );
    }
  const cans: string[] = [];
  for (let i = 0; i < s.r.int(6, 10); i++) {
    const x = s.w * 0.06 + i * 66;
    cans.push(
      el('rect', { x, y: floorY - 84, width: 56, height: 72, rx: 6, fill: t.c(i * 37, 60, 55) }),
      el('rect', { x, y: floorY - 62, width: 56, height: 26, fill: '#f4f1de' }),
    );
  }
  const bench = s.w * 0.66;
  return layer(
    room(s, t.c(0, 30, 72), '#a1887f', floorY),
    el('rect', { x: s.w * 0.05, y: s.h * 0.08, width: s.w * 0.8, height: s.h * 0.44, fill: '#d7b98e' }),
    el('rect', {
      x: s.w * 0.05,
      y: s.h * 0.08,
      width: s.w * 0.8,
      height: s.h * 0.44,
      fill: 'none',
      stroke: '#8d6e63',
      'stroke-width': 8,
    }),
    tools.join(''),
    el('rect', {
      x: s.w * 0.04,
      y: floorY - 100,
      width: cans.length * 33 + 100,
      height: 16,
      fill: s.p.ink,
      opacity: 0.5,
    }),
    cans.join(''),
    counter(s, bench, s.h * 0.58, s.w * 0.3, floorY - s.h * 0.58, t.c(200, 35, 38)),
    el('rect', { x: bench + 40, y: s.h * 0.46, width: 120, height: s.h * 0.1, rx: 8, fill: '#78909c' }),
    el('circle', { cx: bench + 100, cy: s.h * 0.45, r: 26, fill: '#cfd8dc' }),
    el('path', { d: `M${fmt(bench + 220)} ${fmt(s.h * 0.5)} h50 v14 h-14 v10 h-8 v-10 h-28 Z`, fill: '#e0c068' }),
  );
}

function shirt(x: number, y: number, w: number, color: string): string {
  return (
    el('path', {
      d: `M${fmt(x + w / 2)} ${fmt(y)} v-16 a10 10 0 1 1 10 -10`,
      stroke: '#555',
      'stroke-width': 3,
      fill: 'none',
    }) +
    el('path', {
      d: `M${fmt(x)} ${fmt(y + 10)} L${fmt(x + w * 0.3)} ${fmt(y)} L${fmt(x + w * 0.7)} ${fmt(y)} L${fmt(x + w)} ${fmt(y + 10)} L${fmt(x + w * 0.9)} ${fmt(y + w * 1.6)} L${fmt(x + w * 0.1)} ${fmt(y + w * 1.6)} Z`,
      fill: color,
    })
  );
}

/** Tailor and clothing shop: a rail of garments, a dress form and a sewing table. */
export function tailor(s: Scene): Drawing {
  const t = tones(s);
  const floorY = s.h * 0.82;
  const railY = s.h * 0.3;
  const railX = s.w * s.r.range(0.05, 0.15);
  const railW = s.w * 0.5;
  const clothes: string[] = [];
  for (let x = railX + 10; x < railX + railW - 60; x += s.r.range(56, 76))
    clothes.push(shirt(x, railY + 26, 70, t.c(s.r.int(-60, 60), s.r.int(30, 70), s.r.int(35, 70))));
  const formX = railX + railW + s.w * 0.14;
  return layer(
    room(s, t.c(0, 25, 86), s.r.pick(WOOD), floorY),
    el('path', {
      d: `M${fmt(railX)} ${fmt(floorY)} V${fmt(railY)} H${fmt(railX + railW)} V${fmt(floorY)}`,
      stroke: '#8a8f94',
      'stroke-width': 10,
      fill: 'none',
    }),
    clothes.join(''),
    el('path', {
      d: `M${fmt(formX - 60)} ${fmt(s.h * 0.3)} Q${fmt(formX)} ${fmt(s.h * 0.24)} ${fmt(formX + 60)} ${fmt(s.h * 0.3)} L${fmt(formX + 44)} ${fmt(s.h * 0.46)} L${fmt(formX + 64)} ${fmt(s.h * 0.6)} L${fmt(formX - 64)} ${fmt(s.h * 0.6)} L${fmt(formX - 44)} ${fmt(s.h * 0.46)} Z`,
      fill: t.c(180, 40, 55),
    }),
    el('path', {
      d: `M${fmt(formX)} ${fmt(s.h * 0.6)} V${fmt(floorY)} M${fmt(formX - 50)} ${fmt(floorY)} H${fmt(formX + 50)}`,
      stroke: '#5d4037',
      'stroke-width': 10,
    }),
    el('path', {
      d: `M${fmt(formX - 50)} ${fmt(s.h * 0.36)} Q${fmt(formX)} ${fmt(s.h * 0.44)} ${fmt(formX + 50)} ${fmt(s.h * 0.36)}`,
      stroke: '#f6d55c',
      'stroke-width': 6,
      fill: 'none',
      'stroke-dasharray': '10 6',
    }),
    el('rect', { x: s.w * 0.84, y: s.h * 0.6, width: s.w * 0.16, height: 16, fill: s.r.pick(WOOD) }),
    el('rect', { x: s.w * 0.86, y: s.h * 0.5, width: 90, height: s.h * 0.1, rx: 14, fill: '#eceff1' }),
  );
}

/** Sweet shop: shelves of glass jars of coloured sweets and gift boxes on the counter. */
export function sweets(s: Scene): Drawing {
  const t = tones(s);
  const floorY = s.h * 0.82;
  const jar = (x: number, y: number, w: number) => {
    const c = t.c(s.r.int(0, 359), 70, 60);
    const dots: string[] = [];
    for (let i = 0; i < 7; i++)
      dots.push(el('circle', { cx: x + s.r.range(10, w - 10), cy: y - s.r.range(10, w * 0.7), r: 7, fill: c }));
    return (
      el('rect', { x, y: y - w * 1.1, width: w, height: w * 1.1, rx: 10, fill: '#e8f4f8', opacity: 0.7 }) +
      dots.join('') +
      el('rect', { x: x + 6, y: y - w * 1.22, width: w - 12, height: 14, rx: 3, fill: '#b0855a' })
    );
  };
  const boxes: string[] = [];
  for (let i = 0; i < s.r.int(3, 5); i++) {
    const x = s.w * 0.2 + i * 120;
    const c = t.c(i * 50 + 20, 55, 55);
    boxes.push(
      el('rect', { x, y: s.h * 0.58 - 60, width: 90, height: 60, fill: c }),
      el('rect', { x: x + 38, y: s.h * 0.58 - 60, width: 14, height: 60, fill: '#f4f1de' }),
    );
  }
  return layer(
    room(s, t.c(0, 50, 85), s.r.pick(WOOD), floorY),
    shelf(
      s,
      s.w * 0.08,
      s.h * 0.24,
      s.w * 0.84,
      s.r.pick(WOOD),
      (x, y, w) => jar(x, y, Math.min(w, 90)),
      s.r.int(6, 9),
    ),
    shelf(
      s,
      s.w * 0.08,
      s.h * 0.42,
      s.w * 0.84,
      s.r.pick(WOOD),
      (x, y, w) => jar(x, y, Math.min(w, 90) * 0.9),
      s.r.int(6, 9),
    ),
    counter(s, s.w * 0.12, s.h * 0.58, s.w * 0.76, floorY - s.h * 0.58, t.c(180, 40, 40)),
    boxes.join(''),
  );
}

/** Record shop: crates of sleeves, records on the wall and a turntable. */
export function records(s: Scene): Drawing {
  const t = tones(s);
  const floorY = s.h * 0.84;
  const wall: string[] = [];
  for (let i = 0; i < 6; i++) {
    const x = s.w * 0.08 + i * s.w * 0.14;
    const y = s.h * (0.12 + (i % 2) * 0.04);
    wall.push(
      el('rect', { x, y, width: 130, height: 130, fill: t.c(i * 60 + s.r.int(0, 40), 55, 50) }),
      el('circle', { cx: x + 65, cy: y + 65, r: 36, fill: t.c(i * 60 + 180, 45, 70) }),
    );
  }
  const crates: string[] = [];
  for (let c = 0; c < 3; c++) {
    const x = s.w * (0.08 + c * 0.22);
    for (let i = 0; i < 8; i++)
      crates.push(
        el('rect', {
          x: x + i * 12,
          y: s.h * 0.5 - i * 3,
          width: 150,
          height: 150,
          fill: t.c(s.r.int(0, 359), 45, 30 + i * 5),
          transform: `skewX(-12)`,
        }),
      );
    crates.push(el('rect', { x, y: s.h * 0.6, width: 230, height: floorY - s.h * 0.6, fill: s.r.pick(WOOD) }));
  }
  const tx = s.w * 0.82;
  return layer(
    room(s, t.c(0, 20, 32), '#3e3a36', floorY),
    wall.join(''),
    crates.join(''),
    el('rect', { x: tx - 110, y: s.h * 0.6, width: 220, height: floorY - s.h * 0.6, fill: '#5d4037' }),
    el('rect', { x: tx - 100, y: s.h * 0.52, width: 200, height: 70, rx: 8, fill: '#263238' }),
    el('ellipse', { cx: tx - 20, cy: s.h * 0.55, rx: 70, ry: 18, fill: '#111' }),
    el('ellipse', { cx: tx - 20, cy: s.h * 0.55, rx: 20, ry: 6, fill: t.c(0, 70, 55) }),
  );
}

/** Barber shop: a barber chair before a wide mirror, the striped pole and a waiting bench. */
export function barber(s: Scene): Drawing {
  const t = tones(s);
  const floorY = s.h * 0.8;
  const checks: string[] = [];
  for (let i = 0; i < 24; i++)
    checks.push(
      el('rect', {
        x: i * 60,
        y: floorY + (i % 2) * 0,
        width: 30,
        height: s.h - floorY,
        fill: '#1d1d1d',
        opacity: 0.65,
      }),
    );
  const chairs: string[] = [];
  const n = s.r.int(1, 2);
  for (let i = 0; i < n; i++) {
    const x = s.w * (0.35 + i * 0.3);
    chairs.push(
      el('rect', {
        x: x - 70,
        y: s.h * 0.28,
        width: 140,
        height: s.h * 0.3,
        rx: 10,
        fill: '#cfe3ea',
        stroke: '#8a8f94',
        'stroke-width': 8,
      }) +
        el('rect', { x: x - 60, y: s.h * 0.4, width: 120, height: 150, rx: 20, fill: t.c(0, 55, 38) }) +
        el('rect', { x: x - 80, y: s.h * 0.58, width: 160, height: 40, rx: 12, fill: t.c(0, 55, 32) }) +
        el('rect', { x: x - 10, y: s.h * 0.63, width: 20, height: floorY - s.h * 0.63, fill: '#9aa0a6' }) +
        el('ellipse', { cx: x, cy: floorY, rx: 60, ry: 10, fill: '#9aa0a6' }),
    );
  }
  const px = s.r.chance(0.5) ? s.w * 0.08 : s.w * 0.92;
  const stripes: string[] = [];
  for (let i = 0; i < 6; i++)
    stripes.push(
      el('path', {
        d: `M${fmt(px - 22)} ${fmt(s.h * 0.2 + i * 36)} l44 -24 v14 l-44 24 Z`,
        fill: i % 2 ? '#1f4e9c' : '#c62828',
      }),
    );
  return layer(
    room(s, t.c(0, 30, 78), '#f4f1de', floorY),
    checks.join(''),
    el('rect', { x: 0, y: s.h * 0.6, width: s.w, height: floorY - s.h * 0.6, fill: t.c(180, 25, 40), opacity: 0.5 }),
    el('rect', { x: px - 22, y: s.h * 0.18, width: 44, height: 220, rx: 22, fill: '#f4f1de' }),
    stripes.join(''),
    chairs.join(''),
  );
}

/** Gallery: framed works on a white wall under track lights, a bench and a visitor. */
export function gallery(s: Scene): Drawing {
  const t = tones(s);
  const floorY = s.h * 0.8;
  const frames: string[] = [];
  let x = s.w * s.r.range(0.04, 0.1);
  while (x < s.w * 0.86) {
    const fw = s.r.range(150, 260);
    const fh = s.r.range(140, 240);
    const y = s.h * 0.42 - fh / 2;
    frames.push(
      el('path', {
        d: `M${fmt(x + fw / 2)} 40 L${fmt(x + fw / 2 - 90)} ${fmt(y + fh)} L${fmt(x + fw / 2 + 90)} ${fmt(y + fh)} Z`,
        fill: '#fffbe6',
        opacity: 0.35,
      }) +
        el('rect', { x: x - 10, y: y - 10, width: fw + 20, height: fh + 20, fill: s.p.ink }) +
        el('rect', { x, y, width: fw, height: fh, fill: t.c(s.r.int(0, 359), 50, 70) }) +
        el('circle', {
          cx: x + fw * s.r.range(0.3, 0.7),
          cy: y + fh * s.r.range(0.3, 0.6),
          r: fh * 0.25,
          fill: t.c(s.r.int(0, 359), 60, 45),
        }) +
        el('rect', {
          x: x + fw * 0.1,
          y: y + fh * 0.7,
          width: fw * 0.8,
          height: fh * 0.18,
          fill: t.c(s.r.int(0, 359), 40, 35),
        }),
    );
    x += fw + s.r.range(70, 130);
  }
  return layer(
    room(s, '#f3f1ec', t.c(30, 20, 62), floorY),
    el('rect', { x: 0, y: 30, width: s.w, height: 10, fill: '#444' }),
    frames.join(''),
    el('rect', { x: s.w * 0.38, y: s.h * 0.72, width: s.w * 0.24, height: 26, rx: 6, fill: '#6d4c41' }),
    el('rect', { x: s.w * 0.4, y: s.h * 0.75, width: 16, height: floorY - s.h * 0.7, fill: '#4e342e' }),
    el('rect', { x: s.w * 0.58, y: s.h * 0.75, width: 16, height: floorY - s.h * 0.7, fill: '#4e342e' }),
    person(s, s.w * s.r.range(0.15, 0.85), s.h * 0.98, 340, t.c(200, 45, 40)),
  );
}

/** A small stage: brick wall, a spotlight cone, the mic stand and stool, heads in the front row. */
export function stage(s: Scene): Drawing {
  const t = tones(s);
  const stageY = s.h * 0.66;
  const bricks: string[] = [];
  for (let row = 0; row * 34 < stageY; row++)
    for (let i = -1; i * 90 < s.w; i++)
      bricks.push(
        el('rect', {
          x: i * 90 + (row % 2) * 45,
          y: row * 34,
          width: 86,
          height: 30,
          fill: t.c(s.r.int(-8, 8), 45, s.r.int(26, 34)),
        }),
      );
  const mx = s.w * s.r.range(0.35, 0.65);
  const guitar = s.r.chance(0.5);
  return layer(
    el('rect', { width: s.w, height: s.h, fill: '#1a1414' }),
    bricks.join(''),
    el('path', {
      d: `M${fmt(mx)} 0 L${fmt(mx - 240)} ${fmt(stageY)} L${fmt(mx + 240)} ${fmt(stageY)} Z`,
      fill: s.p.glow,
      opacity: 0.3,
    }),
    el('ellipse', { cx: mx, cy: stageY, rx: 240, ry: 30, fill: s.p.glow, opacity: 0.5 }),
    el('rect', { y: stageY, width: s.w, height: s.h - stageY, fill: '#2b2220' }),
    el('rect', { y: stageY, width: s.w, height: 14, fill: '#4e3b31' }),
    el('path', {
      d: `M${fmt(mx + 90)} ${fmt(stageY)} V${fmt(stageY - 190)} l-30 -20`,
      stroke: '#c0c0c0',
      'stroke-width': 6,
      fill: 'none',
    }),
    el('circle', { cx: mx + 58, cy: stageY - 212, r: 12, fill: '#444' }),
    el('rect', { x: mx - 120, y: stageY - 120, width: 70, height: 12, fill: t.c(0, 50, 45) }),
    el('path', {
      d: `M${fmt(mx - 110)} ${fmt(stageY - 110)} L${fmt(mx - 120)} ${fmt(stageY)} M${fmt(mx - 60)} ${fmt(stageY - 110)} L${fmt(mx - 50)} ${fmt(stageY)}`,
      stroke: '#8d6e63',
      'stroke-width': 8,
    }),
    guitar
      ? el('ellipse', { cx: mx - 160, cy: stageY - 60, rx: 40, ry: 52, fill: '#c67c3e' }) +
          el('rect', { x: mx - 166, y: stageY - 230, width: 12, height: 150, fill: '#5d4037' })
      : '',
    el('rect', { x: 0, y: s.h * 0.84, width: s.w, height: s.h * 0.16, fill: '#0d0a0a' }),
    ...Array.from({ length: 9 }, (_, i) => {
      const hx = s.w * (0.04 + i * 0.12) + s.r.range(-20, 20);
      return (
        el('circle', { cx: hx, cy: s.h * 0.86, r: 30, fill: '#0d0a0a' }) +
        el('rect', { x: hx - 50, y: s.h * 0.9, width: 100, height: 100, rx: 30, fill: '#0d0a0a' })
      );
    }),
  );
}

/** Yoga and movement studio: mats in rows on a wooden floor, tall windows and plants. */
export function yoga(s: Scene): Drawing {
  const t = tones(s);
  const floorY = s.h * 0.5;
  const mats: string[] = [];
  const rows = s.r.int(2, 3);
  for (let row = 0; row < rows; row++) {
    const y = floorY + 40 + row * ((s.h - floorY - 60) / rows);
    const scale = 0.7 + row * 0.2;
    for (let i = 0; i < 4; i++) {
      const x = s.w * (0.1 + i * 0.22) - row * 30;
      mats.push(
        el('path', {
          d: `M${fmt(x)} ${fmt(y)} h${fmt(150 * scale)} l${fmt(30 * scale)} ${fmt(90 * scale)} h${fmt(-150 * scale)} Z`,
          fill: t.c(i * 25 + row * 40, 45, 62),
        }),
      );
      if (s.r.chance(0.4))
        mats.push(
          el('rect', {
            x: x + 40 * scale,
            y: y + 20 * scale,
            width: 40 * scale,
            height: 26 * scale,
            rx: 4,
            fill: t.c(200, 40, 75),
          }),
        );
    }
  }
  const windows: string[] = [];
  for (let i = 0; i < 3; i++) {
    const x = s.w * (0.1 + i * 0.3);
    windows.push(
      el('rect', { x, y: s.h * 0.08, width: s.w * 0.2, height: s.h * 0.36, fill: '#fdfaf0' }),
      el('rect', {
        x,
        y: s.h * 0.08,
        width: s.w * 0.2,
        height: s.h * 0.36,
        fill: 'none',
        stroke: '#fff',
        'stroke-width': 10,
      }),
      el('line', {
        x1: x + s.w * 0.1,
        y1: s.h * 0.08,
        x2: x + s.w * 0.1,
        y2: s.h * 0.44,
        stroke: '#fff',
        'stroke-width': 6,
      }),
    );
  }
  return layer(
    room(s, t.c(0, 25, 88), s.r.pick(['#d7b98e', '#c8a27a', '#e0c9a6']), floorY),
    el('rect', { x: 0, y: s.h * 0.08, width: s.w, height: s.h * 0.36, fill: s.p.glow, opacity: 0.2 }),
    windows.join(''),
    mats.join(''),
    pottedPlant(s, s.w * 0.04, floorY + 30, 180, t.c(30, 30, 60)),
    pottedPlant(s, s.w * 0.96, floorY + 20, 220, t.c(30, 30, 50)),
    pottedPlant(s, s.w * s.r.range(0.35, 0.65), floorY + 6, 120, t.c(30, 30, 70)),
  );
}

/** Clinic (acupuncture, physical therapy): a treatment table, an exercise ball, a chart and a plant. */
export function clinic(s: Scene): Drawing {
  const t = tones(s);
  const floorY = s.h * 0.78;
  const tx = s.w * s.r.range(0.3, 0.5);
  const ball = s.r.chance(0.6);
  return layer(
    room(s, t.c(0, 25, 88), '#cfd8dc', floorY),
    streetWindow(s, s.w * 0.64, s.h * 0.1, s.w * 0.26, s.h * 0.34, '#fafafa'),
    el('rect', {
      x: s.w * 0.08,
      y: s.h * 0.1,
      width: 160,
      height: 220,
      rx: 6,
      fill: '#fafafa',
      stroke: '#b0bec5',
      'stroke-width': 4,
    }),
    el('circle', { cx: s.w * 0.08 + 80, cy: s.h * 0.1 + 60, r: 26, fill: t.c(180, 30, 70) }),
    el('rect', { x: s.w * 0.08 + 66, y: s.h * 0.1 + 88, width: 28, height: 100, rx: 12, fill: t.c(180, 30, 70) }),
    el('rect', { x: tx, y: s.h * 0.52, width: 380, height: 40, rx: 12, fill: t.c(180, 35, 45) }),
    el('rect', { x: tx - 6, y: s.h * 0.5, width: 90, height: 26, rx: 12, fill: '#eceff1' }),
    el('path', {
      d: `M${fmt(tx + 40)} ${fmt(s.h * 0.57)} V${fmt(floorY)} M${fmt(tx + 340)} ${fmt(s.h * 0.57)} V${fmt(floorY)}`,
      stroke: '#90a4ae',
      'stroke-width': 14,
    }),
    ball
      ? el('circle', { cx: tx + 520, cy: floorY - 70, r: 70, fill: t.c(40, 60, 55) })
      : el('rect', { x: tx + 470, y: floorY - 140, width: 24, height: 140, fill: '#78909c' }),
    pottedPlant(s, s.w * 0.92, floorY + 10, 200, '#eceff1'),
  );
}

/** Auto shop: a car raised on a two-post lift, a stack of tyres and a rolling tool chest. */
export function autoShop(s: Scene): Drawing {
  const t = tones(s);
  const floorY = s.h * 0.82;
  const liftY = s.h * s.r.range(0.34, 0.44);
  const carX = s.w * s.r.range(0.42, 0.55);
  const car = t.c(0, 65, 45);
  const tyres: string[] = [];
  const tyreX = carX > s.w / 2 ? s.w * 0.12 : s.w * 0.85;
  for (let i = 0; i < s.r.int(3, 5); i++)
    tyres.push(
      el('ellipse', { cx: tyreX, cy: floorY - 22 - i * 40, rx: 80, ry: 24, fill: '#212121' }),
      el('ellipse', { cx: tyreX, cy: floorY - 26 - i * 40, rx: 36, ry: 10, fill: '#616161' }),
    );
  const doorSlats: string[] = [];
  for (let i = 0; i < 10; i++)
    doorSlats.push(
      el('rect', { x: s.w * 0.62, y: s.h * 0.06 + i * 20, width: s.w * 0.34, height: 12, fill: '#b0bec5' }),
    );
  return layer(
    room(s, t.c(200, 10, 70), '#90a4ae', floorY),
    doorSlats.join(''),
    el('rect', { x: carX - 250, y: s.h * 0.12, width: 26, height: floorY - s.h * 0.12, fill: t.c(60, 70, 50) }),
    el('rect', { x: carX + 224, y: s.h * 0.12, width: 26, height: floorY - s.h * 0.12, fill: t.c(60, 70, 50) }),
    el('rect', { x: carX - 230, y: liftY + 70, width: 460, height: 14, fill: '#455a64' }),
    el('path', {
      d: `M${fmt(carX - 200)} ${fmt(liftY + 70)} L${fmt(carX - 190)} ${fmt(liftY + 10)} L${fmt(carX - 110)} ${fmt(liftY - 40)} L${fmt(carX + 90)} ${fmt(liftY - 40)} L${fmt(carX + 160)} ${fmt(liftY + 10)} L${fmt(carX + 200)} ${fmt(liftY + 20)} L${fmt(carX + 200)} ${fmt(liftY + 70)} Z`,
      fill: car,
    }),
    el('path', {
      d: `M${fmt(carX - 95)} ${fmt(liftY - 30)} L${fmt(carX + 80)} ${fmt(liftY - 30)} L${fmt(carX + 130)} ${fmt(liftY + 8)} L${fmt(carX - 160)} ${fmt(liftY + 8)} Z`,
      fill: '#cfe3ea',
    }),
    el('circle', { cx: carX - 120, cy: liftY + 80, r: 38, fill: '#212121' }),
    el('circle', { cx: carX + 120, cy: liftY + 80, r: 38, fill: '#212121' }),
    el('circle', { cx: carX - 120, cy: liftY + 80, r: 14, fill: '#9e9e9e' }),
    el('circle', { cx: carX + 120, cy: liftY + 80, r: 14, fill: '#9e9e9e' }),
    tyres.join(''),
    el('rect', { x: s.w * 0.28, y: floorY - 150, width: 120, height: 150, rx: 6, fill: '#c62828' }),
    ...[0, 1, 2, 3].map((i) =>
      el('rect', { x: s.w * 0.28 + 10, y: floorY - 140 + i * 34, width: 100, height: 4, fill: '#7f1d1d' }),
    ),
    person(s, carX + s.r.range(-60, 60), floorY + 10, 300, t.c(210, 45, 35), 1),
    shadow(carX, floorY + 4, 260, s.p.ink),
  );
}

/** Print shop and stationer: a letterpress, type cases, paper stacks and prints on a line. */
export function printShop(s: Scene): Drawing {
  const t = tones(s);
  const floorY = s.h * 0.82;
  const prints: string[] = [];
  for (let i = 0; i < 6; i++) {
    const x = s.w * (0.06 + i * 0.15);
    prints.push(
      el('rect', { x, y: s.h * 0.1, width: 120, height: 150, fill: '#fdfaf2' }),
      el(
        'text',
        {
          x: x + 60,
          y: s.h * 0.1 + 100,
          'text-anchor': 'middle',
          'font-family': 'Georgia, serif',
          'font-weight': 700,
          'font-size': 80,
          fill: t.c(i * 50, 60, 45),
        },
        'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[s.r.int(0, 25)] ?? 'A',
      ),
    );
  }
  const px = s.w * s.r.range(0.5, 0.66);
  const drawers: string[] = [];
  for (let i = 0; i < 6; i++)
    drawers.push(
      el('rect', {
        x: s.w * 0.06,
        y: s.h * 0.42 + i * 40,
        width: 260,
        height: 34,
        fill: s.r.pick(WOOD),
        stroke: '#5d4037',
        'stroke-width': 3,
      }),
      el('rect', { x: s.w * 0.06 + 115, y: s.h * 0.42 + i * 40 + 12, width: 30, height: 8, fill: '#cfd8dc' }),
    );
  return layer(
    room(s, t.c(0, 25, 80), '#6d5d52', floorY),
    el('line', { x1: 0, y1: s.h * 0.1, x2: s.w, y2: s.h * 0.1, stroke: s.p.ink, 'stroke-width': 3 }),
    prints.join(''),
    drawers.join(''),
    el('rect', { x: px - 140, y: s.h * 0.5, width: 280, height: floorY - s.h * 0.5, fill: '#37474f' }),
    el('circle', { cx: px - 40, cy: s.h * 0.46, r: 90, fill: 'none', stroke: '#263238', 'stroke-width': 16 }),
    el('rect', { x: px + 40, y: s.h * 0.4, width: 150, height: 20, fill: '#fdfaf2' }),
    el('rect', { x: px - 160, y: s.h * 0.6, width: 320, height: 20, fill: '#546e7a' }),
    el('rect', { x: s.w * 0.84, y: floorY - 100, width: 150, height: 100, fill: '#fdfaf2' }),
    el('rect', { x: s.w * 0.84, y: floorY - 100, width: 150, height: 8, fill: t.c(180, 40, 50) }),
  );
}
