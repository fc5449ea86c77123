import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const script = path.resolve('scripts/subset-fonts.mjs');
const css = fs.readFileSync(path.resolve('src/client/fonts.css'), 'utf8');

/** The unicode-range of each face of a family, by the file it names. */
function ranges(family: string) {
  return [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)]
    .map(([, body]) => body!)
    .filter((body) => body.includes(`font-family: '${family}'`))
    .map((body) => ({
      file: /url\(([^)]+)\)/.exec(body)![1]!,
      ranges: /unicode-range:\s*([^;]+);/
        .exec(body)![1]!
        .split(',')
        .map((part) =>
          part
            .trim()
            .replace(/^U\+/, '')
            .split('-')
            .map((hex) => parseInt(hex, 16)),
        )
        .map(([a, b]) => [a!, b ?? a!] as const),
    }));
}
const covers = (face: { ranges: readonly (readonly [number, number])[] }, cp: number) =>
  face.ranges.some(([a, b]) => cp >= a && cp <= b);

describe('the site’s fonts', () => {
  it('are what `npm run fonts` writes from the installed fontsource files', () => {
    const run = spawnSync(process.execPath, [script, '--check'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  }, 60_000);

  it.each(['Inter Variable', 'Source Serif 4 Variable'])(
    '%s: the site’s own characters come from the core file and no other',
    (family) => {
      const faces = ranges(family);
      const core = faces.find((face) => face.file.endsWith('-core.woff2'))!;
      expect(core).toBeDefined();
      for (const ch of 'The Rochester, NY Edition · “Quoted” — 5 × 3 … café, Peñasco, Ça va? ’ © →') {
        expect(covers(core, ch.codePointAt(0)!), ch).toBe(true);
      }
      // Letters outside the core are still drawn in the family, from the package's files.
      for (const ch of 'øłœ')
        expect(
          faces.some((face) => covers(face, ch.codePointAt(0)!)),
          ch,
        ).toBe(true);
      // No other face claims a core character: the browser never fetches a second file for that text.
      for (const [a, b] of core.ranges) {
        for (let cp = a; cp <= b; cp++) {
          expect(
            faces.filter((face) => covers(face, cp)),
            `U+${cp.toString(16)}`,
          ).toEqual([core]);
        }
      }
    },
  );
});
