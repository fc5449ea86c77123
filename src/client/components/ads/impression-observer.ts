/**
 * Counts a paid banner as seen once at least half of it has been on screen for a second, and sends
 * the seen banners' tokens in batches with navigator.sendBeacon (also when the page is hidden or
 * left). Loaded only when the browser is idle and a paid banner is on the page.
 */
import { AD_BEACON_MAX_TOKENS } from '../../../shared/ad-serving';

const SEEN_MS = 1000;
const BATCH_DELAY_MS = 2000;
const ENDPOINT = '/api/ads/impressions';

const queue = new Set<string>();
const sent = new Set<string>();
let timer: ReturnType<typeof setTimeout> | undefined;

function flush() {
  clearTimeout(timer);
  timer = undefined;
  while (queue.size) {
    const tokens = [...queue].slice(0, AD_BEACON_MAX_TOKENS);
    for (const token of tokens) queue.delete(token);
    const body = JSON.stringify({ tokens });
    if (!navigator.sendBeacon?.(ENDPOINT, body)) {
      void fetch(ENDPOINT, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'text/plain' } }).catch(
        () => undefined,
      );
    }
  }
}

function enqueue(token: string) {
  if (sent.has(token)) return;
  sent.add(token);
  queue.add(token);
  if (queue.size >= AD_BEACON_MAX_TOKENS) flush();
  else timer ??= setTimeout(flush, BATCH_DELAY_MS);
}

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
}

/** Watches one banner; answers the function that stops watching. */
export function watchImpression(element: Element, token: string): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  let seen: ReturnType<typeof setTimeout> | undefined;
  const observer = new IntersectionObserver(
    ([entry]) => {
      if (entry && entry.isIntersecting && entry.intersectionRatio >= 0.5) {
        seen ??= setTimeout(() => {
          observer.disconnect();
          enqueue(token);
        }, SEEN_MS);
      } else {
        clearTimeout(seen);
        seen = undefined;
      }
    },
    { threshold: [0, 0.5, 1] },
  );
  observer.observe(element);
  return () => {
    clearTimeout(seen);
    observer.disconnect();
  };
}
