/**
 * A promise that settles with `work` or, past `ms`, rejects with `message`: for waits Playwright gives
 * no time limit of its own (closing a browser, axe reading a page), so a browser that stops answering
 * fails its spec instead of holding the run.
 */
export function withinTime<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(message)), ms)));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
