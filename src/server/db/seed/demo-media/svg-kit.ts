import type { Random } from './random';

/** Coordinates rounded to one decimal keep the files small without visible loss. */
export const fmt = (n: number) => String(Math.round(n * 10) / 10);

type Attrs = Record<string, string | number | undefined>;

/** One SVG element. Attribute values come from our own code and palettes, never from the request. */
export function el(tag: string, attrs: Attrs, ...children: string[]): string {
  const attrText = Object.entries(attrs)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? fmt(v) : v}"`)
    .join('');
  return children.length ? `<${tag}${attrText}>${children.join('')}</${tag}>` : `<${tag}${attrText}/>`;
}

/** A gradient, top to bottom unless a direction is given; `fade` makes the last stop transparent. */
export function linearGradient(
  id: string,
  colors: readonly string[],
  opts: { x1?: number; y1?: number; x2?: number; y2?: number; fade?: boolean } = {},
) {
  const last = colors.length - 1;
  const stops = colors.map((c, i) =>
    el('stop', {
      offset: last > 0 ? i / last : 0,
      'stop-color': c,
      'stop-opacity': opts.fade && i === last ? 0 : undefined,
    }),
  );
  return el('linearGradient', { id, x1: opts.x1 ?? 0, y1: opts.y1 ?? 0, x2: opts.x2 ?? 0, y2: opts.y2 ?? 1 }, ...stops);
}

export function radialGlow(id: string, color: string, opacity = 1) {
  return el(
    'radialGradient',
    { id },
    el('stop', { offset: 0, 'stop-color': color, 'stop-opacity': opacity }),
    el('stop', { offset: 1, 'stop-color': color, 'stop-opacity': 0 }),
  );
}

/**
 * A filled ridge (hills, mountains, waves) from x=0 to x=width down to the bottom edge:
 * random heights joined by smooth quadratic curves.
 */
export function ridge(
  r: Random,
  opts: { width: number; height: number; baseY: number; amplitude: number; points: number; sharp?: boolean },
): string {
  const { width, height, baseY, amplitude, points } = opts;
  const step = width / points;
  const ys = Array.from({ length: points + 1 }, () => baseY - r.range(0, amplitude));
  let d = `M0 ${fmt(height)} L0 ${fmt(ys[0] ?? baseY)}`;
  for (let i = 1; i <= points; i++) {
    const x = i * step;
    const y = ys[i] ?? baseY;
    if (opts.sharp)
      d += ` L${fmt(x - step / 2)} ${fmt(Math.min(y, ys[i - 1] ?? y) - amplitude * 0.35)} L${fmt(x)} ${fmt(y)}`;
    else
      d += ` Q${fmt(x - step / 2)} ${fmt((y + (ys[i - 1] ?? y)) / 2 - r.range(-amplitude, amplitude) * 0.5)} ${fmt(x)} ${fmt(y)}`;
  }
  return `${d} L${fmt(width)} ${fmt(height)} Z`;
}

/** A smooth closed blob around a centre, for organic shapes. */
export function blob(r: Random, cx: number, cy: number, radius: number, lobes = 7): string {
  const pts = Array.from({ length: lobes }, (_, i) => {
    const a = (i / lobes) * Math.PI * 2;
    const rr = radius * r.range(0.72, 1.18);
    return [cx + Math.cos(a) * rr, cy + Math.sin(a) * rr] as const;
  });
  const mid = (a: readonly [number, number], b: readonly [number, number]) => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  const first = mid(pts[lobes - 1] ?? pts[0]!, pts[0]!);
  let d = `M${fmt(first[0]!)} ${fmt(first[1]!)}`;
  pts.forEach((p, i) => {
    const m = mid(p, pts[(i + 1) % lobes]!);
    d += ` Q${fmt(p[0])} ${fmt(p[1])} ${fmt(m[0]!)} ${fmt(m[1]!)}`;
  });
  return `${d} Z`;
}

/** Light rays fanning out from a point, drawn as thin triangles. */
export function rays(cx: number, cy: number, length: number, count: number, color: string, opacity: number): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2;
    const b = a + Math.PI / count / 1.6;
    const d = `M${fmt(cx)} ${fmt(cy)} L${fmt(cx + Math.cos(a) * length)} ${fmt(cy + Math.sin(a) * length)} L${fmt(cx + Math.cos(b) * length)} ${fmt(cy + Math.sin(b) * length)} Z`;
    parts.push(el('path', { d }));
  }
  return el('g', { fill: color, opacity }, ...parts);
}
