import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAX_UPLOAD_BYTES, uploadedSchema, uploadUrlSchema } from '../../../shared/submissions';
import { AppError } from '../../platform/app-error';
import { currentUser, isStaff, requireUser } from '../../platform/guards';
import { RateLimiter, enforceRateLimit } from '../../platform/rate-limit';
import { resolveSessionSecret } from '../../platform/session-secret';
import { sniffImageType } from './image-type';
import { storageOf, uploadPath } from '../../platform/uploads';
import { UPLOAD_KEY, newUploadKey, signedUploadPath, verifyUploadSignature } from './upload-signature';

const HOUR = 60 * 60 * 1000;
const keyParams = z.object({ key: z.string().regex(UPLOAD_KEY, 'Unknown upload') });
const signedQuery = z.object({
  expires: z.coerce.number({ error: 'This upload link is not valid.' }).int(),
  sig: z.string({ error: 'This upload link is not valid.' }).max(100),
});
/** A stable code for "uploads are for premium members" (the submission service answers the same). */
const UPLOAD_NOT_ALLOWED = 'UPLOAD_NOT_ALLOWED';
const uploadNotAllowed = () =>
  new AppError(
    UPLOAD_NOT_ALLOWED,
    403,
    'Uploading photos is part of the premium membership. Subscribe to upload your own photos.',
  );
const linkRefused = (message: string) => new AppError('UPLOAD_LINK_REFUSED', 403, message);

/**
 * Photo uploads (spec 001 section 7): POST /api/photos/upload-url hands a signed, one-time PUT
 * target on this server; PUT /api/uploads/:key stores one image; GET /uploads/:key serves it.
 * Register without a prefix: the paths are absolute.
 */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = storageOf(app);
  const secret = resolveSessionSecret(app.deps.config);
  const uploadsPerUser = new RateLimiter(30, HOUR);

  app.post(
    '/api/photos/upload-url',
    { onRequest: requireUser, schema: { tags: ['uploads'], response: { 200: uploadUrlSchema } } },
    async (req) => {
      const user = currentUser(req);
      // Spec 001: uploading is what premium membership promises; staff may grant it to anyone.
      if (!user.canUploadContent && !isStaff(user)) throw uploadNotAllowed();
      await enforceRateLimit(
        [{ limiter: uploadsPerUser, key: user.id }],
        'You have uploaded many photos recently. Please wait a while.',
      );
      return { uploadURL: signedUploadPath(secret, newUploadKey()) };
    },
  );

  // Its own scope, so the raw-bytes parser and the 10 MB limit apply to this route only.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES }, (_req, body, done) =>
      done(null, body),
    );
    scope.withTypeProvider<import('fastify-type-provider-zod').ZodTypeProvider>().put(
      '/api/uploads/:key',
      {
        bodyLimit: MAX_UPLOAD_BYTES,
        schema: { tags: ['uploads'], params: keyParams, querystring: signedQuery, response: { 201: uploadedSchema } },
      },
      async (req, reply) => {
        const { key } = req.params;
        const check = verifyUploadSignature(secret, key, req.query.expires, req.query.sig);
        if (check === 'invalid') throw linkRefused('This upload link is not valid.');
        if (check === 'expired') throw linkRefused('This upload link has expired. Please upload the photo again.');
        const data = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        if (data.length > MAX_UPLOAD_BYTES) throw new AppError('UPLOAD_TOO_LARGE', 413, 'Photos can be at most 10 MB.');
        if (!sniffImageType(data)) {
          throw new AppError('UNSUPPORTED_IMAGE', 415, 'Please upload a JPEG, PNG, GIF or WebP image.');
        }
        if (!(await storage.put(key, data))) throw linkRefused('This upload link has already been used.');
        return reply.status(201).send({ imageUrl: uploadPath(key) });
      },
    );
  });

  app.get('/uploads/:key', { schema: { hide: true, params: keyParams } }, async (req, reply) => {
    const data = await storage.get(req.params.key);
    const type = data && sniffImageType(data);
    if (!data || !type) throw new AppError('NOT_FOUND', 404, 'Not found.');
    // A stored file never changes (keys are written once), so browsers and CDNs may keep it for a year.
    return reply
      .header('Content-Type', type)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Content-Security-Policy', "default-src 'none'")
      .send(data);
  });
};
