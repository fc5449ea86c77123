// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Boundary } from './ssr';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.resetModules();
});

/** A fresh copy of the module: whether the browser has been idle is remembered for the page's life. */
async function freshIdle() {
  return import('./idle');
}

describe('lazyWhenIdle', () => {
  it('asks for no part before the reader first touches the page (or it is idle), then for each in a task of its own, in order', async () => {
    // Only setTimeout is simulated: React's own scheduling runs as it does in a browser.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { lazyWhenIdle, whenSettled } = await freshIdle();
    const asked: string[] = [];
    const part = (name: string) =>
      lazyWhenIdle(async () => {
        asked.push(name);
        return { default: () => <p>{name}</p> };
      });
    const [First, Second, Third] = [part('first'), part('second'), part('third')];
    render(
      <>
        <Boundary fallback={null}>
          <First />
        </Boundary>
        <Boundary fallback={null}>
          <Second />
        </Boundary>
        <Boundary fallback={null}>
          <Third />
        </Boundary>
      </>,
    );
    await act(async () => {
      await Promise.resolve();
    });
    expect(asked).toEqual([]);

    window.dispatchEvent(new Event('pointerdown'));
    // One task at a time (the timers due now, then whatever their promises do before the next task):
    // one part's code is asked for per task.
    const nextTask = async () => {
      vi.runOnlyPendingTimers();
      await act(async () => {
        for (let i = 0; i < 10; i++) await Promise.resolve();
      });
    };
    await act(async () => {
      for (let i = 0; i < 10; i++) await Promise.resolve();
    });
    expect(asked).toEqual([]);
    await nextTask();
    expect(asked).toEqual(['first']);
    await nextTask();
    expect(asked).toEqual(['first', 'second']);
    await nextTask();
    expect(asked).toEqual(['first', 'second', 'third']);

    await act(() => vi.runAllTimersAsync());
    expect(screen.getByText('first')).toBeTruthy();
    expect(screen.getByText('third')).toBeTruthy();
    let settled = false;
    void whenSettled().then(() => (settled = true));
    await act(() => vi.runAllTimersAsync());
    expect(settled).toBe(true);
  });
});
