import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live. The app only speaks this interface, so an S3-compatible adapter
 * can replace the local disk when several processes serve the site.
 */
export interface Storage {
  /** Stores a new file; false when the key is already taken (keys are written once). */
  put(key: string, data: Buffer): Promise<boolean>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

/** Keys are our own random names; anything that could climb out of the folder is refused. */
const SAFE_KEY = /^[A-Za-z0-9_-]{1,128}$/;

function fileFor(dir: string, key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`invalid storage key: ${key}`);
  return path.join(dir, key);
}

const isCode = (err: unknown, code: string) => (err as NodeJS.ErrnoException | null)?.code === code;

/** Files on the local disk, one per key, e.g. under DATA_DIR/uploads. */
export function localDiskStorage(dir: string): Storage {
  return {
    async put(key, data) {
      const file = fileFor(dir, key);
      await fs.mkdir(dir, { recursive: true });
      // Write aside, then link into place: readers never see half a file, and 'link' fails if the key exists.
      const temp = `${file}.${process.pid}.${Date.now()}.part`;
      await fs.writeFile(temp, data, { flag: 'wx' });
      try {
        await fs.link(temp, file);
        return true;
      } catch (err) {
        if (isCode(err, 'EEXIST')) return false;
        throw err;
      } finally {
        await fs.rm(temp, { force: true });
      }
    },
    async get(key) {
      try {
        return await fs.readFile(fileFor(dir, key));
      } catch (err) {
        if (isCode(err, 'ENOENT')) return null;
        throw err;
      }
    },
    async delete(key) {
      await fs.rm(fileFor(dir, key), { force: true });
    },
  };
}

/** Uploads on the local disk under DATA_DIR/uploads (an S3-compatible adapter would plug in here). */
export const storageFromConfig = (config: { DATA_DIR: string }): Storage =>
  localDiskStorage(path.join(config.DATA_DIR, 'uploads'));
