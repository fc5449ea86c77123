import type { Mailer } from '../../adapters/mailer';
import type { Config } from '../../config';
import type { User } from '../../db/schema';
import { renderEmail } from '../../platform/mail-layout';
import { siteUrl } from '../../platform/site-url';

/**
 * Sent straight through the mailer, not the outgoing queue: a queued copy would keep a usable
 * reset token in the database, where only its hash belongs. A failure reaches the visitor, who asks again.
 */
export async function sendResetEmail(mailer: Mailer, config: Config, input: { user: User; token: string }) {
  if (!input.user.email) return;
  const url = `${siteUrl(config)}/reset-password?token=${encodeURIComponent(input.token)}`;
  const { html, text } = renderEmail({
    title: 'Reset your password',
    paragraphs: [
      `Hi ${input.user.firstName ?? 'there'},`,
      'Someone (hopefully you) asked to reset the password of your By Locals, For Locals account. The link below works once and expires in one hour.',
      'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
    ],
    action: { label: 'Choose a new password', url },
  });
  await mailer.send({ to: input.user.email, subject: 'Reset your password', html, text });
}
