// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_BOOT_SCRIPT, PAGE_FONTS_SCRIPT, pageBootTags } from './page-boot';

const ENTRY = '/assets/entry.js';
/** What the script adds to the head, kept here instead (the test has no files to serve). */
let added: HTMLElement[] = [];

/**
 * The boot script as a page runs it: a server-rendered body with one Suspense boundary (React's
 * `<!--$-->` markers), the boot data, and the script, while the page is still loading.
 */
function loadPage() {
  added = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    added.push(...(nodes as HTMLElement[]));
  });
  document.head.innerHTML = '';
  document.documentElement.removeAttribute('data-hydrated');
  document.documentElement.removeAttribute('data-fonts');
  localStorage.clear();
  document.body.innerHTML =
    '<div id="root"><main><h1>Front page</h1><!--$--><nav id="menu"><a href="/">Home</a></nav><!--/$--><form id="subscribe"><input name="email"></form></main></div>' +
    pageBootTags({ entry: ENTRY, modules: ['/assets/app.js', '/assets/home.js'] }).replace(/<script>.*<\/script>$/, '');
  Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
  new Function(PAGE_BOOT_SCRIPT)();
}
const requested = () => added.map((el) => el.getAttribute('href') ?? el.getAttribute('src'));
const hydrated = () => document.documentElement.hasAttribute('data-hydrated');

beforeEach(() => loadPage());

