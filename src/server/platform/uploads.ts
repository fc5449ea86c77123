import type { FastifyInstance } from 'fastify';
import type { Storage } from '../adapters/storage';

/** The app's storage port (AppDeps.storage). */
export const storageOf = (app: FastifyInstance): Storage => app.deps.storage;

/** The site path an uploaded file is served from, and back. */
export const uploadPath = (key: string) => `/uploads/${key}`;
export const keyOfUploadPath = (url: string) => /^\/uploads\/([a-f0-9]{32})$/.exec(url)?.[1] ?? null;
