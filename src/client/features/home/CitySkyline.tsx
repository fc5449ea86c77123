/**
 * A drawn skyline for the front page's empty hero: our own artwork (no image files, no CDN),
 * decorative only. Buildings are generated from a fixed list so it looks the same every visit.
 */
const BUILDINGS: [x: number, w: number, h: number][] = [
  [0, 60, 120],
  [55, 45, 170],
  [96, 70, 95],
  [160, 38, 210],
  [194, 64, 140],
  [252, 50, 250],
  [298, 72, 165],
  [364, 44, 120],
  [404, 60, 190],
  [460, 80, 110],
  [534, 42, 230],
  [572, 66, 150],
  [634, 54, 185],
  [684, 76, 105],
  [756, 48, 160],
  [800, 60, 125],
];

export function CitySkyline({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 860 400" preserveAspectRatio="xMidYMax slice" aria-hidden="true" className={className}>
      <defs>
        <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fbe7dc" />
          <stop offset="1" stopColor="#f3c9c0" />
        </linearGradient>
      </defs>
      <rect width="860" height="400" fill="url(#sky)" />
      <circle cx="640" cy="120" r="54" fill="#f6a98f" opacity="0.8" />
      <path d="M0 300 Q 215 250 430 290 T 860 270 V400 H0Z" fill="#e8a9a4" opacity="0.6" />
      {BUILDINGS.map(([x, w, h], i) => (
        <g key={x}>
          <rect
            x={x}
            y={400 - h}
            width={w}
            height={h}
            fill={i % 3 === 0 ? '#7a1428' : i % 3 === 1 ? '#9f1d35' : '#5c1020'}
          />
          {Array.from({ length: Math.floor((h - 30) / 28) }, (_, row) => (
            <rect
              key={row}
              x={x + 10}
              y={400 - h + 16 + row * 28}
              width={w - 20}
              height={8}
              fill="#fbe7dc"
              opacity={(row + i) % 4 === 0 ? 0.55 : 0.18}
            />
          ))}
        </g>
      ))}
      <rect x="0" y="388" width="860" height="12" fill="#3b0a14" />
    </svg>
  );
}