describe('the boot script of a rendered page', () => {
  it('asks for nothing while the page loads; a key pressed starts the entry and its modules at once', () => {
    expect(requested()).toEqual([]);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(requested()).toEqual(['/assets/app.js', '/assets/home.js', ENTRY]);
    expect(added.map((el) => [el.tagName, el.getAttribute('rel') ?? el.getAttribute('type')])).toEqual([
      ['LINK', 'modulepreload'],
      ['LINK', 'modulepreload'],
      ['SCRIPT', 'module'],
    ]);
    // A second key does not load the page twice.
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(requested()).toHaveLength(3);
  });

  it('after load, waits for the first paint and for the featured picture to be drawn, then starts', async () => {
    // The browser's paint reports, given by hand (the test's DOM paints nothing).
    const reports = new Map<string, (entries: object[]) => void>();
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
        constructor(private report: (list: unknown, observer: unknown) => void) {}
        observe({ type }: { type: string }) {
          reports.set(type, (entries) =>
            this.report({ getEntries: () => entries, getEntriesByName: () => entries }, this),
          );
        }
        disconnect() {}
      },
    );
    const turn = () => new Promise((resolve) => setTimeout(resolve, 20));
    for (const featured of [true, false]) {
      reports.clear();
      loadPage();
      const picture = document.createElement('img');
      if (featured) {
        picture.setAttribute('fetchpriority', 'high');
        // 300 by 150 pixels on the screen.
        picture.getBoundingClientRect = () => ({ left: 0, top: 100, right: 300, bottom: 250 }) as DOMRect;
        document.querySelector('main')!.append(picture);
      }
      window.dispatchEvent(new Event('load'));
      await turn();
      expect(requested()).toEqual([]);
      reports.get('paint')!([{ name: 'first-contentful-paint' }]);
      await turn();
      if (featured) {
        // Painted, but the largest paint so far is the heading, smaller than the picture: not drawn yet.
        reports.get('largest-contentful-paint')!([{ element: document.querySelector('h1'), size: 20_000 }]);
        await turn();
        expect(requested()).toEqual([]);
        reports.get('largest-contentful-paint')!([{ element: picture }]);
        await turn();
      }
      expect(requested()).toContain(ENTRY);
    }

    // A heading larger than the picture's visible part: the picture can never be the largest paint.
    reports.clear();
    loadPage();
    const picture = document.createElement('img');
    picture.setAttribute('fetchpriority', 'high');
    picture.getBoundingClientRect = () => ({ left: 0, top: 100, right: 300, bottom: 250 }) as DOMRect;
    document.querySelector('main')!.append(picture);
    window.dispatchEvent(new Event('load'));
    reports.get('paint')!([{ name: 'first-contentful-paint' }]);
    reports.get('largest-contentful-paint')!([{ element: document.querySelector('h1'), size: 60_000 }]);
    await turn();
    expect(requested()).toContain(ENTRY);
    vi.unstubAllGlobals();
  });

  it('does not wait for a report the browser never gives (no largest paint, as in Safari)', async () => {
    let painted = () => {};
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        static supportedEntryTypes = ['paint'];
        constructor(private report: (list: unknown, observer: unknown) => void) {}
        observe({ type }: { type: string }) {
          if (type !== 'paint') throw new TypeError(`${type} is not observed`);
          painted = () => this.report({ getEntriesByName: () => [{}] }, this);
        }
        disconnect() {}
      },
    );
    loadPage();
    const picture = document.createElement('img');
    picture.setAttribute('fetchpriority', 'high');
    document.querySelector('main')!.append(picture);
    window.dispatchEvent(new Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requested()).toEqual([]);
    painted();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requested()).toContain(ENTRY);
    vi.unstubAllGlobals();
  });

  it('holds back a form sent before React owns the page, and starts the code', () => {
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    document.getElementById('subscribe')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(requested()).toContain(ENTRY);

    document.documentElement.dataset.hydrated = 'true';
    const later = new Event('submit', { bubbles: true, cancelable: true });
    document.getElementById('subscribe')!.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });

  it('marks the page hydrated only once the app says React has hydrated every server-rendered boundary', async () => {
    const app = window as unknown as { blSettled: () => void; blHydrated: () => void };
    app.blSettled();
    expect(hydrated()).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(hydrated()).toBe(false);
    // The page's one boundary (<!--$-->) reports, as lib/ssr.tsx Boundary does when React hydrates it.
    app.blHydrated();
    await expect.poll(hydrated, { timeout: 1000, interval: 20 }).toBe(true);
  });

  it('marks the page hydrated when React rendered a part anew instead of hydrating it', async () => {
    const app = window as unknown as { blSettled: () => void; blRerendered: () => void };
    app.blRerendered();
    app.blSettled();
    await expect.poll(hydrated, { timeout: 1000, interval: 20 }).toBe(true);
  });

  it('loads both fonts when it starts the code and notes that the browser has them, leaving the page in the faces it was painted in', async () => {
    // The font loader as a page has it: each family's load answers the faces it loaded.
    const loads = new Map<string, (faces: unknown[]) => void>();
    const fonts = {
      load: vi.fn((font: string) => new Promise<unknown[]>((resolve) => loads.set(font, resolve))),
    };
    Object.defineProperty(document, 'fonts', { value: fonts, configurable: true });
    const fontsOn = () => document.documentElement.hasAttribute('data-fonts');

    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect([...loads.keys()]).toEqual(["1em 'Inter Variable'", "1em 'Source Serif 4 Variable'"]);
    // Nothing is noted while one is still on its way ...
    loads.get("1em 'Inter Variable'")!([{}]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(localStorage.getItem('bl-fonts')).toBeNull();
    // ... and both are noted once both are in, for the next page; this one is not restyled.
    loads.get("1em 'Source Serif 4 Variable'")!([{}]);
    await expect.poll(() => localStorage.getItem('bl-fonts')).toBe('1');
    expect(fontsOn()).toBe(false);

    // A font that could not be loaded (no face answered): nothing is noted, so the next page is
    // painted in the system's faces again rather than waiting on a font that does not come.
    loadPage();
    fonts.load.mockClear();
    fonts.load.mockImplementation((font: string) => Promise.resolve(font.includes('Serif') ? [] : [{}]));
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fonts.load).toHaveBeenCalledWith("1em 'Source Serif 4 Variable'");
    expect(localStorage.getItem('bl-fonts')).toBeNull();
    expect(fontsOn()).toBe(false);
  });
});

describe("the head's fonts script", () => {
  const run = () => new Function(PAGE_FONTS_SCRIPT)();
  const fontsOn = () => document.documentElement.hasAttribute('data-fonts');

  it('turns the fonts on before the first paint only in a browser that has loaded them before', () => {
    document.documentElement.removeAttribute('data-fonts');
    localStorage.clear();
    run();
    expect(fontsOn()).toBe(false);
    localStorage.setItem('bl-fonts', '1');
    run();
    expect(fontsOn()).toBe(true);
  });

  it('leaves the page as it is where storage is refused', () => {
    document.documentElement.removeAttribute('data-fonts');
    const refused = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(run).not.toThrow();
    expect(fontsOn()).toBe(false);
    refused.mockRestore();
  });
});
