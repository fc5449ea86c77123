import { CITY_LABELS, isCity } from '../../../../shared/cities';
import type { AdminEditionDetail } from '../../../../shared/newsletter';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { toast } from '../../../components/ui/use-toast';
import { useSendEdition } from './api';
import { toastFailure } from './server-errors';

interface SendNowDialogProps {
  edition: AdminEditionDetail;
  recipients?: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Sending cannot be taken back, so it asks once more and says to whom it goes. */
export function SendNowDialog({ edition, recipients, open, onOpenChange }: SendNowDialogProps) {
  const send = useSendEdition(edition.id);
  const city = isCity(edition.city) ? CITY_LABELS[edition.city] : edition.city;
  const who =
    recipients === undefined
      ? `every confirmed subscriber for ${city}`
      : recipients === 1
        ? `1 confirmed subscriber for ${city}`
        : `${recipients} confirmed subscribers for ${city}`;

  const confirm = () =>
    send.mutate(undefined, {
      onSuccess: (sent) => {
        onOpenChange(false);
        const people = sent.recipientCount === 1 ? '1 subscriber' : `${sent.recipientCount} subscribers`;
        toast({ title: 'Edition sent', description: `It is on its way to ${people}.` });
      },
      onError: (error) => {
        onOpenChange(false);
        toastFailure('Could not send the edition', error);
      },
    });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Send this edition now?"
      description={`“${edition.subject}” goes to ${who}. This cannot be undone.`}
    >
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button onClick={confirm} disabled={send.isPending}>
          {send.isPending ? 'Sending...' : 'Send to subscribers'}
        </Button>
      </div>
    </Dialog>
  );
}
