import {
  createElement,
  lazy,
  useEffect,
  type ComponentProps,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';

let idle: Promise<void> | undefined;

/**
 * Resolves once the page has loaded and the browser has a quiet moment, or at the reader's first
 * touch, key or scroll, whichever comes first (at once on the server). Code that is not needed for
 * the first paint (the newsletter form, toasts, the carousel, recommendations) waits for it, so it
 * never competes with the page's own script, data and hero picture.
 */
export function whenIdle(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  idle ??= new Promise<void>((resolve) => {
    const events = ['pointerdown', 'keydown', 'focusin', 'touchstart', 'scroll', 'wheel'] as const;
    const done = () => {
      for (const name of events) window.removeEventListener(name, done, true);
      resolve();
    };
    for (const name of events) window.addEventListener(name, done, { capture: true, passive: true });
    const quiet = () =>
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(done, { timeout: 2000 })
        : setTimeout(done, 50);
    if (document.readyState === 'complete') quiet();
    else window.addEventListener('load', quiet, { once: true });
  });
  return idle;
}

// The last idle part's turn to start loading (see lazyWhenIdle).
let turns: Promise<void> = Promise.resolve();
/**
 * Resolves in a task of the caller's own, after every earlier caller's: each idle part asks for its
 * code (Vite adds a preload link per chunk it needs) in a short task of its own. Started together in
 * the idle callback they made one task of 14-34 ms in a Lighthouse trace, four times that on its
 * simulated phone: blocking time.
 */
function ownTurn(): Promise<void> {
  const mine = turns.then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  turns = mine;
  return mine;
}

// Parts asked for (rendered) but not yet mounted, and who waits for them all.
let pending = 0;
let waiters: (() => void)[] = [];
const settle = () => {
  if (pending > 0) return;
  const ready = waiters;
  waiters = [];
  for (const resolve of ready) resolve();
};

/**
 * Resolves when every idle-loaded part rendered so far is mounted: the whole page is React's, its
 * forms submit through their handlers and its links navigate in place.
 */
export function whenSettled(): Promise<void> {
  return whenIdle().then(
    () =>
      new Promise<void>((resolve) => {
        waiters.push(resolve);
        settle();
      }),
  );
}

/**
 * React.lazy whose code is fetched only when the browser is idle (see whenIdle). While a server-rendered
 * page hydrates, React keeps the server's HTML for the part until then; the server renders it at once.
 */
// The same constraint as React.lazy's own: any component, whatever its props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyWhenIdle<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): LazyExoticComponent<T> {
  return lazy(async () => {
    if (typeof window === 'undefined') return load();
    pending += 1;
    await whenIdle();
    await ownTurn();
    const { default: Part } = await load();
    let counted = false;
    // Adds no element (the server's HTML and the browser's tree stay the same); tells when it is in.
    function Mounted(props: ComponentProps<T>) {
      useEffect(() => {
        if (counted) return;
        counted = true;
        pending -= 1;
        settle();
      }, []);
      return createElement(Part as ComponentType<ComponentProps<T>>, props);
    }
    return { default: Mounted as unknown as T };
  });
}
