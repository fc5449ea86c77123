/**
 * Article summaries' bytes held in memory by their key: the summary's tag (the MD5 of its JSON
 * text, written by the database with it on every save) followed by the article's id, exactly as a
 * list page reads it from the database (docs/decisions/041). A key names one version of one
 * summary, so an entry never goes stale: an edit gives the summary a new key, and the old entry is
 * simply no longer asked for. Nothing needs clearing when a story changes, on this process or on
 * any other reading the same database.
 *
 * Bounded by bytes in two generations: entries go into the newer one; when it is full it becomes
 * the older one and the previous older one is dropped. An entry found in the older generation moves
 * to the newer one, so what readers keep asking for stays. At most twice `generationBytes` is held.
 */
export class SummaryBytes {
  private newer = new Map<string, Buffer>();
  private older = new Map<string, Buffer>();
  private newerBytes = 0;

  constructor(private readonly generationBytes: number) {}

  get(key: string): Buffer | undefined {
    const found = this.newer.get(key);
    if (found) return found;
    const old = this.older.get(key);
    if (old) {
      this.older.delete(key);
      this.set(key, old);
    }
    return old;
  }

  set(key: string, bytes: Buffer): void {
    if (this.newer.has(key)) return;
    this.newer.set(key, bytes);
    // The key (a string of about 70 characters) and the map's entry count too.
    this.newerBytes += bytes.length + 2 * key.length + ENTRY_OVERHEAD;
    if (this.newerBytes > this.generationBytes) {
      this.older = this.newer;
      this.newer = new Map();
      this.newerBytes = 0;
    }
  }

  /** How many summaries are held (both generations). */
  get size(): number {
    return this.newer.size + this.older.size;
  }
}

/** A map entry, a Buffer and its own memory block beside their contents, roughly (V8 on 64 bits). */
const ENTRY_OVERHEAD = 200;
