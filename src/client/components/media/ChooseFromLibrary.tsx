import { lazy, useState } from 'react';
import { Images } from 'lucide-react';
import type { MediaItem } from '../../../shared/media';
import { Button } from '../ui/Button';
import type { MediaScope } from './media-api';
import { Boundary } from '../../lib/ssr';

// The dialog (and the library's contract) loads when first opened, never with a page.
const MediaPickerDialog = lazy(() => import('./MediaPickerDialog'));

interface Props {
  /** Staff pick from the whole library; an advertiser from their own ad pictures. */
  scope: MediaScope;
  onPick: (item: MediaItem) => void;
  /** The picture will be published where alt text is required: ask for it before it is used. */
  requireAlt?: boolean;
}

/** "Choose from library": a button that opens the media library's picker beside an upload button. */
export function ChooseFromLibrary({ scope, onPick, requireAlt }: Props) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <Images className="h-4 w-4" aria-hidden="true" /> Choose from library
      </Button>
      {opened && (
        <Boundary fallback={null}>
          <MediaPickerDialog
            open={open}
            onOpenChange={setOpen}
            scope={scope}
            requireAlt={requireAlt}
            onPick={(item) => {
              setOpen(false);
              onPick(item);
            }}
          />
        </Boundary>
      )}
    </>
  );
}
