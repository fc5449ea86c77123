import { useState, type FormEvent } from 'react';
import type { Editor } from '@tiptap/react';
import { ImageUpload } from '../../../../components/staff/ImageUpload';
import { Button } from '../../../../components/ui/Button';
import { Dialog } from '../../../../components/ui/Dialog';
import { FormField } from '../../../../components/ui/FormField';

interface FigureDialogProps {
  editor: Editor;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Inserts a picture into the story: upload, alt text (required, for readers who cannot see it), caption. */
export function FigureDialog({ editor, open, onOpenChange }: FigureDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Insert image"
      description="The picture goes where the cursor is."
    >
      {open && <FigureForm editor={editor} close={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function FigureForm({ editor, close }: { editor: Editor; close: () => void }) {
  const [src, setSrc] = useState('');
  const [alt, setAlt] = useState('');
  const [caption, setCaption] = useState('');
  const [errors, setErrors] = useState<{ src?: string; alt?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const next = {
      src: src ? undefined : 'Please upload an image first',
      alt: alt.trim() ? undefined : 'Please describe the image for readers who cannot see it',
    };
    setErrors(next);
    if (next.src || next.alt) return;
    editor
      .chain()
      .focus()
      .setImage({ src, alt: alt.trim(), title: caption.trim() || undefined })
      .run();
    close();
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <ImageUpload
        label="Image"
        value={src}
        onChange={(img) => {
          setSrc(img?.imageUrl ?? '');
          if (img?.altText && !alt.trim()) setAlt(img.altText);
        }}
        error={errors.src}
        requireAlt
      />
      <FormField
        label="Alt text"
        value={alt}
        onChange={(e) => setAlt(e.target.value)}
        error={errors.alt}
        hint="What the picture shows, in a sentence."
        maxLength={300}
      />
      <FormField
        label="Caption (optional)"
        value={caption}
        onChange={(e) => setCaption(e.target.value)}
        maxLength={300}
      />
      <div className="flex justify-end">
        <Button type="submit">Insert image</Button>
      </div>
    </form>
  );
}
