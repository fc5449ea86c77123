import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';

/** Security headers and response compression for every response. */
export async function registerHttpBasics(app: FastifyInstance, opts: { dev: boolean }) {
  await app.register(helmet, {
    // Vite's dev server injects inline scripts; production serves only our own files, plus Stripe.js
    // and its card frames on the two payment pages (https://docs.stripe.com/security/guide#content-security-policy).
    contentSecurityPolicy: opts.dev
      ? false
      : {
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", 'https://js.stripe.com'],
            frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", 'data:', 'blob:', 'https://*.stripe.com'],
            fontSrc: ["'self'", 'data:'],
            connectSrc: ["'self'", 'https://api.stripe.com'],
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
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
}
