import { useState } from 'react';
import { Check, Inbox, Mail, RotateCcw } from 'lucide-react';
import { replyMailto } from '../../../../shared/contact';
import { StaffPage } from '../../../components/staff/StaffLayout';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { toast } from '../../../components/ui/use-toast';
import { readError } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { useContactMessages, useMarkHandled, type InboxStatus } from './api';
import { DateTime } from '../../../components/ui/DateTime';

/** The contact desk: messages from the contact form, open ones first; staff mark them handled. */
export default function AdminMessagesPage() {
  return (
    <StaffPage
      title="Contact Desk"
      description="Messages sent through the contact form. Reply by e-mail, then mark the message handled."
    >
      <MessageList />
    </StaffPage>
  );
}

function MessageList() {
  const [status, setStatus] = useState<InboxStatus>('open');
  const { data: messages, isPending, isError } = useContactMessages(status);
  const mark = useMarkHandled();
  const toggle = (id: string, handled: boolean) =>
    mark.mutate(
      { id, handled },
      {
        onSuccess: () => toast({ title: handled ? 'Marked handled' : 'Moved back to open' }),
        onError: (error) =>
          toast({
            title: 'Could not update the message',
            description: readError(error).message,
            variant: 'destructive',
          }),
      },
    );

  return (
    <div className="space-y-6">
      <div role="group" aria-label="Show" className="inline-flex rounded-md border border-rule bg-white p-1">
        {(['open', 'handled'] as const).map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={status === value}
            onClick={() => setStatus(value)}
            className={cn(
              'rounded px-4 py-1.5 text-sm font-semibold',
              status === value ? 'bg-brand text-white' : 'text-muted hover:text-brand',
            )}
          >
            {value === 'open' ? 'Open' : 'Handled'}
          </button>
        ))}
      </div>
      {isPending ? (
        <div role="status" aria-label="Loading messages" className="space-y-4">
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
      ) : isError ? (
        <EmptyState icon={Inbox} title="Could not load the messages">
          Please reload the page to try again.
        </EmptyState>
      ) : messages.length === 0 ? (
        <EmptyState icon={Inbox} title={status === 'open' ? 'No open messages' : 'No handled messages yet'}>
          {status === 'open' ? 'Every message has been answered.' : 'Messages you mark handled appear here.'}
        </EmptyState>
      ) : (
        <ul className="space-y-4">
          {messages.map((m) => (
            <li key={m.id}>
              <Card className="space-y-3 p-5">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div>
                    <h2 className="text-lg font-semibold">{m.subject}</h2>
                    <p className="text-sm text-muted">
                      {m.name} ·{' '}
                      <a
                        href={replyMailto(m.email, m.subject)}
                        className="inline-flex items-center gap-1 text-brand hover:underline"
                      >
                        <Mail className="h-3.5 w-3.5" aria-hidden="true" /> {m.email}
                      </a>{' '}
                      · <DateTime value={m.createdAt} />
                    </p>
                  </div>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={mark.isPending}
                    onClick={() => toggle(m.id, !m.handledAt)}
                  >
                    {m.handledAt ? (
                      <>
                        <RotateCcw className="h-4 w-4" aria-hidden="true" /> Reopen
                      </>
                    ) : (
                      <>
                        <Check className="h-4 w-4" aria-hidden="true" /> Mark handled
                      </>
                    )}
                  </Button>
                </div>
                <p className="whitespace-pre-line">{m.message}</p>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
