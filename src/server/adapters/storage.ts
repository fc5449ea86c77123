import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import { s3Storage } from './s3-storage';
import { assertSafeKey } from './storage-key';

/**
 * Where uploaded files live. The app only speaks this interface, so an S3-compatible adapter
 * can replace the local disk when several processes serve the site.
 */
export interface Storage {
  /**
   * Stores a new file; false when the key is already taken (keys are written once). An object store
   * keeps the type with it (and a year-long Cache-Control) for browsers that fetch it directly.
   */
  put(key: string, data: Buffer, meta?: { contentType?: string }): Promise<boolean>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** Where browsers may fetch the file directly (a CDN or public bucket); served through the app when absent. */
  publicUrl?(key: string): string;
  /**
   * A time-limited address the browser can PUT the bytes to directly (S3 only), for flows that need
   * no check of the bytes before they are stored. Photo uploads keep the app in between: it checks
   * the image type and size before anything is stored.
   */
  presignPut?(key: string, opts: { contentType: string; expiresInSeconds: number }): Promise<string>;
  /** Throws when the store cannot be reached (readiness; an object store only). */
  check?(): Promise<void>;
  /** Releases connections (S3 client). */
  close?(): Promise<void>;
}

const fileFor = (dir: string, key: string): string => path.join(dir, assertSafeKey(key));

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

/** S3-compatible storage when S3_BUCKET is set, otherwise the local disk under DATA_DIR/uploads. */
export function storageFromConfig(config: Config): Storage {
  if (config.S3_BUCKET && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY) {
    return s3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      publicUrl: config.S3_PUBLIC_URL,
    });
  }
  return localDiskStorage(path.join(config.DATA_DIR, 'uploads'));
}
