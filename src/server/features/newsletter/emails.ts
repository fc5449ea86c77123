import type { Config } from '../../config';
import { renderEmail } from '../../platform/mail-layout';
import { siteUrl } from '../../platform/site-url';
import type { QueuedMessage } from '../../platform/mail/queue';
import { unsubscribeToken } from './tokens';

export const confirmUrl = (config: Config, token: string) =>
  `${siteUrl(config)}/newsletter/confirm?token=${encodeURIComponent(token)}`;
export const unsubscribeUrl = (config: Config, secret: string, subscriptionId: string) =>
  `${siteUrl(config)}/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribeToken(secret, subscriptionId))}`;

/** RFC 8058 one-click unsubscribe: mail programs show an Unsubscribe button that POSTs to the link. */
export const listUnsubscribeHeaders = (url: string): Record<string, string> => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/** The double opt-in e-mail: nothing is sent to the address until its owner clicks the link. */
export function confirmationMessage(config: Config, input: { email: string; token: string }): QueuedMessage {
  const { html, text } = renderEmail({
    title: 'Please confirm your subscription',
    paragraphs: [
      'Thanks for signing up for the By Locals, For Locals weekly newsletter: the latest local news and event updates, once a week.',
      'Please confirm that this is your address. The link works for seven days.',
      'If you did not sign up, ignore this e-mail and you will not hear from us again.',
    ],
    action: { label: 'Yes, subscribe me', url: confirmUrl(config, input.token) },
  });
  return {
    kind: 'newsletter-confirm',
    to: input.email,
    subject: 'Please confirm your newsletter subscription',
    html,
    text,
  };
}
