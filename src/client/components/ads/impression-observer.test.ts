// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchImpression } from './impression-observer';

/** The browser's IntersectionObserver, driven by the test (happy-dom has none). */
class Observer {
  static last: Observer | null = null;
  disconnected = false;
  constructor(readonly callback: (entries: { isIntersecting: boolean; intersectionRatio: number }[]) => void) {
    Observer.last = this;
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  show(ratio: number) {
    this.callback([{ isIntersecting: ratio > 0, intersectionRatio: ratio }]);
  }
}

let beacons: string[][] = [];
beforeEach(() => {
  vi.useFakeTimers();
  beacons = [];
  vi.stubGlobal('IntersectionObserver', Observer);
  vi.stubGlobal('navigator', {
    sendBeacon: (_url: string, body: string) => {
      beacons.push((JSON.parse(body) as { tokens: string[] }).tokens);
      return true;
    },
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the impression observer', () => {
  it('counts a banner half visible for a second, once, in a batch', () => {
    const stop = watchImpression(document.createElement('div'), 'seen-token');
    Observer.last!.show(0.6);
    vi.advanceTimersByTime(999);
    Observer.last!.show(0.7);
    vi.advanceTimersByTime(1);
    expect(Observer.last!.disconnected).toBe(true);
    expect(beacons).toEqual([]); // batched
    vi.advanceTimersByTime(2000);
    expect(beacons).toEqual([['seen-token']]);
    stop();
  });

  it('does not count a banner that was less than half visible, or left before a second', () => {
    watchImpression(document.createElement('div'), 'glimpse');
    Observer.last!.show(0.4);
    vi.advanceTimersByTime(5000);
    Observer.last!.show(0.8);
    vi.advanceTimersByTime(500);
    Observer.last!.show(0);
    vi.advanceTimersByTime(5000);
    expect(beacons).toEqual([]);
  });
});
