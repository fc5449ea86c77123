/**
 * `npm run fonts`: writes the two fonts every page loads first (src/client/fonts/*-core.woff2) and
 * their @font-face rules (src/client/fonts.css), cut from the fontsource Latin files to what the
 * site's text needs (decision 030):
 *   - the characters: ASCII, the typography the site writes (curly quotes, dashes, the middle dot,
 *     the ellipsis, arrows and the like) and the accented letters of names in English, Spanish and
 *     French text; any other character is drawn from the whole Latin file, which the browser fetches
 *     only for a page that has one (the faces' unicode-range do not overlap);
 *   - the weights the styles use, 400 to 700, from the variable weight axis (100 to 900).
 * Beside them, for each family, faces drawn from fonts the reader's device has (Arial, Roboto,
 * DejaVu; Georgia, Times New Roman, Noto Serif, DejaVu Serif), scaled and with line metrics set to
 * match the site's font (@capsizecss/core): the text a first visit paints before the fonts arrive
 * takes about the room it will take in them, so the swap moves little (decision 042).
 * The output is committed; `--check` (run by src/client/fonts.test.ts) fails when it is not what this
 * script writes now.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import georgia from '@capsizecss/metrics/georgia';
import notoSerif from '@capsizecss/metrics/notoSerif';
import roboto from '@capsizecss/metrics/roboto';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
import { fromBuffer } from '@capsizecss/unpack';
import * as prettier from 'prettier';
import subsetFont from 'subset-font';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const clientDir = path.join(root, 'src/client');

/** Code points of the core faces, as inclusive ranges. */
export const CORE_RANGES = [
  [0x20, 0x7e], // ASCII
  [0xa0, 0xa0], // no-break space
  [0xa1, 0xa1], // ¡
  [0xa9, 0xa9], // ©
  [0xab, 0xab], // «
  [0xae, 0xae], // ®
  [0xb0, 0xb0], // °
  [0xb7, 0xb7], // ·
  [0xbb, 0xbb], // »
  [0xbf, 0xbf], // ¿
  [0xc0, 0xc1], // À Á
  [0xc7, 0xc9], // Ç È É
  [0xcd, 0xcd], // Í
  [0xd1, 0xd1], // Ñ
  [0xd3, 0xd3], // Ó
  [0xd7, 0xd7], // ×
  [0xda, 0xda], // Ú
  [0xdc, 0xdc], // Ü
  [0xe0, 0xe2], // à á â
  [0xe7, 0xeb], // ç è é ê ë
  [0xed, 0xef], // í î ï
  [0xf1, 0xf1], // ñ
  [0xf3, 0xf4], // ó ô
  [0xfa, 0xfc], // ú û ü
  [0x2013, 0x2014], // – —
  [0x2018, 0x2019], // ‘ ’
  [0x201c, 0x201d], // “ ”
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
  [0x2190, 0x2190], // ←
  [0x2192, 0x2192], // →
  [0x20ac, 0x20ac], // €
];

/**
 * DejaVu Sans and Serif (2.37, Debian's fonts-dejavu-core), the faces of Linux desktops, as
 * @capsizecss/unpack reads them from their files; @capsizecss/metrics has no entry for them.
 */
const dejaVuSans = {
  familyName: 'DejaVu Sans',
  fullName: 'DejaVu Sans',
  postscriptName: 'DejaVuSans',
  ascent: 1901,
  descent: -483,
  lineGap: 0,
  unitsPerEm: 2048,
  xWidthAvg: 1041,
};
const dejaVuSerif = {
  ...dejaVuSans,
  familyName: 'DejaVu Serif',
  fullName: 'DejaVu Serif',
  postscriptName: 'DejaVuSerif',
  xWidthAvg: 1058,
};

/**
 * The fontsource packages whose faces the site uses. `family` names the fallback faces ("Inter
 * Fallback: Arial"); `metrics` are the device fonts they are drawn from, in the order styles.css
 * lists them: a device uses the first it has.
 */
const FAMILIES = [
  { name: 'inter', pkg: '@fontsource-variable/inter', family: 'Inter', metrics: [arial, roboto, dejaVuSans] },
  {
    name: 'source-serif-4',
    pkg: '@fontsource-variable/source-serif-4',
    family: 'Source Serif 4',
    metrics: [georgia, timesNewRoman, notoSerif, dejaVuSerif],
  },
];
const WEIGHTS = { min: 400, max: 700 };

const hex = (cp) => cp.toString(16).toUpperCase().padStart(4, '0');
const rangeText = (ranges) => ranges.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(',');

/** Parses a unicode-range value into inclusive ranges. */
function parseRanges(text) {
  return text.split(',').map((part) => {
    const [a, b] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(a, 16), parseInt(b ?? a, 16)];
  });
}

