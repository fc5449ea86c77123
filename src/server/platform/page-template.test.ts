import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_BOOT_SCRIPT, PAGE_FONTS_SCRIPT } from './page-boot';
import { pageTemplate } from './static';

/** A build as Vite writes it: the entry and its chunks in the head, a stylesheet, fonts, a manifest. */
const INDEX = `<!doctype html>
<html lang="en" data-fonts>
  <head>
    <title>By Locals, For Locals</title>
    <!--app-head-->
    <script type="module" crossorigin src="/assets/index-E1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/app-A1.js">
    <link rel="modulepreload" crossorigin href="/assets/vendor-V1.js">
    <link rel="stylesheet" crossorigin href="/assets/client-C1.css">
  </head>
  <body>
    <div id="root"><!--app-html--></div>
  </body>
</html>`;

let dist: string;
beforeAll(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bl-static-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(path.join(dist, 'assets', 'client-C1.css'), 'body{color:#111}');
  for (const font of ['inter-core-F1.woff2', 'source-serif-4-core-F2.woff2', 'inter-latin-wght-normal-F3.woff2']) {
    fs.writeFileSync(path.join(dist, 'assets', font), '');
  }
  fs.writeFileSync(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'main.tsx': { file: 'assets/index-E1.js', imports: ['_app'] },
      _app: { file: 'assets/app-A1.js', imports: ['_vendor'] },
      _vendor: { file: 'assets/vendor-V1.js' },
      'features/articles/ArticlesPage.tsx': { file: 'assets/articles-P1.js', imports: ['_app', '_list'] },
      _list: { file: 'assets/list-L1.js', css: ['assets/list-L1.css'] },
    }),
  );
  fs.writeFileSync(
    path.join(dist, '.vite', 'page-modules.json'),
    JSON.stringify({ '/articles': 'features/articles/ArticlesPage.tsx' }),
  );
});
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

/** The page's boot data and where its elements are. */
function boot(html: string) {
  const data = /<script type="application\/json" id="bl-boot">(.*?)<\/script>/.exec(html);
  return data ? (JSON.parse(data[1]!) as { entry: string; modules: string[] }) : undefined;
}

describe('the rendered pages’ template', () => {
  it('inlines the stylesheet; the fonts wait for the first paint unless the browser has them', () => {
    const html = pageTemplate(dist, INDEX)('/');
    expect(html).toContain('<style>body{color:#111}</style>');
    expect(html).not.toContain('client-C1.css');
    // No font is preloaded: a first visit is painted in the system's faces (html without data-fonts) ...
    expect(html).not.toMatch(/\.woff2|as="font"/);
    expect(html).toContain('<html lang="en">\n');
    // ... and the head's one inline script turns the fonts on at once for a browser that has them.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.match(/<script[^>]*>/g)).toEqual(['<script>']);
    expect(head).toContain(`<script>${PAGE_FONTS_SCRIPT}</script>`);
  });

  it('asks for no script in the head: the boot script at the end of the body loads the entry and its modules', () => {
    const html = pageTemplate(dist, INDEX)('/');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/<script[^>]* src=|modulepreload/);
    expect(boot(html)).toMatchObject({
      entry: '/assets/index-E1.js',
      modules: ['/assets/app-A1.js', '/assets/vendor-V1.js'],
    });
    const body = html.slice(html.indexOf('<body>'));
    expect(body.indexOf('id="bl-boot"')).toBeGreaterThan(body.indexOf('<div id="root">'));
    expect(body).toContain(`<script>${PAGE_BOOT_SCRIPT}</script>\n  </body>`);
  });

  it('adds the route’s own chunk and what it imports, each module once', () => {
    const template = pageTemplate(dist, INDEX);
    expect(boot(template('/articles?category=news'))?.modules).toEqual([
      '/assets/app-A1.js',
      '/assets/vendor-V1.js',
      '/assets/articles-P1.js',
      '/assets/list-L1.js',
    ]);
    // Made once per route, the same text every time.
    expect(template('/articles')).toBe(template('/articles?page=2'));
    // An address no page answers gets the entry alone.
    expect(boot(template('/no-such-page'))?.modules).toEqual(['/assets/app-A1.js', '/assets/vendor-V1.js']);
  });

  it('leaves a build without an entry module as it is', () => {
    const html = pageTemplate(dist, INDEX.replace(/<script type="module"[^>]*><\/script>/, ''))('/');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/app-A1.js">');
    expect(boot(html)).toBeUndefined();
  });
});
