import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import compress from '@fastify/compress';
import { EMBED_FRAME_ORIGINS } from '../../shared/newsroom/embeds';
import { PAGE_SCRIPT_SOURCES } from './page-boot';
import { publicLists } from './public-lists';
import { sendBuiltFilesAsWritten } from './static';

/** Security headers and response compression for every response. */
/** Stripe.js and its card frames, allowed only when card payments are on (docs.stripe.com, security guide). */
const STRIPE = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
  img: ['https://*.stripe.com'],
};
const NONE = { script: [], frame: [], connect: [], img: [] };

export async function registerHttpBasics(app: FastifyInstance, opts: { dev: boolean; cardPayments?: boolean }) {
  const extra = opts.cardPayments ? STRIPE : NONE;
  // One middleware for the app's life: helmet works its headers out when it is made, and the
  // Fastify wrapper made it again on every request (about 3% of a small answer's time).
  const securityHeaders = helmet({
    // Vite's dev server injects inline scripts; production serves only our own files (and Stripe's).
    contentSecurityPolicy: opts.dev
      ? false
      : {
          directives: {
            defaultSrc: ["'self'"],
            // The rendered pages' two scripts (page-boot.ts), allowed by their hashes; no other inline script.
            scriptSrc: ["'self'", ...PAGE_SCRIPT_SOURCES, ...extra.script],
            // Stories' videos and maps (decision 055). Site-wide: a story opened from the front page
            // keeps the front page's policy, as pages change in the browser.
            frameSrc: ["'self'", ...EMBED_FRAME_ORIGINS, ...extra.frame],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", 'data:', 'blob:', ...extra.img],
            fontSrc: ["'self'", 'data:'],
            connectSrc: ["'self'", ...extra.connect],
            mediaSrc: ["'self'", 'https:', 'http:'],
            frameAncestors: ["'none'"],
            formAction: ["'self'"],
            objectSrc: ["'none'"],
            upgradeInsecureRequests: null,
          },
        },
    crossOriginEmbedderPolicy: false,
    // Same-origin pages send their path, so sign-in can return the visitor to where they were.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', (req, reply, done) => securityHeaders(req.raw, reply.raw, () => done()));
  // Before compress: public lists carry an ETag and send compressed bytes kept from earlier answers.
  await app.register(publicLists);
  app.addHook('onRoute', sendBuiltFilesAsWritten);
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
}
