import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resolveSessionSecret } from '../../platform/session-secret';
import { maskEmail, renderPage, type PageContent } from './pages';
import { readUnsubscribeToken } from './tokens';
import { confirm, findSubscription, unsubscribe } from './service';

const tokenQuery = z.object({ token: z.string().max(500).optional() });
const home = { label: 'Back to the home page', href: '/' };

function sendPage(reply: FastifyReply, status: number, content: PageContent) {
  // The token is in the address: keep it out of caches and out of Referer headers.
  return reply
    .status(status)
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(renderPage(content));
}

const invalidLink = (what: string): PageContent => ({
  title: 'This link no longer works',
  paragraphs: [
    `The ${what} link is not valid: it may have expired, been mistyped, or belong to a subscription that has ended.`,
    'You can sign up again from the newsletter box at the bottom of any page.',
  ],
  link: home,
});
const unsubscribed: PageContent = {
  title: "You've been unsubscribed",
  paragraphs: [
    'You will not receive the weekly newsletter any more.',
    'Changed your mind? Sign up again from the newsletter box at the bottom of any page.',
  ],
  link: home,
};

/**
 * Pages the links in newsletter e-mails open (mounted at /newsletter, outside /api): confirming
 * a subscription, and one-click unsubscribe, which mail programs also POST to (RFC 8058) without
 * cookies or Origin.
 */
export const newsletterPageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app.deps;
  const secret = resolveSessionSecret(config);
  // RFC 8058 bodies are form-encoded or multipart; the token is in the address, so the body is not needed.
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, _body, done) =>
    done(null, undefined),
  );

  app.get('/confirm', { schema: { hide: true, querystring: tokenQuery } }, async (req, reply) => {
    const row = req.query.token ? await confirm(database.db, req.query.token) : null;
    if (!row) return sendPage(reply, 400, invalidLink('confirmation'));
    return sendPage(reply, 200, {
      title: "You're subscribed!",
      paragraphs: [
        `Thanks for confirming ${maskEmail(row.email)}. The latest local news and event updates will arrive in your inbox every week.`,
        'Every newsletter has an unsubscribe link at the bottom: one click and you are off the list.',
      ],
      link: home,
    });
  });

  const subscriptionFor = async (token: string | undefined) => {
    const id = token ? readUnsubscribeToken(secret, token) : null;
    return id ? findSubscription(database.db, id) : null;
  };

  app.get('/unsubscribe', { schema: { hide: true, querystring: tokenQuery } }, async (req, reply) => {
    const row = await subscriptionFor(req.query.token);
    if (!row) return sendPage(reply, 400, invalidLink('unsubscribe'));
    if (row.status === 'unsubscribed') return sendPage(reply, 200, unsubscribed);
    return sendPage(reply, 200, {
      title: 'Unsubscribe from the newsletter?',
      paragraphs: [`${maskEmail(row.email)} will no longer receive the By Locals, For Locals weekly newsletter.`],
      form: {
        action: `/newsletter/unsubscribe?token=${encodeURIComponent(req.query.token ?? '')}`,
        button: 'Unsubscribe',
        fields: { 'List-Unsubscribe': 'One-Click' },
      },
      link: { label: 'Keep my subscription', href: '/' },
    });
  });

  app.post('/unsubscribe', { schema: { hide: true, querystring: tokenQuery } }, async (req, reply) => {
    const row = await subscriptionFor(req.query.token);
    if (!row) return sendPage(reply, 400, invalidLink('unsubscribe'));
    await unsubscribe(database.db, row.id);
    return sendPage(reply, 200, unsubscribed);
  });
};
