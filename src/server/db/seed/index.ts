import type { Db } from '../client';

/** TEMPORARY: replaced by the demo seed. */
export async function seedDemoIfEmpty(_db: Db): Promise<boolean> {
  return false;
}
