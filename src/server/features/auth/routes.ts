import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { appNow } from '../../platform/clock';
import {
  authUserSchema,
  changePasswordSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  registerSchema,
  safeReturnTo,
  signInSchema,
  updateUserSchema,
} from '../../../shared/auth';
import { endSession, startSession, withSession } from '../../platform/sessions';
import { currentUser, requireUser } from '../../platform/guards';
import { RateLimiter, enforceRateLimit } from '../../platform/rate-limit';
import * as auth from './service';
import { sendResetEmail } from './emails';
import { oidcEnabled, startOidcLogin, finishOidcLogin } from './oidc';

const message = z.object({ message: z.string() });
const MINUTE = 60_000;
const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';

/** Where to go after signing in: ?returnTo=, else the same-origin page the visitor came from. */
function returnToFrom(request: FastifyRequest, query: { returnTo?: string }): string {
  if (query.returnTo) return safeReturnTo(query.returnTo);
  const referer = request.headers.referer;
  if (!referer) return '/';
  try {
    const url = new URL(referer);
    if (url.host !== request.host) return '/';
    return safeReturnTo(url.pathname + url.search);
  } catch {
    return '/';
  }
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database, mailer } = app.deps;
  const db = database.db;
  const signInPerIp = new RateLimiter(30, 15 * MINUTE);
  const signInPerAccount = new RateLimiter(10, 15 * MINUTE);
  const registerPerIp = new RateLimiter(10, 60 * MINUTE);
  const resetPerIp = new RateLimiter(10, 60 * MINUTE);
  const resetPerAccount = new RateLimiter(3, 60 * MINUTE);

  app.get(
    '/login',
    { schema: { hide: true, querystring: z.object({ returnTo: z.string().optional() }) } },
    async (req, reply) => {
      const returnTo = returnToFrom(req, req.query);
      if (oidcEnabled(config)) return reply.redirect(await startOidcLogin(req, reply, returnTo));
      return reply.redirect(`/sign-in?returnTo=${encodeURIComponent(returnTo)}`);
    },
  );

  app.get('/callback', { schema: { hide: true } }, async (req, reply) =>
    reply.redirect(await finishOidcLogin(req, reply)),
  );

  app.get('/logout', { schema: { hide: true } }, async (req, reply) => {
    await endSession(req, reply);
    return reply.redirect('/');
  });

  app.get(
    '/auth/user',
    { onRequest: withSession, schema: { tags: ['auth'], response: { 200: authUserSchema, 401: message } } },
    async (req) => {
      return auth.toAuthUser(currentUser(req));
    },
  );

  app.put(
    '/auth/user',
    { onRequest: requireUser, schema: { tags: ['auth'], body: updateUserSchema, response: { 200: authUserSchema } } },
    async (req) => auth.toAuthUser(await auth.updateName(db, currentUser(req).id, req.body)),
  );

  app.post(
    '/auth/register',
    { schema: { tags: ['auth'], body: registerSchema, response: { 201: authUserSchema } } },
    async (req, reply) => {
      await enforceRateLimit([{ limiter: registerPerIp, key: req.ip }], TOO_MANY);
      const user = await auth.register(db, req.body, config.ADMIN_EMAILS, config.passwordCost);
      await startSession(req, reply, { userId: user.id });
      return reply.status(201).send(auth.toAuthUser(user));
    },
  );

  app.post(
    '/auth/sign-in',
    { schema: { tags: ['auth'], body: signInSchema, response: { 200: authUserSchema } } },
    async (req, reply) => {
      await enforceRateLimit(
        [
          { limiter: signInPerIp, key: req.ip },
          { limiter: signInPerAccount, key: req.body.email },
        ],
        TOO_MANY,
      );
      const user = await auth.authenticate(db, req.body, config.ADMIN_EMAILS, appNow(app), config.passwordCost);
      await signInPerAccount.reset(req.body.email);
      await startSession(req, reply, { userId: user.id });
      return auth.toAuthUser(user);
    },
  );

  app.post(
    '/auth/password-reset/request',
    { schema: { tags: ['auth'], body: passwordResetRequestSchema, response: { 200: message } } },
    async (req) => {
      await enforceRateLimit(
        [
          { limiter: resetPerIp, key: req.ip },
          { limiter: resetPerAccount, key: req.body.email },
        ],
        TOO_MANY,
      );
      const created = await auth.createResetToken(db, req.body.email);
      if (created) await sendResetEmail(mailer, config, created);
      // The same answer either way: the form never reveals who has an account.
      return { message: 'If an account exists for that e-mail, we have sent a link to reset your password.' };
    },
  );

  app.post(
    '/auth/password-reset/confirm',
    { schema: { tags: ['auth'], body: passwordResetConfirmSchema, response: { 200: authUserSchema } } },
    async (req, reply) => {
      const user = await auth.resetPassword(db, req.body, config.passwordCost);
      await startSession(req, reply, { userId: user.id });
      return auth.toAuthUser(user);
    },
  );

  app.post(
    '/auth/password',
    { onRequest: requireUser, schema: { tags: ['auth'], body: changePasswordSchema, response: { 200: message } } },
    async (req, reply) => {
      await auth.changePassword(db, currentUser(req), req.body, config.passwordCost);
      // A new session id after a credential change; other sessions keep working until they expire.
      await startSession(req, reply, { userId: currentUser(req).id });
      return { message: 'Your password has been changed.' };
    },
  );
};
