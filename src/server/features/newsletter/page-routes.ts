import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resolveSessionSecret } from '../../platform/session-secret';
import { maskEmail, renderPage, type PageContent } from './pages';
import { readUnsubscribeToken, unsubscribeToken } from './tokens';
import { chooseCity, confirm, findSubscription, unsubscribe } from './service';
import { CITIES, CITY_LABELS, DEFAULT_CITY, isCity } from '../../../shared/cities';
import type { Newsletter } from '../../db/schema';

const home = { label: 'Back to the home page', href: '/' };
const tokenQuery = z.object({ token: z.string().max(500).optional() });
/** Posted by a mail program (RFC 8058) or a page sent with no-referrer: acts on the token, never a cookie. */
const byToken = { tokenAuthorised: true };
const cityOptions = CITIES.map((c) => ({ value: c, label: CITY_LABELS[c] }));
const cityLabel = (city: string | null) => (isCity(city) ? CITY_LABELS[city] : CITY_LABELS[DEFAULT_CITY]);
const managePath = (token: string) => `/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;

/** The manage page: the reader's edition, which they can change, and the way out. */
function managePage(row: Newsletter, token: string, notice?: string): PageContent {
  const action = (path: string) => `${path}?token=${encodeURIComponent(token)}`;
  return {
    title: 'Your newsletter subscription',
    paragraphs: [
      ...(notice ? [notice] : []),
      `${maskEmail(row.email)} receives the ${cityLabel(row.city)} edition of the By Locals, For Locals weekly newsletter.`,
    ],
    forms: [
      {
        action: action('/newsletter/edition'),
        button: 'Save my edition',
        fields: {},
        select: { name: 'city', label: 'Your edition', value: row.city ?? DEFAULT_CITY, options: cityOptions },
      },
      { action: action('/newsletter/unsubscribe'), button: 'Unsubscribe', fields: { 'List-Unsubscribe': 'One-Click' } },
    ],
    link: home,
  };
}

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
  // RFC 8058 bodies are form-encoded or multipart and the token is in the address; only the edition
  // form's choice is read from a form-encoded body.
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 16 * 1024 }, (req, body, done) =>
    done(
      null,
      String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')
        ? Object.fromEntries(new URLSearchParams(String(body)))
        : undefined,
    ),
  );

  app.get('/confirm', { schema: { hide: true, querystring: tokenQuery } }, async (req, reply) => {
    const row = req.query.token ? await confirm(database.db, req.query.token) : null;
    if (!row) return sendPage(reply, 400, invalidLink('confirmation'));
    return sendPage(reply, 200, {
      title: "You're subscribed!",
      paragraphs: [
        `Thanks for confirming ${maskEmail(row.email)}. The latest local news and event updates of the ${cityLabel(row.city)} edition will arrive in your inbox every week.`,
        'Every newsletter has an unsubscribe link at the bottom: one click and you are off the list.',
      ],
      link: { label: 'Choose your edition or unsubscribe', href: managePath(unsubscribeToken(secret, row.id)) },
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
    return sendPage(reply, 200, managePage(row, req.query.token ?? ''));
  });

  app.post('/edition', { schema: { hide: true, querystring: tokenQuery }, config: byToken }, async (req, reply) => {
    const row = await subscriptionFor(req.query.token);
    if (!row || row.status === 'unsubscribed') return sendPage(reply, 400, invalidLink('newsletter'));
    const city = (req.body as Record<string, string> | undefined)?.city;
    if (!isCity(city))
      return sendPage(reply, 400, managePage(row, req.query.token ?? '', 'Please choose one of our cities.'));
    const saved = await chooseCity(database.db, row.id, city);
    return sendPage(reply, 200, managePage(saved ?? row, req.query.token ?? '', 'Your edition is saved.'));
  });

  app.post('/unsubscribe', { schema: { hide: true, querystring: tokenQuery }, config: byToken }, async (req, reply) => {
    const row = await subscriptionFor(req.query.token);
    if (!row) return sendPage(reply, 400, invalidLink('unsubscribe'));
    await unsubscribe(database.db, row.id);
    return sendPage(reply, 200, unsubscribed);
  });
};
