// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_BOOT_SCRIPT, pageBootTags } from './page-boot';

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

  it('marks the page hydrated only once React has taken over every server-rendered boundary', async () => {
    const settled = (window as unknown as { blSettled: () => void }).blSettled;
    settled();
    expect(hydrated()).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(hydrated()).toBe(false);
    // What React attaches to an element it has hydrated.
    Object.assign(document.getElementById('menu')!, { __reactFiber$abc: {} });
    await expect.poll(hydrated, { timeout: 1000, interval: 20 }).toBe(true);
  });
});
