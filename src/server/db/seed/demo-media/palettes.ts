/**
 * Colour schemes per kind of picture. Each kind keeps its own family (so a deal never looks
 * like an article) and the slug picks one scheme of that family, for variety within a page.
 */
export interface Palette {
  /** Background gradient, top to bottom. */
  sky: readonly [string, string];
  /** Sun, halo and light sources. */
  glow: string;
  /** Landscape or building layers from far to near. */
  layers: readonly [string, string, string];
  /** Small bright details: windows, confetti, stripes. */
  accents: readonly [string, string, string];
  /** Darkest tone, for silhouettes and lines. */
  ink: string;
}

const p = (
  sky: [string, string],
  glow: string,
  layers: [string, string, string],
  accents: [string, string, string],
  ink: string,
): Palette => ({
  sky,
  glow,
  layers,
  accents,
  ink,
});

export const PALETTES = {
  article: [
    p(
      ['#f6d5b8', '#f29e7c'],
      '#fff1d6',
      ['#d9825f', '#a9543f', '#5b2e35'],
      ['#ffd58a', '#f7b267', '#fff6e0'],
      '#2b1d2a',
    ),
    p(
      ['#2e3a6b', '#e07a5f'],
      '#f9c784',
      ['#7d4e6d', '#4a3357', '#241b33'],
      ['#f9c784', '#f4a259', '#fde8c8'],
      '#1a1426',
    ),
    p(
      ['#cfe8e3', '#f4d6b0'],
      '#fff6e0',
      ['#6fa79b', '#3f7a73', '#1f4a4b'],
      ['#f2a65a', '#e76f51', '#fff6e0'],
      '#13302f',
    ),
  ],
  photo: [
    p(
      ['#fde2c4', '#f7a98b'],
      '#fff4dc',
      ['#c98b8b', '#8c5a6b', '#4b3050'],
      ['#fff4dc', '#f6bd60', '#f7ede2'],
      '#2a1b30',
    ),
    p(
      ['#bfe0f2', '#f3e3c3'],
      '#fffaf0',
      ['#8fb3a8', '#4f7f7a', '#24494f'],
      ['#fffaf0', '#f2c57c', '#dfeee9'],
      '#14292d',
    ),
  ],
  business: [
    p(
      ['#f3e6d3', '#ead2b8'],
      '#fff8ec',
      ['#c4704f', '#9a4a37', '#3c2a2a'],
      ['#2a9d8f', '#f4f1de', '#e9c46a'],
      '#2b2222',
    ),
    p(
      ['#e6eef0', '#d6e2df'],
      '#ffffff',
      ['#4f6d7a', '#2f4858', '#1c2b33'],
      ['#e07a5f', '#f4f1de', '#f2cc8f'],
      '#162028',
    ),
  ],
  event: [
    p(
      ['#1d1b3a', '#5a2a5e'],
      '#ffd88a',
      ['#8a3b6b', '#4b2353', '#170f24'],
      ['#ffd166', '#ef476f', '#06d6a0'],
      '#0d0917',
    ),
    p(
      ['#16324f', '#c05d5d'],
      '#ffe3a3',
      ['#ab4e68', '#5d2e5a', '#121a2b'],
      ['#ffe3a3', '#f28482', '#84dcc6'],
      '#0a0f1a',
    ),
  ],
  spotlight: [
    p(
      ['#f7e1c6', '#eab38f'],
      '#fff3d9',
      ['#d7875f', '#8e4a3a', '#3a2430'],
      ['#f4a259', '#5b8e7d', '#fff3d9'],
      '#2a1a22',
    ),
    p(
      ['#dcecf0', '#b9d7d9'],
      '#ffffff',
      ['#5f9ea0', '#2f6f73', '#1d3b40'],
      ['#f6bd60', '#f28482', '#ffffff'],
      '#132a2e',
    ),
  ],
  avatar: [
    p(
      ['#fbe3c9', '#f1b48f'],
      '#fff3e2',
      ['#e08e6d', '#8b4f4f', '#3d2b35'],
      ['#f6bd60', '#84a59d', '#fff3e2'],
      '#2a1d24',
    ),
    p(
      ['#d8e8e1', '#a8cbbf'],
      '#f7fff9',
      ['#6d9f8f', '#36675f', '#1c3a36'],
      ['#f2a65a', '#e76f51', '#f7fff9'],
      '#12282a',
    ),
    p(
      ['#e3def5', '#b9aee0'],
      '#fbf9ff',
      ['#8e7cc3', '#574b90', '#2c2552'],
      ['#f7b267', '#f25c54', '#fbf9ff'],
      '#1b1736',
    ),
  ],
  artist: [
    p(
      ['#f8efe4', '#f1e0cc'],
      '#fffaf2',
      ['#e76f51', '#264653', '#2a9d8f'],
      ['#e9c46a', '#f4a261', '#264653'],
      '#1f2a30',
    ),
    p(
      ['#f3ede6', '#e7dcd0'],
      '#ffffff',
      ['#d1495b', '#00798c', '#edae49'],
      ['#30638e', '#003d5b', '#edae49'],
      '#1c2230',
    ),
  ],
  gallery: [
    p(
      ['#f4ecdf', '#efe3d0'],
      '#fffaf0',
      ['#d1495b', '#edae49', '#00798c'],
      ['#30638e', '#003d5b', '#f4ecdf'],
      '#1b2631',
    ),
    p(
      ['#f1ebe2', '#e9e0d2'],
      '#fffaf4',
      ['#e07a5f', '#3d405b', '#81b29a'],
      ['#f2cc8f', '#3d405b', '#f4f1de'],
      '#23253a',
    ),
  ],
  sports: [
    p(
      ['#10243e', '#2f5d62'],
      '#fff6d5',
      ['#3f8f5a', '#2f7a4a', '#1c4d31'],
      ['#ffffff', '#f4a259', '#e63946'],
      '#0b1522',
    ),
    p(
      ['#233d4d', '#fe7f2d'],
      '#fff1c1',
      ['#619b8a', '#4c8a76', '#2e5e4e'],
      ['#ffffff', '#fcca46', '#a1c181'],
      '#111d25',
    ),
  ],
  fashion: [
    p(
      ['#f8e9e4', '#efcfc6'],
      '#fff7f4',
      ['#c97b84', '#8e4162', '#3c1642'],
      ['#f6bd60', '#f5cac3', '#84a59d'],
      '#2a1530',
    ),
    p(
      ['#eef0e8', '#d9dfcf'],
      '#ffffff',
      ['#a3b18a', '#588157', '#344e41'],
      ['#dda15e', '#bc6c25', '#fefae0'],
      '#1f2b22',
    ),
  ],
  deal: [
    p(
      ['#fff1d0', '#ffd6a5'],
      '#fffaf0',
      ['#f08a4b', '#d64933', '#7a2e3a'],
      ['#2a9d8f', '#ffffff', '#264653'],
      '#2b1a1a',
    ),
    p(
      ['#e8f6ef', '#c9ecd9'],
      '#ffffff',
      ['#2a9d8f', '#1f7a6d', '#124e46'],
      ['#ff9f1c', '#ffffff', '#e71d36'],
      '#0e2b27',
    ),
  ],
  resource: [
    p(
      ['#e4f1ee', '#f6e7cb'],
      '#fffaf0',
      ['#9cc5a1', '#5c946e', '#2d5a3d'],
      ['#f2a65a', '#e76f51', '#6a8eae'],
      '#1d2e24',
    ),
    p(
      ['#fdf0d5', '#f4d6b0'],
      '#fffdf6',
      ['#b7c68b', '#7f9c5b', '#4a6b3a'],
      ['#5fa8d3', '#c0504d', '#f3c969'],
      '#22301c',
    ),
  ],
} as const satisfies Record<string, readonly Palette[]>;

export type DemoKind = keyof typeof PALETTES;
export const DEMO_KINDS = Object.keys(PALETTES) as DemoKind[];
