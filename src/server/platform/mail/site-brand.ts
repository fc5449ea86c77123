/**
 * The site's name and sender in its e-mail (site settings, decision 053). Mail is written with the
 * default name in marked places (the layout's header and footer) and branded when it is sent, so
 * every message, whichever feature queued it, goes out under the name saved at that moment.
 */
import type { Mailer } from '../../adapters/mailer';
import { escapeHtml } from '../html';
import { type SiteSettings } from '../../../shared/site-settings-defaults';
import { DEFAULT_SITE_SETTINGS } from '../../../shared/site-settings-about';

const NAME = DEFAULT_SITE_SETTINGS.siteName;
export const DEFAULT_SITE_NAME = NAME;
/** The layout's footer line when a message has none of its own. */
export const DEFAULT_MAIL_FOOTER = `${NAME} — serving locals since 2020.`;
const mailFooter = (siteName: string) => `${siteName} — serving locals since 2020.`;

/**
 * The attribute that marks the layout's cell holding the site's name (`site-name`) or its default
 * footer (`site-footer`), so it can be replaced when the mail is sent.
 */
export const brandCell = (part: 'site-name' | 'site-footer') => `data-bl="${part}"`;

const marked = (part: 'site-name' | 'site-footer') => new RegExp(`(<td ${brandCell(part)}[^>]*>)[^<]*(</td>)`, 'g');

export interface MailSender {
  /** The From line's display name (the address stays MAIL_FROM's). */
  fromName?: string;
  replyTo?: string;
}

/** A message's body under the site's name, and who it is sent as. */
export function brandMail(
  mail: { html: string; text: string },
  site: Pick<SiteSettings, 'siteName' | 'mailSenderName' | 'mailReplyTo'>,
): { html: string; text: string } & MailSender {
  const renamed = site.siteName !== NAME;
  const html = renamed
    ? mail.html
        .replace(marked('site-name'), (_m, open: string, close: string) => open + escapeHtml(site.siteName) + close)
        .replace(
          marked('site-footer'),
          (_m, open: string, close: string) => open + escapeHtml(mailFooter(site.siteName)) + close,
        )
    : mail.html;
  const text =
    renamed && mail.text.endsWith(`\n--\n${DEFAULT_MAIL_FOOTER}`)
      ? `${mail.text.slice(0, -DEFAULT_MAIL_FOOTER.length)}${mailFooter(site.siteName)}`
      : mail.text;
  return {
    html,
    text,
    ...(site.mailSenderName ? { fromName: site.mailSenderName } : {}),
    ...(site.mailReplyTo ? { replyTo: site.mailReplyTo } : {}),
  };
}

/** A mailer that sends every message under the site's name and sender as `site` reads them at that moment. */
export function brandedMailer(mailer: Mailer, site: () => Promise<SiteSettings>): Mailer {
  return {
    ...mailer,
    async send(message) {
      return mailer.send({ ...message, ...brandMail(message, await site()) });
    },
    close: () => mailer.close(),
  };
}
