import type { FastifyInstance } from 'fastify';
import type { Storage } from '../adapters/storage';

/** The app's storage port (AppDeps.storage). */
export const storageOf = (app: FastifyInstance): Storage => app.deps.storage;

/** The site path an uploaded file is served from, and back (the pipeline in platform/images owns them). */
export { keyOfUploadPath } from './images/pipeline';
