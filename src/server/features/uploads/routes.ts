import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAX_UPLOAD_BYTES, uploadPurposeSchema, uploadUrlSchema } from '../../../shared/submissions';
import { uploadedImageSchema } from '../../../shared/media';
import { AppError } from '../../platform/app-error';
import { currentUser, isStaffUser, requireStaff, requireVerified } from '../../platform/guards';
import { RateLimiter, enforceRateLimit } from '../../platform/rate-limit';
import { resolveSessionSecret } from '../../platform/session-secret';
import { sniffImageType } from '../../platform/images/image-type';
import { loadVariant, parseVariantName, storeImage, uploadAnswer } from '../../platform/images/pipeline';
import { recordUpload, type MediaPurpose } from '../../platform/images/media-records';
import { bytesOf, rawBytes, storageOf } from '../../platform/uploads';
import { recordAudit } from '../../platform/audit';
import { mediaUploadQuerySchema } from '../../../shared/media';
import { UPLOAD_KEY, UPLOAD_OWNER, newUploadKey, signedUploadPath, verifyUploadSignature } from './upload-signature';

const HOUR = 60 * 60 * 1000;
const keyParams = z.object({ key: z.string().regex(UPLOAD_KEY, 'Unknown upload') });
const nameParams = z.object({ name: z.string().max(60) });
const signedQuery = z.object({
  expires: z.coerce.number({ error: 'This upload link is not valid.' }).int(),
  sig: z.string({ error: 'This upload link is not valid.' }).max(100),
  /** Who asked for the link and why, signed with it (older links have none). */
  by: z.string().regex(UPLOAD_OWNER, 'This upload link is not valid.').optional(),
  name: mediaUploadQuerySchema.shape.name,
});
/** The /submit page branches on this code to explain premium uploads. */
export const UPLOAD_NOT_ALLOWED = 'UPLOAD_NOT_ALLOWED';
const uploadNotAllowed = () =>
  new AppError(
    UPLOAD_NOT_ALLOWED,
    403,
    'Uploading photos is part of the premium membership. Subscribe to upload your own photos.',
  );
const linkRefused = (message: string) => new AppError('UPLOAD_LINK_REFUSED', 403, message);
/**
 * Image uploads, all through the pipeline in platform/images (re-encoded, metadata gone, web sizes):
 * - readers: POST /api/photos/upload-url hands a signed, one-time PUT target; PUT /api/uploads/:key;
 * - staff: POST /api/admin/uploads with the bytes as the body (never subject to canUploadContent);
 * - GET /uploads/:key and its web sizes /uploads/:key_<480|960|1600>.<webp|jpg>.
 * Register without a prefix: the paths are absolute.
 */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = storageOf(app);
  const secret = resolveSessionSecret(app.deps.config);
  const uploadsPerUser = new RateLimiter(30, HOUR);
  const adCreativesPerUser = new RateLimiter(20, HOUR);
  const staffUploadsPerUser = new RateLimiter(300, HOUR);

  app.post(
    '/api/photos/upload-url',
    {
      onRequest: requireVerified,
      schema: { tags: ['uploads'], body: uploadPurposeSchema, response: { 200: uploadUrlSchema } },
    },
    async (req) => {
      const user = currentUser(req);
      const adCreative = req.body?.purpose === 'ad-creative';
      // Spec 001: uploading is what premium membership promises; staff may grant it to anyone. An ad's
      // picture is part of the campaign the advertiser pays for, so any verified account may send one.
      if (!adCreative && !user.canUploadContent && !isStaffUser(user)) throw uploadNotAllowed();
      await enforceRateLimit(
        [{ limiter: adCreative ? adCreativesPerUser : uploadsPerUser, key: user.id }],
        'You have uploaded many photos recently. Please wait a while.',
      );
      const owner = `${user.id}:${adCreative ? 'ad-creative' : 'photo'}`;
      return { uploadURL: signedUploadPath(secret, newUploadKey(), Date.now(), owner) };
    },
  );

  // Their own scopes, so the raw-bytes parser and the 10 MB limit apply to these routes only.
  await app.register(async (scope) => {
    rawBytes(scope).put(
      '/api/uploads/:key',
      {
        bodyLimit: MAX_UPLOAD_BYTES,
        schema: {
          tags: ['uploads'],
          params: keyParams,
          querystring: signedQuery,
          response: { 201: uploadedImageSchema },
        },
      },
      async (req, reply) => {
        const { key } = req.params;
        const { expires, sig, by = '' } = req.query;
        const check = verifyUploadSignature(secret, key, expires, sig, Date.now(), by);
        if (check === 'invalid') throw linkRefused('This upload link is not valid.');
        if (check === 'expired') throw linkRefused('This upload link has expired. Please upload the photo again.');
        const stored = await storeImage(storage, key, bytesOf(req.body));
        if (!stored) throw linkRefused('This upload link has already been used.');
        const [uploadedBy, purpose] = by ? by.split(':') : [null, 'photo'];
        await recordUpload(app.deps.database.db, {
          key,
          stored,
          bytes: stored.bytes,
          contentType: stored.contentType,
          purpose: purpose as MediaPurpose,
          uploadedBy: uploadedBy ?? null,
          name: req.query.name,
        });
        return reply.status(201).send(uploadAnswer(stored));
      },
    );
  });

  await app.register(async (scope) => {
    scope.addHook('onRequest', requireStaff);
    rawBytes(scope).post(
      '/api/admin/uploads',
      {
        bodyLimit: MAX_UPLOAD_BYTES,
        schema: { tags: ['uploads'], querystring: mediaUploadQuerySchema, response: { 201: uploadedImageSchema } },
      },
      async (req, reply) => {
        const user = currentUser(req);
        await enforceRateLimit(
          [{ limiter: staffUploadsPerUser, key: user.id }],
          'Many uploads in a short time. Please wait a while.',
        );
        const key = newUploadKey();
        const stored = await storeImage(storage, key, bytesOf(req.body));
        if (!stored) throw new Error('a fresh upload key was taken');
        const row = await recordUpload(app.deps.database.db, {
          key,
          stored,
          bytes: stored.bytes,
          contentType: stored.contentType,
          purpose: 'staff',
          uploadedBy: user.id,
          name: req.query.name,
        });
        await recordAudit(app.deps.database.db, {
          actor: user,
          action: 'media.upload',
          entityType: 'media',
          entityId: row.id,
          after: { url: row.url, name: row.name },
        });
        return reply.status(201).send(uploadAnswer(stored));
      },
    );
  });

  app.get('/uploads/:name', { schema: { hide: true, params: nameParams } }, async (req, reply) => {
    const { name } = req.params;
    const variant = parseVariantName(name);
    // Originals kept where browsers can fetch them (a CDN or public bucket) are fetched from there.
    if (storage.publicUrl && !variant && UPLOAD_KEY.test(name)) {
      return reply.header('Cache-Control', 'public, max-age=86400').redirect(storage.publicUrl(name), 302);
    }
    let data: Buffer | null = null;
    if (variant) data = await loadVariant(storage, variant.key, variant.width, variant.type);
    else if (UPLOAD_KEY.test(name)) data = await storage.get(name);
    const type = data && sniffImageType(data);
    if (!data || !type) throw new AppError('NOT_FOUND', 404, 'Not found.');
    // A stored file never changes (keys are written once), so browsers and CDNs may keep it for a year.
    return (
      reply
        .header('Content-Type', type)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        // Public pictures may be shown by other sites: a web mail reader's page shows the newsletter's.
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .header('Content-Security-Policy', "default-src 'none'")
        .send(data)
    );
  });
};
