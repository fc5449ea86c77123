import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Storage } from './storage';
import { assertSafeKey } from './storage-key';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** An S3-compatible server (MinIO, R2, s3rver...); AWS itself when unset. */
  endpoint?: string;
  /** Where browsers can fetch objects directly (a CDN or the bucket's public address). */
  publicUrl?: string;
  /** Object key prefix inside the bucket. */
  prefix?: string;
}

const status = (err: unknown) => (err instanceof S3ServiceException ? err.$metadata.httpStatusCode : undefined);

/**
 * Uploads in an S3-compatible bucket, so that every process serves every upload. Keys are written
 * once: a put on a taken key answers false (a conditional write, with a HEAD first for servers that
 * ignore the condition).
 */
export function s3Storage(opts: S3StorageOptions): Storage & { client: S3Client } {
  const client = new S3Client({
    region: opts.region,
    endpoint: opts.endpoint,
    // Path-style addresses work with every S3-compatible server; AWS accepts them too.
    forcePathStyle: Boolean(opts.endpoint),
    credentials: { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey },
  });
  const Bucket = opts.bucket;
  const objectKey = (key: string) => `${opts.prefix ?? 'uploads/'}${assertSafeKey(key)}`;
  const publicBase = opts.publicUrl?.replace(/\/+$/, '');

  return {
    client,
    async put(key, data) {
      const Key = objectKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key }));
        return false;
      } catch (err) {
        if (status(err) !== 404) throw err;
      }
      try {
        await client.send(new PutObjectCommand({ Bucket, Key, Body: data, IfNoneMatch: '*' }));
        return true;
      } catch (err) {
        if (status(err) === 412 || status(err) === 409) return false;
        throw err;
      }
    },
    async get(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        return res.Body ? Buffer.from(await res.Body.transformToByteArray()) : null;
      } catch (err) {
        if (status(err) === 404) return null;
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    publicUrl: publicBase ? (key) => `${publicBase}/${objectKey(key)}` : undefined,
    async presignPut(key, { contentType, expiresInSeconds }) {
      const command = new PutObjectCommand({ Bucket, Key: objectKey(key), ContentType: contentType });
      return getSignedUrl(client, command, { expiresIn: expiresInSeconds });
    },
    close: async () => client.destroy(),
  };
}
