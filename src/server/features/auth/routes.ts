import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appNow } from '../../platform/clock';
import {
  authUserSchema,
  mfaRequiredSchema,
  registerSchema,
  signInMfaSchema,
  signInSchema,
  updateUserSchema,
  verifyEmailConfirmSchema,
  verifyEmailQuerySchema,
  REGISTER_ACCEPTED_MESSAGE,
} from '../../../shared/auth';
import type { User } from '../../db/schema';
import { endSession, endUserSessions, SESSION_COOKIE, startSession, withSession } from '../../platform/sessions';
import { currentUser, requireUser } from '../../platform/guards';
import { AppError } from '../../platform/app-error';
import { assertNotSuspended } from '../../platform/suspension';
import { resolveSessionSecret } from '../../platform/session-secret';
import { RateLimiter, addressKey, enforceRateLimit } from '../../platform/rate-limit';
import { wakeMailWorker } from '../../platform/mail/plugin';
import * as auth from './service';
import * as mfa from './mfa';
import { queueRegisterAttemptEmail, queueVerificationEmail } from './emails';
import { oidcEnabled, startOidcLogin, finishOidcLogin } from './oidc';
import { FailureBackoff, SignInCodeLimits, isAccountsOwnDevice } from './throttle';

import {
  DAY,
  KNOWN_DEVICE_COOKIE,
  LOGOUT_PAGE,
  MFA_DEVICE_COOKIE,
  MFA_PENDING_TTL_MS,
  MINUTE,
  TOO_MANY,
  apiError,
  deviceCookieOptions,
  forgetAllDevices,
  message,
  returnToFrom,
  signInFully,
  tooMany,
} from './route-kit';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database } = app.deps;
  const db = database.db;
  const totpBox = mfa.totpBox(resolveSessionSecret(config));
  // Secrets stored before they were encrypted at rest are sealed once the app is up (in the
  // background: start-up does not wait on it, and such a secret still reads until it is sealed).
  let sealing: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    sealing = mfa
      .sealPlainSecrets(db, totpBox)
      .catch((err: unknown) => app.log.error({ err }, 'sealing two-step secrets failed'));
  });
  app.addHook('onClose', async () => {
    await sealing;
  });
  // Discourse's defaults: 6 sign-in attempts a minute per address, 3 new accounts per address a day.
  const signInPerIp = new RateLimiter(6, MINUTE);
  const registerPerIp = new RateLimiter(3, DAY);
  const resendPerAccount = new RateLimiter(3, 60 * MINUTE);
  const takenNoticePerAccount = new RateLimiter(3, DAY);
  const signInCodes = new SignInCodeLimits();
  // Progressive delays instead of a lock-out: 3 free failures, then 1 s, 2 s, 4 s ... up to 15 minutes.
  const backoffOptions = { free: 3, baseMs: 1000, maxMs: 15 * MINUTE, forgetAfterMs: DAY };
  const failuresPerIp = new FailureBackoff('sign-in-failures-ip', backoffOptions);
  const failuresPerAccount = new FailureBackoff('sign-in-failures-account', backoffOptions);
  const toUser = (user: User) => auth.toAuthUser(user, config.STAFF_MFA);

  // The logout page's form posts url-encoded; its fields are not used.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_req, _body, done) => done(null, {}),
  );

  async function sendVerification(user: User) {
    const token = await auth.createVerifyToken(db, user);
    await queueVerificationEmail(db, config, { user, token });
    wakeMailWorker(app);
  }

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

  // The spec's sign-out entry: a page whose button posts, never a state change on GET.
  app.get('/logout', { schema: { hide: true } }, async (_req, reply) =>
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(LOGOUT_PAGE),
  );

  app.post('/logout', { schema: { tags: ['auth'], response: { 200: message } } }, async (req, reply) => {
    await endSession(req, reply);
    if (req.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) return reply.redirect('/', 303);
    return { message: 'You have been signed out.' };
  });

  app.get(
    '/auth/user',
    {
      onRequest: withSession,
      schema: { tags: ['auth'], response: { 200: authUserSchema, 204: z.void(), 401: apiError } },
    },
    async (req, reply) => {
      // A visitor who never signed in is simply anonymous (spec 000: "missing means anonymous"): no
      // content, not an error every signed-out page would log. A session that has lapsed is still a 401.
      if (!req.user && req.cookies[SESSION_COOKIE] === undefined) return reply.status(204).send();
      return toUser(currentUser(req));
    },
  );

  app.put(
    '/auth/user',
    { onRequest: requireUser, schema: { tags: ['auth'], body: updateUserSchema, response: { 200: authUserSchema } } },
    async (req) => toUser(await auth.updateName(db, currentUser(req).id, req.body)),
  );

  app.post(
    '/auth/register',
    { schema: { tags: ['auth'], body: registerSchema, response: { 202: message } } },
    async (req, reply) => {
      await enforceRateLimit(
        [{ limiter: registerPerIp, key: addressKey(req) }],
        'Too many new accounts from your connection today. Please try again tomorrow.',
      );
      // The same answer for a new and a known address, and no session: the e-mailed link comes first.
      const user = await auth.register(db, req.body, config.passwordCost);
      if (user) await sendVerification(user);
      else await tellOwnerOfAttempt(req.body.email);
      return reply.status(202).send({ message: REGISTER_ACCEPTED_MESSAGE });
    },
  );

  async function tellOwnerOfAttempt(email: string) {
    const owner = await auth.findUserByEmail(db, email);
    if (!owner || !(await takenNoticePerAccount.hit(owner.id)).allowed) return;
    await queueRegisterAttemptEmail(db, config, owner);
    wakeMailWorker(app);
  }

  // The e-mailed link opens the verification page, which sets the password as it verifies (a GET
  // changes nothing, so a mail scanner following the link does no harm).
  app.get(
    '/auth/verify-email',
    { schema: { tags: ['auth'], querystring: verifyEmailQuerySchema } },
    async (req, reply) =>
      reply
        .header('Cache-Control', 'no-store')
        .redirect(req.query.token ? `/verify-email?token=${encodeURIComponent(req.query.token)}` : '/verify-email'),
  );

  app.post(
    '/auth/verify-email',
    { schema: { tags: ['auth'], body: verifyEmailConfirmSchema, response: { 200: authUserSchema } } },
    async (req, reply) => {
      const verified = await auth.verifyEmail(db, req.body, config.passwordCost);
      // Nobody who set the account up before keeps a way in: sessions and remembered browsers end,
      // and the person who opened the link is the one signed in now.
      await endUserSessions(db, verified.id);
      await forgetAllDevices(db, reply, verified.id);
      assertNotSuspended(verified, appNow(app));
      const user = await auth.applyAdminRule(db, verified, config.ADMIN_EMAILS);
      await signInFully(db, req, reply, user);
      return toUser(user);
    },
  );

  app.post(
    '/auth/verify-email/resend',
    { onRequest: requireUser, schema: { tags: ['auth'], response: { 200: message } } },
    async (req) => {
      const user = currentUser(req);
      if (user.emailVerifiedAt) return { message: 'Your e-mail address is already verified.' };
      await enforceRateLimit(
        [{ limiter: resendPerAccount, key: user.id }],
        'We have sent several links already. Please check your inbox (and spam folder), or try again in an hour.',
      );
      await sendVerification(user);
      return { message: 'We have sent you a new link. Please check your inbox.' };
    },
  );

  app.post(
    '/auth/sign-in',
    { schema: { tags: ['auth'], body: signInSchema, response: { 200: z.union([authUserSchema, mfaRequiredSchema]) } } },
    async (req, reply) => {
      const address = addressKey(req);
      await enforceRateLimit([{ limiter: signInPerIp, key: address }], TOO_MANY);
      const ipWait = await failuresPerIp.waitSeconds(address);
      if (ipWait > 0) throw tooMany(ipWait);
      const accountKey = req.body.email;
      const accountWait = await failuresPerAccount.waitSeconds(accountKey);
      // While the account's delay holds, only a browser its owner signed in from before may try; for
      // anyone else the password is not even checked, so a right and a wrong one answer the same.
      if (accountWait > 0 && !(await isAccountsOwnDevice(db, req.cookies[KNOWN_DEVICE_COOKIE], accountKey))) {
        throw tooMany(accountWait);
      }
      let user: User;
      try {
        user = await auth.authenticate(db, req.body, config.ADMIN_EMAILS, appNow(app), config.passwordCost);
      } catch (err) {
        await failuresPerIp.fail(address);
        await failuresPerAccount.fail(accountKey);
        throw err;
      }
      await failuresPerAccount.succeed(accountKey);
      if (user.mfaEnabledAt) {
        const trusted = await mfa.deviceOwner(db, req.cookies[MFA_DEVICE_COOKIE], 'mfa_device');
        if (trusted !== user.id) {
          await startSession(req, reply, { mfaPending: { userId: user.id, since: Date.now() } });
          return { mfaRequired: true as const };
        }
      }
      await signInFully(db, req, reply, user);
      return toUser(user);
    },
  );

  app.post(
    '/auth/sign-in/mfa',
    { onRequest: withSession, schema: { tags: ['auth'], body: signInMfaSchema, response: { 200: authUserSchema } } },
    async (req, reply) => {
      const pending = req.session?.data.mfaPending;
      if (!pending || Date.now() - pending.since > MFA_PENDING_TTL_MS) {
        throw new AppError('MFA_SIGN_IN_EXPIRED', 401, 'Your sign-in took too long. Please enter your password again.');
      }
      const device = await signInCodes.enforce(db, {
        userId: pending.userId,
        address: addressKey(req),
        sessionId: req.session?.sid ?? '',
        knownDevice: req.cookies[KNOWN_DEVICE_COOKIE],
      });
      const user = await auth.findUserById(db, pending.userId);
      if (!user?.mfaEnabledAt) {
        throw new AppError('MFA_SIGN_IN_EXPIRED', 401, 'Your sign-in took too long. Please enter your password again.');
      }
      await mfa.verifySecondFactor(db, totpBox, user, req.body.code);
      await signInCodes.succeeded(device, user.id);
      await signInFully(db, req, reply, user);
      if (req.body.rememberDevice) {
        const token = await mfa.rememberDevice(db, user.id, 'mfa_device', mfa.TRUSTED_DEVICE_TTL_MS);
        reply.setCookie(MFA_DEVICE_COOKIE, token, deviceCookieOptions(req, mfa.TRUSTED_DEVICE_TTL_MS));
      }
      return toUser(user);
    },
  );
};
