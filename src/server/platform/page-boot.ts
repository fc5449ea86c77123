import { createHash } from 'node:crypto';
import { SITE_FONTS } from '../../shared/fonts';

/**
 * How a server-rendered page starts its code and its fonts (decisions 030, 036 and 046). The page is
 * whole without them (text in the system's faces, pictures, links that work as links), so they wait
 * until the page has loaded (the featured picture first, on a slow phone link they would all share),
 * or until the reader first presses, taps, types or moves focus, whichever comes first. After load it
 * also waits for the browser's first contentful paint and for the featured picture to be drawn (or
 * outsized by a larger paint; a second at most, for a tab that is not drawn or a picture that never
 * loads), so that neither shares the link or the processor with them (decision 044). Then the site's
 * fonts are fetched for the pages that follow (this one keeps the faces it was painted in), the page's
 * modules are preloaded side by side and the entry is run (the idle-loaded parts, lib/idle.ts, then
 * wait for load or the reader's next press, as before). A form sent before React owns the page is held
 * back (its fields would otherwise go into the address) and starts the loading. The script also sets
 * `html[data-hydrated]` when the page says its parts are in and React has hydrated every
 * server-rendered boundary: React does that when it has nothing else to do, which after a late start
 * can be after the parts' count.
 *
 * The modules to load are read from `<script type="application/json" id="bl-boot">`, so this text
 * never changes and the content security policy allows it by its hash alone.
 */
export const PAGE_BOOT_SCRIPT =
  '(()=>{let started=false;const start=()=>{if(started)return;started=true;' +
  "const boot=JSON.parse(document.getElementById('bl-boot').textContent);" +
  // The site's fonts (decisions 036 and 046): the page was painted in the system's faces and keeps them.
  // Both fonts are fetched for the pages that follow; once both have loaded, the browser notes that it
  // has them (PAGE_FONTS_SCRIPT turns them on before the next page's first paint, lib/fonts.ts at the
  // next page opened in the app). Turned on here, they would restyle and lay out the whole page the
  // reader is looking at, in one long task, and move its text.
  `if(document.fonts)Promise.all(${JSON.stringify(SITE_FONTS)}.map((font)=>document.fonts.load(font)))` +
  ".then((faces)=>{if(faces.every((loaded)=>loaded.length))localStorage.setItem('bl-fonts','1')}).catch(()=>{});" +
  "for(const href of boot.modules){const link=document.createElement('link');link.rel='modulepreload';link.crossOrigin='';link.href=href;document.head.append(link)}" +
  "const entry=document.createElement('script');entry.type='module';entry.crossOrigin='';entry.src=boot.entry;document.head.append(entry)};" +
  // The first paint with content (a busy browser may first paint the background alone, 100 ms before),
  // and the page's featured picture (`fetchpriority=high`) drawn, as the browser reports its largest
  // paint: loaded is not yet drawn, and a picture drawn after the code was asked for waits for it on a
  // slow phone link. A report the browser does not give (Safari has no largest paint) is not waited for.
  'const afterPaint=()=>{let waits=2;const drawn=()=>{if(--waits===0)setTimeout(start)};' +
  'const given=(window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes)||[];' +
  'const observe=(type,seen)=>{if(!given.includes(type))return drawn();try{new PerformanceObserver((list,observer)=>{if(!seen(list))return;observer.disconnect();drawn()}).observe({type,buffered:true})}catch{drawn()}};' +
  "observe('paint',(list)=>list.getEntriesByName('first-contentful-paint').length);" +
  "const featured=document.querySelector('img[fetchpriority=high]');" +
  // Drawn, or never to be reported: a larger paint (a story's headline on a phone) already outsizes
  // the picture's visible part, so the picture cannot be the largest when drawn.
  'const shown=()=>{const box=featured.getBoundingClientRect();' +
  'return Math.max(0,Math.min(box.right,innerWidth)-Math.max(box.left,0))*Math.max(0,Math.min(box.bottom,innerHeight)-Math.max(box.top,0))};' +
  "if(featured)observe('largest-contentful-paint',(list)=>list.getEntries().some((entry)=>entry.element===featured||entry.size>=shown()));else drawn();" +
  'setTimeout(start,1000)};' +
  "if(document.readyState==='complete')start();else addEventListener('load',afterPaint,{once:true});" +
  "for(const type of['pointerdown','touchstart','keydown','focusin'])addEventListener(type,start,{capture:true,passive:true,once:true});" +
  "addEventListener('submit',(event)=>{if(!document.documentElement.hasAttribute('data-hydrated')){event.preventDefault();start()}},true);" +
  // Called by the page (lib/ssr.tsx HydrationMark) once its idle parts are in: marks the page as React's
  // when no server-rendered Suspense boundary is still waiting to be hydrated (its first element has
  // no React fiber yet), looking again every 50 ms until then.
  "const waiting=()=>{const walker=document.createTreeWalker(document.getElementById('root'),NodeFilter.SHOW_COMMENT);" +
  "for(let node=walker.nextNode();node;node=walker.nextNode()){if(node.data!=='$')continue;let first=node.nextSibling;" +
  "while(first&&first.nodeType!==1&&!(first.nodeType===8&&first.data==='/$'))first=first.nextSibling;" +
  "if(first&&first.nodeType===1&&!Object.keys(first).some((key)=>key.startsWith('__reactFiber$')))return true}return false};" +
  "window.blSettled=()=>{if(waiting())setTimeout(window.blSettled,50);else document.documentElement.dataset.hydrated='true'}})()";

/**
 * The head of a rendered page (decision 036): a browser that has loaded the site's fonts before (they
 * are cached for a year) uses them from the first paint. A first visit paints in the system's faces
 * and leaves the link to the page's text and pictures; the boot script loads the fonts after the paint.
 */
export const PAGE_FONTS_SCRIPT =
  "try{if(localStorage.getItem('bl-fonts'))document.documentElement.dataset.fonts=''}catch{}";

const sha256Source = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** The two scripts' hashes, as the content security policy names them in `script-src`. */
export const PAGE_SCRIPT_SOURCES = [sha256Source(PAGE_FONTS_SCRIPT), sha256Source(PAGE_BOOT_SCRIPT)];

/** What the boot script loads: the entry module and every module it and the page import up front. */
export interface PageBoot {
  entry: string;
  modules: string[];
}

/** The end of a rendered page's body: what to load, then the script that loads it. */
export function pageBootTags(boot: PageBoot): string {
  const data = JSON.stringify(boot).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="bl-boot">${data}</script><script>${PAGE_BOOT_SCRIPT}</script>`;
}
