/**
 * One-click unsubscribe from reply e-mails (RFC 8058), mounted at /comment-replies outside /api: the
 * link in the digest opens a page that asks to confirm; the confirmation, or a mail program's
 * one-click POST, turns reply e-mails off for the account. The account page turns them back on.
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { commentReplySettings } from '../../db/schema';
import { escapeHtml } from '../../platform/html';
import { resolveSessionSecret } from '../../platform/session-secret';
import { readSignedToken, signedToken } from '../../platform/signed-links';
import { siteUrl } from '../../platform/site-url';

const PURPOSE = 'comments:reply-emails-off';
export const UNSUBSCRIBE_PATH = '/comment-replies/unsubscribe';

export const replyUnsubscribeUrl = (config: Config, secret: string, userId: string) =>
  `${siteUrl(config)}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(signedToken(secret, PURPOSE, userId))}`;

/** Turns a reader's reply e-mails on or off. */
export async function setReplyEmails(db: Db, userId: string, on: boolean): Promise<void> {
  await db
    .insert(commentReplySettings)
    .values({ userId, replyEmails: on })
    .onConflictDoUpdate({ target: commentReplySettings.userId, set: { replyEmails: on } });
}

export async function replyEmailsOn(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ on: commentReplySettings.replyEmails })
    .from(commentReplySettings)
    .where(eq(commentReplySettings.userId, userId));
  return row?.on ?? true;
}

interface Page {
  title: string;
  text: string;
  /** A form that POSTs back here, with this button. */
  confirm?: { action: string; button: string };
}

function sendPage(reply: FastifyReply, status: number, page: Page) {
  const form = page.confirm
    ? `<form method="post" action="${escapeHtml(page.confirm.action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit" style="background:#9f1d35;color:#fff;border:0;padding:12px 20px;border-radius:6px;font-size:16px;font-weight:600;min-height:44px">${escapeHtml(page.confirm.button)}</button></form>`
    : '';
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(page.title)}</title></head>
<body style="margin:0;background:#f5f3ef;font-family:Helvetica,Arial,sans-serif;color:#1f2937"><main style="max-width:560px;margin:0 auto;padding:32px 20px">
<h1 style="font-family:Georgia,serif;font-size:26px;margin:0 0 16px">${escapeHtml(page.title)}</h1>
<p style="font-size:17px;line-height:1.6;margin:0 0 24px">${escapeHtml(page.text)}</p>${form}
<p style="margin-top:32px"><a href="/account" style="color:#9f1d35;font-weight:600">Your account settings</a> · <a href="/" style="color:#9f1d35">Home</a></p>
</main></body></html>`;
  // The token is in the address: keep it out of caches and out of Referer headers.
  return reply
    .status(status)
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(html);
}

const INVALID: Page = {
  title: 'This link no longer works',
  text: 'The link is not valid: it may have been mistyped. You can turn reply e-mails off in your account settings.',
};
const DONE: Page = {
  title: 'Reply e-mails are off',
  text: 'You will not get e-mails about replies to your comments any more. You can turn them back on in your account settings.',
};

export const replyUnsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = resolveSessionSecret(app.deps.config);
  const db = () => app.deps.database.db;
  const query = z.object({ token: z.string().max(500).optional() });
  const accountOf = (token: string | undefined) => (token ? readSignedToken(secret, PURPOSE, token) : null);
  // RFC 8058 bodies are form-encoded or multipart; the token in the address is all that is read.
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, _body, done) => done(null));

  app.get('/unsubscribe', { schema: { hide: true, querystring: query } }, async (req, reply) => {
    if (!accountOf(req.query.token)) return sendPage(reply, 400, INVALID);
    return sendPage(reply, 200, {
      title: 'Stop reply e-mails?',
      text: 'We e-mail you, at most once an hour, when someone replies to your comments on our stories.',
      confirm: {
        action: `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(req.query.token ?? '')}`,
        button: 'Stop reply e-mails',
      },
    });
  });

  // Posted by a mail program or the page above, without cookies or Origin: acts on the token alone.
  app.post(
    '/unsubscribe',
    { schema: { hide: true, querystring: query }, config: { tokenAuthorised: true } },
    async (req, reply) => {
      const userId = accountOf(req.query.token);
      if (!userId) return sendPage(reply, 400, INVALID);
      await setReplyEmails(db(), userId, false);
      return sendPage(reply, 200, DONE);
    },
  );
};
