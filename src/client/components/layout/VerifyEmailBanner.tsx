import { useState } from 'react';
import { MailWarning } from 'lucide-react';
import { readError } from '../../lib/api';
import { resendVerification, useAuth } from '../../lib/auth';

/** For a signed-in account whose address is not verified yet: what it cannot do, and a new link. */
export function VerifyEmailBanner() {
  const { user } = useAuth();
  const [status, setStatus] = useState<{ text: string; tone: 'ok' | 'error' }>();
  const [sending, setSending] = useState(false);
  if (!user || user.emailVerified) return null;

  const resend = async () => {
    setSending(true);
    try {
      setStatus({ text: await resendVerification(), tone: 'ok' });
    } catch (err) {
      setStatus({
        text: readError(err, 'We could not send a new link. Please try again later.').message,
        tone: 'error',
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <section aria-label="Verify your e-mail" className="border-b border-amber-200 bg-amber-50 text-amber-950">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 text-sm sm:px-6">
        <MailWarning className="h-5 w-5 shrink-0" aria-hidden="true" />
        <p className="min-w-0 flex-1">
          <strong>Verify your e-mail.</strong> We sent a link to <span className="break-all">{user.email}</span>. Until
          you open it you can browse and set preferences, but not post, submit or pay.
        </p>
        <button
          type="button"
          onClick={resend}
          disabled={sending}
          className="rounded-md border border-amber-400 bg-white px-3 py-1.5 font-medium hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700 disabled:opacity-60"
        >
          {sending ? 'Sending...' : 'Resend link'}
        </button>
        {status && (
          <p role={status.tone === 'error' ? 'alert' : 'status'} className="w-full">
            {status.text}
          </p>
        )}
      </div>
    </section>
  );
}
