import { useState } from 'react';
import { Mail, Send } from 'lucide-react';
import type { AdminEditionDetail } from '../../../../shared/newsletter';
import { Button } from '../../../components/ui/Button';
import { toast } from '../../../components/ui/use-toast';
import { useSendTest } from './api';
import { ScheduleForm } from './ScheduleForm';
import { SendNowDialog } from './SendNowDialog';
import { toastFailure } from './server-errors';

interface EditionActionsProps {
  edition: AdminEditionDetail;
  recipients?: number;
  /** Unsaved edits would not be in what goes out, so sending waits until they are saved. */
  unsaved: boolean;
}

/** Test copy, schedule and send of a saved draft or scheduled edition. */
export function EditionActions({ edition, recipients, unsaved }: EditionActionsProps) {
  const [confirming, setConfirming] = useState(false);
  const sendTest = useSendTest(edition.id);

  const testToMe = () =>
    sendTest.mutate(undefined, {
      onSuccess: ({ message }) => toast({ title: 'Test sent', description: message }),
      onError: (error) => toastFailure('Could not send the test', error),
    });

  return (
    <section aria-labelledby="edition-actions" className="space-y-5 rounded-lg border border-rule bg-paper p-5">
      <h3 id="edition-actions" className="text-lg font-semibold">
        Send
      </h3>
      {unsaved && (
        <p role="status" className="text-sm font-medium text-accent-orange">
          Save your changes first: sending uses the saved edition.
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={testToMe} disabled={unsaved || sendTest.isPending}>
          <Mail className="h-4 w-4" aria-hidden="true" />
          {sendTest.isPending ? 'Sending test...' : 'Send test to me'}
        </Button>
        <Button onClick={() => setConfirming(true)} disabled={unsaved}>
          <Send className="h-4 w-4" aria-hidden="true" />
          Send now
        </Button>
      </div>
      <ScheduleForm edition={edition} disabled={unsaved} />
      <SendNowDialog edition={edition} recipients={recipients} open={confirming} onOpenChange={setConfirming} />
    </section>
  );
}
