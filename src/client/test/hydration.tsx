import { act, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, vi } from 'vitest';

/**
 * For tests of what a component does while React adopts the server's HTML (decision 033): the HTML
 * is hydrated, or the element rendered from scratch as a page the browser renders itself, in a
 * container on the page; each test's root is unmounted and its spies restored after it.
 */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** A container on the page holding `html`. */
function container(html = ''): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

/** Hydrates the server's `html` with `element`; the container, once React has adopted it. */
export async function hydrate(html: string, element: ReactNode): Promise<HTMLElement> {
  const target = container(html);
  await act(async () => {
    root = hydrateRoot(target, element);
  });
  return target;
}

/** Renders `element` from scratch, as a page the browser renders itself (a link followed in the site). */
export async function render(element: ReactNode): Promise<HTMLElement> {
  const target = container();
  await act(async () => {
    root = createRoot(target);
    root.render(element);
  });
  return target;
}

/** Renders `element` again in the same root (new props). */
export async function rerender(element: ReactNode): Promise<void> {
  await act(async () => root!.render(element));
}

/**
 * Every use of a date formatter (`format` is a getter handing out a bound function; `formatToParts`
 * a method): text in the cities' time zone needs one.
 */
export function spyOnDateFormatting() {
  const proto = Intl.DateTimeFormat.prototype as unknown as { format: unknown };
  return [vi.spyOn(proto, 'format', 'get'), vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts')];
}
