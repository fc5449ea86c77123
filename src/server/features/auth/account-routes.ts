import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordSchema,
  mfaCodeSchema,
  mfaDisableSchema,
  mfaRecoveryCodesSchema,
  mfaSetupSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
} from '../../../shared/auth';
import { endSession, endUserSessions, startSession } from '../../platform/sessions';
import { currentUser, requireUser } from '../../platform/guards';
import { AppError } from '../../platform/app-error';
import { resolveSessionSecret } from '../../platform/session-secret';
import { RateLimiter, addressKey, enforceRateLimit } from '../../platform/rate-limit';
import { verifyPassword } from '../../platform/passwords';
import { wakeMailWorker } from '../../platform/mail/plugin';
import * as auth from './service';
import * as mfa from './mfa';
import { queueMfaOffEmail, queueSessionsEndedEmail, sendResetEmail } from './emails';

import {
  KNOWN_DEVICE_COOKIE,
  KNOWN_DEVICE_TTL_MS,
  MINUTE,
  TOO_MANY,
  deviceCookieOptions,
  forgetAllDevices,
  message,
} from './route-kit';
import { siteMailer } from '../../platform/site-settings';

/** Two-step sign-in on and off, and the password: reset by e-mail and changed by its owner. */
export const accountSecurityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database } = app.deps;
  const db = database.db;
  const totpBox = mfa.totpBox(resolveSessionSecret(config));
  const resetPerIp = new RateLimiter(10, 60 * MINUTE);
  const resetPerAccount = new RateLimiter(3, 60 * MINUTE);
  const codePerAccount = new RateLimiter(5, 15 * MINUTE);

  app.post(
    '/auth/mfa/setup',
    { onRequest: requireUser, schema: { tags: ['auth'], response: { 200: mfaSetupSchema } } },
    async (req) => mfa.startSetup(db, totpBox, currentUser(req)),
  );

  app.post(
    '/auth/mfa/enable',
    {
      onRequest: requireUser,
      schema: { tags: ['auth'], body: mfaCodeSchema, response: { 200: mfaRecoveryCodesSchema } },
    },
    async (req) => {
      const user = currentUser(req);
      await enforceRateLimit(
        [{ limiter: codePerAccount, key: user.id }],
        'Too many codes tried. Please wait a few minutes and try again.',
      );
      const recoveryCodes = await mfa.enable(db, totpBox, user, req.body.code);
      await codePerAccount.reset(user.id);
      return { recoveryCodes };
    },
  );

  app.post(
    '/auth/mfa/disable',
    { onRequest: requireUser, schema: { tags: ['auth'], body: mfaDisableSchema, response: { 200: message } } },
    async (req) => {
      const user = currentUser(req);
      if (!user.mfaEnabledAt) return { message: 'Two-step sign-in is off.' };
      if (!(await verifyPassword(req.body.password, user.passwordHash))) {
        throw new AppError('WRONG_PASSWORD', 400, 'Your password is incorrect.', [
          { path: 'password', message: 'Your password is incorrect.' },
        ]);
      }
      await enforceRateLimit(
        [{ limiter: codePerAccount, key: user.id }],
        'Too many codes tried. Please wait a few minutes and try again.',
      );
      await mfa.verifySecondFactor(db, totpBox, user, req.body.code);
      await codePerAccount.reset(user.id);
      await mfa.disable(db, user);
      const ended = await endUserSessions(db, user.id, req.session?.sid);
      await queueMfaOffEmail(db, config, user);
      wakeMailWorker(app);
      return {
        message:
          ended > 0
            ? `Two-step sign-in is off. We signed you out on ${ended === 1 ? 'one other device' : `${ended} other devices`}.`
            : 'Two-step sign-in is off.',
      };
    },
  );

  app.post(
    '/auth/password-reset/request',
    { schema: { tags: ['auth'], body: passwordResetRequestSchema, response: { 200: message } } },
    async (req) => {
      await enforceRateLimit(
        [
          { limiter: resetPerIp, key: addressKey(req) },
          { limiter: resetPerAccount, key: req.body.email },
        ],
        TOO_MANY,
      );
      const created = await auth.createResetToken(db, req.body.email);
      if (created) await sendResetEmail(siteMailer(app), config, created);
      // The same answer either way: the form never reveals who has an account.
      return { message: 'If an account exists for that e-mail, we have sent a link to reset your password.' };
    },
  );

  app.post(
    '/auth/password-reset/confirm',
    { schema: { tags: ['auth'], body: passwordResetConfirmSchema, response: { 200: message } } },
    async (req, reply) => {
      const user = await auth.resetPassword(db, req.body, config.passwordCost);
      // Every session of the account ends, this browser's too: the owner signs in with the new password.
      await endUserSessions(db, user.id);
      await forgetAllDevices(db, reply, user.id);
      await endSession(req, reply);
      await queueSessionsEndedEmail(db, config, user, 'reset');
      wakeMailWorker(app);
      return {
        message:
          'Your password has been reset and every session of your account was signed out. Please sign in with your new password.',
      };
    },
  );

  app.post(
    '/auth/password',
    { onRequest: requireUser, schema: { tags: ['auth'], body: changePasswordSchema, response: { 200: message } } },
    async (req, reply) => {
      const user = currentUser(req);
      await auth.changePassword(db, user, req.body, config.passwordCost);
      // A new session id here; every other session of the account ends.
      await startSession(req, reply, { userId: user.id });
      const ended = await endUserSessions(db, user.id, req.session?.sid);
      // Remembered browsers skipped the code on the strength of the old password: they ask again.
      // This browser stays a known device of the account (it just proved the password).
      await forgetAllDevices(db, reply, user.id);
      const device = await mfa.rememberDevice(db, user.id, 'known_device', KNOWN_DEVICE_TTL_MS);
      reply.setCookie(KNOWN_DEVICE_COOKIE, device, deviceCookieOptions(req, KNOWN_DEVICE_TTL_MS));
      await queueSessionsEndedEmail(db, config, user, 'changed');
      wakeMailWorker(app);
      return {
        message:
          ended > 0
            ? `Your password has been changed. We signed you out on ${ended === 1 ? 'one other device' : `${ended} other devices`}.`
            : 'Your password has been changed. You were not signed in anywhere else.',
      };
    },
  );
};
