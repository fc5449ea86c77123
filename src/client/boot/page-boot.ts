/**
 * The boot script of a server-rendered page (decisions 030, 036, 044 and 046), inlined at the end of
 * its body and allowed by the content security policy by its hash (server/platform/page-boot.ts builds
 * this file into that text). The page is whole without it (text in the system's faces, pictures, links
 * that work as links), so the code waits until the page has loaded (the featured picture first, on a
 * slow phone link they would all share), or until the reader first presses, taps, types or moves focus,
 * whichever comes first. After load it also waits for the browser's first contentful paint and for the
 * featured picture to be drawn (or outsized by a larger paint; a second at most, for a tab that is not
 * drawn or a picture that never loads), so that neither shares the link or the processor with it. Then
 * the site's fonts are fetched for the pages that follow (this one keeps the faces it was painted in),
 * the page's modules are preloaded side by side and the entry is run. A form sent before React owns the
 * page is held back (its fields would otherwise go into the address) and starts the loading.
 *
 * The page is marked `html[data-hydrated]` when the app says so: each server-rendered boundary reports
 * when React has hydrated it (lib/ssr.tsx `Boundary`), and the app calls `blSettled` once its idle
 * parts are in; the mark waits until as many boundaries have reported as the server's HTML still has.
 *
 * Runs as a classic script before any module: no imports, and nothing here may throw.
 */

/** What the page hands the script in `<script type="application/json" id="bl-boot">`. */
interface BootData {
  entry: string;
  modules: string[];
  /** The site's font faces, as `document.fonts.load` takes them. */
  fonts: string[];
}

interface BootWindow {
  /** Called by the app when its idle-loaded parts are in. */
  blSettled?: () => void;
  /** Called by each server-rendered boundary when React has hydrated it. */
  blHydrated?: () => void;
  /** Called by the app when React gave up hydrating part of the page and rendered it anew. */
  blRerendered?: () => void;
}

const FEATURED = 'img[fetchpriority=high]';
const READER_STARTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'];

let started = false;

function start() {
  if (started) return;
  started = true;
  const boot = JSON.parse(document.getElementById('bl-boot')!.textContent!) as BootData;
  // Both fonts are fetched for the pages that follow; once both have loaded, the browser notes that it
  // has them (the head's fonts script turns them on before the next page's first paint). Turned on
  // here, they would restyle and lay out the whole page the reader is looking at, in one long task.
  if (document.fonts) {
    Promise.all(boot.fonts.map((font) => document.fonts.load(font)))
      .then((faces) => {
        if (faces.every((loaded) => loaded.length)) localStorage.setItem('bl-fonts', '1');
      })
      .catch(() => {});
  }
  for (const href of boot.modules) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  const entry = document.createElement('script');
  entry.type = 'module';
  entry.crossOrigin = '';
  entry.src = boot.entry;
  document.head.append(entry);
}

/** The visible area of the featured picture, in square pixels. */
function shownArea(featured: Element) {
  const box = featured.getBoundingClientRect();
  const width = Math.min(box.right, innerWidth) - Math.max(box.left, 0);
  const height = Math.min(box.bottom, innerHeight) - Math.max(box.top, 0);
  return Math.max(0, width) * Math.max(0, height);
}

/**
 * After load: the first paint with content (a busy browser may first paint the background alone), and
 * the featured picture drawn, as the browser reports its largest paint. A report the browser does not
 * give (Safari has no largest paint) is not waited for.
 */
function afterPaint() {
  let waits = 2;
  const drawn = () => {
    if (--waits === 0) setTimeout(start);
  };
  const given = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  const observe = (type: string, seen: (list: PerformanceObserverEntryList) => boolean) => {
    if (!given.includes(type)) return drawn();
    try {
      new PerformanceObserver((list, observer) => {
        if (!seen(list)) return;
        observer.disconnect();
        drawn();
      }).observe({ type, buffered: true });
    } catch {
      drawn();
    }
  };
  observe('paint', (list) => list.getEntriesByName('first-contentful-paint').length > 0);
  const featured = document.querySelector(FEATURED);
  // Drawn, or never to be reported: a larger paint (a story's headline on a phone) already outsizes the
  // picture's visible part, so the picture cannot be the largest when drawn.
  if (featured) {
    observe('largest-contentful-paint', (list) =>
      (list.getEntries() as LargestContentfulPaint[]).some(
        (entry) => entry.element === featured || entry.size >= shownArea(featured),
      ),
    );
  } else drawn();
  setTimeout(start, 1000);
}

/** Server-rendered Suspense boundaries (React marks a complete one `<!--$-->`) in the page's root. */
function serverBoundaries() {
  const root = document.getElementById('root');
  if (!root) return 0;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  let count = 0;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) if ((node as Comment).data === '$') count++;
  return count;
}

if (document.readyState === 'complete') start();
else addEventListener('load', afterPaint, { once: true });
for (const type of READER_STARTS) addEventListener(type, start, { capture: true, passive: true, once: true });
addEventListener(
  'submit',
  (event) => {
    if (document.documentElement.hasAttribute('data-hydrated')) return;
    event.preventDefault();
    start();
  },
  true,
);

let hydrated = 0;
let rerendered = false;
const app = window as BootWindow;
app.blHydrated = () => {
  hydrated++;
};
app.blRerendered = () => {
  rerendered = true;
};
app.blSettled = () => {
  // Counted on the page as it is now: a boundary the app has since removed will never report.
  if (hydrated < serverBoundaries() && !rerendered) setTimeout(app.blSettled!, 50);
  else document.documentElement.dataset.hydrated = 'true';
};
