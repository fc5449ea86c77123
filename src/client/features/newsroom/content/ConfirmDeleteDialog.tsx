import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';

interface ConfirmDeleteDialogProps {
  /** What is about to be deleted, by its title; null closes the dialog. */
  title: string | null;
  pending: boolean;
  /** What deleting means for this kind of thing; content items are told they could unpublish instead. */
  description?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Deleting cannot be undone, so it is asked once more, naming the item. */
const CONTENT_DESCRIPTION =
  'Readers will no longer find it, and it cannot be brought back. To take it off the site for now, unpublish it instead.';

export function ConfirmDeleteDialog({
  title,
  pending,
  description = CONTENT_DESCRIPTION,
  onConfirm,
  onCancel,
}: ConfirmDeleteDialogProps) {
  return (
    <Dialog
      open={title !== null}
      onOpenChange={(open) => !open && onCancel()}
      title="Delete for good?"
      description={description}
    >
      <p className="font-medium">“{title}”</p>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onCancel}>
          Keep it
        </Button>
        <Button className="bg-red-700 hover:bg-red-800" onClick={onConfirm} disabled={pending}>
          {pending ? 'Deleting…' : 'Delete'}
        </Button>
      </div>
    </Dialog>
  );
}