/** `ranges` without the code points of `cut`. */
function without(ranges, cut) {
  let out = ranges;
  for (const [ca, cb] of cut) {
    out = out.flatMap(([a, b]) => {
      if (cb < a || ca > b) return [[a, b]];
      const kept = [];
      if (a < ca) kept.push([a, ca - 1]);
      if (cb < b) kept.push([cb + 1, b]);
      return kept;
    });
  }
  return out;
}

/** The faces of a fontsource package's index.css, in order: name (`inter-latin-wght-normal`) and body. */
function faces(pkg) {
  const css = fs.readFileSync(path.join(root, 'node_modules', pkg, 'index.css'), 'utf8');
  return [...css.matchAll(/\/\* ([\w-]+) \*\/\s*@font-face\s*\{([^}]*)\}/g)].map(([, name, body]) => ({ name, body }));
}

/** The files and the stylesheet, as `{ path under src/client: bytes or text }`. */
export async function subsetFonts() {
  const text = CORE_RANGES.flatMap(([a, b]) =>
    Array.from({ length: b - a + 1 }, (_, i) => String.fromCodePoint(a + i)),
  ).join('');
  const out = {};
  const rules = [];
  for (const { name, pkg } of FAMILIES) {
    const fromPackage = (body) =>
      body.replace(/url\(\.\/files\/([^)]+)\)/, (_, file) => `url(../../node_modules/${pkg}/files/${file})`);
    for (const face of faces(pkg)) {
      if (face.name !== `${name}-latin-wght-normal`) {
        rules.push(`/* ${face.name} */\n@font-face {${fromPackage(face.body)}}`);
        continue;
      }
      const file = /url\(\.\/files\/([^)]+)\)/.exec(face.body)?.[1];
      const range = /unicode-range:\s*([^;]+);/.exec(face.body)?.[1];
      if (!file || !range) throw new Error(`${pkg}: the Latin face names no file or range`);
      const source = fs.readFileSync(path.join(root, 'node_modules', pkg, 'files', file));
      out[`fonts/${name}-core.woff2`] = Buffer.from(
        await subsetFont(source, text, { targetFormat: 'woff2', variationAxes: { wght: WEIGHTS } }),
      );
      // Same descriptors as the package's faces (one family to the browser, a face chosen by its
      // unicode-range alone); the core file carries weights 400 to 700 only.
      const core = face.body
        .replace(/url\(\.\/files\/[^)]+\)/, `url(./fonts/${name}-core.woff2)`)
        .replace(/unicode-range:\s*[^;]+;/, `unicode-range: ${rangeText(CORE_RANGES)};`);
      const rest = fromPackage(face.body).replace(
        /unicode-range:\s*[^;]+;/,
        `unicode-range: ${rangeText(without(parseRanges(range), CORE_RANGES))};`,
      );
      rules.push(`/* ${name}-core: weights ${WEIGHTS.min}-${WEIGHTS.max} */\n@font-face {${core}}`);
      rules.push(`/* ${face.name}: the rest of Latin, fetched only for a page that uses it */\n@font-face {${rest}}`);
    }
  }
  for (const { name, family, metrics } of FAMILIES) {
    const own = await fromBuffer(out[`fonts/${name}-core.woff2`]);
    const { fontFaces } = createFontStack([{ ...own, familyName: family }, ...metrics]);
    rules.push(`/* ${name}: faces of the device's fonts, sized like it */\n${fontFaces}`);
  }
  const css =
    `/* Written by \`npm run fonts\` (scripts/subset-fonts.mjs) from fontsource's faces: Latin is split into\n` +
    ` * the core the pages use and the rest; then faces of the device's fonts sized like them. */\n${rules.join('\n\n')}\n`;
  const cssFile = path.join(clientDir, 'fonts.css');
  out['fonts.css'] = await prettier.format(css, { ...(await prettier.resolveConfig(cssFile)), filepath: cssFile });
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // `--check`: writes nothing, exits 1 when a committed file is not what the script makes now.
  const check = process.argv.includes('--check');
  let stale = 0;
  for (const [file, content] of Object.entries(await subsetFonts())) {
    const target = path.join(clientDir, file);
    if (check) {
      const same = fs.existsSync(target) && Buffer.compare(fs.readFileSync(target), Buffer.from(content)) === 0;
      if (!same)
        console.error(`src/client/${file} is not what \`npm run fonts\` writes: run it and commit the result.`);
      stale += same ? 0 : 1;
      continue;
    }
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, content);
    console.log(`src/client/${file}: ${content.length} bytes`);
  }
  process.exitCode = stale ? 1 : 0;
}
