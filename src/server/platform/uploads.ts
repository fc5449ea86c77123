import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MAX_UPLOAD_BYTES } from '../../shared/submissions';
import { AppError } from './app-error';
import type { Storage } from '../adapters/storage';

/** The app's storage port (AppDeps.storage). */
export const storageOf = (app: FastifyInstance): Storage => app.deps.storage;

/** The site path an uploaded file is served from, and back (the pipeline in platform/images owns them). */
export { keyOfUploadPath } from './images/pipeline';

const TOO_LARGE = () => new AppError('UPLOAD_TOO_LARGE', 413, 'Photos can be at most 10 MB.');

/** A scope whose routes take the raw bytes of one file (any Content-Type) up to 10 MB. */
export function rawBytes(scope: FastifyInstance) {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES }, (_req, body, done) =>
    done(null, body),
  );
  return scope.withTypeProvider<ZodTypeProvider>();
}

/** The request body as bytes (413 past 10 MB). */
export const bytesOf = (body: unknown) => {
  const data = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
  if (data.length > MAX_UPLOAD_BYTES) throw TOO_LARGE();
  return data;
};
