import { createContext, useContext, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
// The one place the site gets React's Suspense from (Boundary below).
// eslint-disable-next-line no-restricted-imports
import { Suspense } from 'react';
import type { DehydratedState } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { SSR_PAYLOAD_ID } from '../../shared/seo';
import { whenSettled } from './idle';

/** What the server hands the browser beside the rendered HTML (read before hydration). */
export interface SsrPayload {
  /** The site's public address, so links built during render match on both sides. */
  origin: string;
  /** The TanStack Query cache the server rendered from. */
  state: DehydratedState;
}

/** The payload the server wrote into the page, or null on a page that was not server-rendered. */
export function readSsrPayload(): SsrPayload | null {
  const script = typeof document === 'undefined' ? null : document.getElementById(SSR_PAYLOAD_ID);
  if (!script?.textContent) return null;
  try {
    return JSON.parse(script.textContent) as SsrPayload;
  } catch {
    return null;
  }
}

/**
 * JSON that is safe inside a <script> element: "<" can never close the element and the two line
 * separators JavaScript once treated as line ends are escaped too.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const OriginContext = createContext<string | null>(null);

export function SiteOriginProvider({ origin, children }: { origin: string | null; children: ReactNode }) {
  return <OriginContext.Provider value={origin}>{children}</OriginContext.Provider>;
}

/** The site's address ("https://example.org"), the same during server render and hydration. */
export function useSiteOrigin(): string {
  const origin = useContext(OriginContext);
  return origin ?? (typeof window === 'undefined' ? '' : window.location.origin);
}

/** The full address of the page being shown. */
export function usePageUrl(): string {
  const origin = useSiteOrigin();
  const [path] = useLocation();
  return `${origin}${path}`;
}

/** What the boot script of a server-rendered page (src/client/boot/page-boot.ts) listens to. */
interface BootSignals {
  blSettled?: () => void;
  blHydrated?: () => void;
  blRerendered?: () => void;
}
const bootSignals = () => (typeof window === 'undefined' ? {} : (window as BootSignals));

/**
 * Marks the page once React owns it, idle-loaded parts included (tests and tools wait for
 * `html[data-hydrated]`). On a server-rendered page the boot script sets the mark once every boundary
 * the server sent has also said it is hydrated (`Boundary`). Rendered in the same place on the server
 * and in the browser, so the trees (and their useId values) match.
 */
export function HydrationMark() {
  useEffect(() => {
    void whenSettled().then(() => {
      const { blSettled } = bootSignals();
      if (blSettled) blSettled();
      else document.documentElement.dataset.hydrated = 'true';
    });
  }, []);
  return null;
}

/** For hydrateRoot's onRecoverableError: part of the page was rendered anew instead of hydrated. */
export function reportRerendered() {
  bootSignals().blRerendered?.();
}

/** Tells the boot script that the boundary it sits in was hydrated (not rendered in the browser). */
function HydratedSignal() {
  const hydrating = useServerOrHydrating();
  // Once per boundary, also when a development build runs its effects twice.
  const told = useRef(false);
  useEffect(() => {
    if (!hydrating || told.current) return;
    told.current = true;
    bootSignals().blHydrated?.();
  }, [hydrating]);
  return null;
}

/**
 * The site's Suspense boundary (use it instead of React's `Suspense`): the same, and the page is
 * marked hydrated only once React has hydrated every boundary the server rendered.
 */
export function Boundary({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      {children}
      <HydratedSignal />
    </Suspense>
  );
}

const noChanges = () => () => {};
const inBrowserRender = () => false;
const onServerOrHydrating = () => true;

/** True on the server and while React adopts the server's HTML in the browser; false in every later render. */
export function useServerOrHydrating(): boolean {
  return useSyncExternalStore(noChanges, inBrowserRender, onServerOrHydrating);
}

/**
 * Whether an element may keep the text the server wrote for `value` instead of the browser writing it
 * again: true from React's adoption of the server's HTML (hydration, idle-loaded parts included) until
 * `value` changes; false on the server and in every render the browser makes from scratch. The element
 * then renders no text of its own with `suppressHydrationWarning`, and React leaves the server's text in
 * place. For text made with Intl (dates in the magazine's time zone): a page's first Intl object loads
 * the browser's locale data, 22-47 ms of one task in a new Chromium page here (decision 033).
 */
export function useKeepsServerText(value: string): boolean {
  const hydrating = useServerOrHydrating() && typeof document !== 'undefined';
  const [kept, setKept] = useState(hydrating ? value : null);
  // Once the value changes the text is the browser's to write, also if it later changes back.
  if (kept !== null && kept !== value) setKept(null);
  return kept === value;
}
