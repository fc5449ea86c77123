import type { S3Client } from '@aws-sdk/client-s3';
import type { Storage } from './storage';
import { assertSafeKey } from './storage-key';

/**
 * The S3 SDK (over 1 MB of code) loads with the first request to the bucket, not with every start of
 * a server that may keep its uploads on disk.
 */
async function loadSdk() {
  const [s3, presigner] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/s3-request-presigner')]);
  return { ...commonJsExports(s3), getSignedUrl: commonJsExports(presigner).getSignedUrl };
}

/**
 * The SDK's packages are CommonJS. Imported at run time from node_modules, their exports come both as
 * named members and as the default; in the server bundle (scripts/build-server.mjs) the chunk holding
 * one exports them as its default only. The default, when there is one, is the whole set either way.
 */
function commonJsExports<T extends object>(mod: T): T {
  return (mod as { default?: T }).default ?? mod;
}

/** Keys are written once, so a stored object never changes: browsers and CDNs may keep it for a year. */
const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
type Sdk = Awaited<ReturnType<typeof loadSdk>>;

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

const status = (sdk: Sdk, err: unknown) =>
  err instanceof sdk.S3ServiceException ? err.$metadata.httpStatusCode : undefined;

/**
 * Uploads in an S3-compatible bucket, so that every process serves every upload. Keys are written
 * once: a put on a taken key answers false (a conditional write, with a HEAD first for servers that
 * ignore the condition).
 */
export function s3Storage(opts: S3StorageOptions): Storage {
  let connection: Promise<{ sdk: Sdk; client: S3Client }> | undefined;
  const connect = () =>
    (connection ??= loadSdk().then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: opts.region,
        endpoint: opts.endpoint,
        // Path-style addresses work with every S3-compatible server; AWS accepts them too.
        forcePathStyle: Boolean(opts.endpoint),
        credentials: { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey },
      }),
    })));
  const Bucket = opts.bucket;
  const objectKey = (key: string) => `${opts.prefix ?? 'uploads/'}${assertSafeKey(key)}`;
  const publicBase = opts.publicUrl?.replace(/\/+$/, '');

  return {
    async put(key, data, meta) {
      const Key = objectKey(key);
      const { sdk, client } = await connect();
      try {
        await client.send(new sdk.HeadObjectCommand({ Bucket, Key }));
        return false;
      } catch (err) {
        if (status(sdk, err) !== 404) throw err;
      }
      try {
        await client.send(
          new sdk.PutObjectCommand({
            Bucket,
            Key,
            Body: data,
            IfNoneMatch: '*',
            ContentType: meta?.contentType ?? 'application/octet-stream',
            CacheControl: IMMUTABLE_CACHE_CONTROL,
          }),
        );
        return true;
      } catch (err) {
        if (status(sdk, err) === 412 || status(sdk, err) === 409) return false;
        throw err;
      }
    },
    async get(key) {
      const Key = objectKey(key);
      const { sdk, client } = await connect();
      try {
        const res = await client.send(new sdk.GetObjectCommand({ Bucket, Key }));
        return res.Body ? Buffer.from(await res.Body.transformToByteArray()) : null;
      } catch (err) {
        if (status(sdk, err) === 404) return null;
        throw err;
      }
    },
    async delete(key) {
      const Key = objectKey(key);
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key }));
    },
    publicUrl: publicBase ? (key) => `${publicBase}/${objectKey(key)}` : undefined,
    async presignPut(key, { contentType, expiresInSeconds }) {
      const Key = objectKey(key);
      const { sdk, client } = await connect();
      const command = new sdk.PutObjectCommand({ Bucket, Key, ContentType: contentType });
      return sdk.getSignedUrl(client, command, { expiresIn: expiresInSeconds });
    },
    async check() {
      const { sdk, client } = await connect();
      await client.send(new sdk.HeadBucketCommand({ Bucket }));
    },
    async close() {
      // Never connected (or the SDK failed to load): nothing to release.
      (await connection?.catch(() => undefined))?.client.destroy();
    },
  };
}
