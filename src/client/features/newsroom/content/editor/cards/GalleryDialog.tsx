import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ArrowDown, ArrowUp, ImagePlus, Trash2 } from 'lucide-react';
import { EMBED_LIMITS, EMBED_MESSAGES } from '../../../../../../shared/newsroom/embeds';
import { isUploadUrl, variantUrl } from '../../../../../../shared/newsroom/images';
import type { GalleryPicture } from '../../../../../../shared/newsroom/story-blocks';
import { ChooseFromLibrary } from '../../../../../components/media/ChooseFromLibrary';
import { Button } from '../../../../../components/ui/Button';
import { Dialog } from '../../../../../components/ui/Dialog';
import { FormField } from '../../../../../components/ui/FormField';
import type { UploadedImage } from '../../../../../../shared/media';
import { readError } from '../../../../../lib/api';
import { sendFile } from '../../../../../lib/upload';
import { staffUploadUrl } from '../../../../../components/staff/ImageUpload';

interface GalleryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial?: { images?: GalleryPicture[]; caption?: string | null };
  onSubmit: (attrs: { images: GalleryPicture[]; caption: string | null }) => void;
}

/** Several pictures shown together: uploaded or chosen from the library, each with its alt text. */
export function GalleryDialog({ open, onOpenChange, initial, onSubmit }: GalleryDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={initial ? 'Edit gallery' : 'Insert gallery'}
      description={`${EMBED_LIMITS.galleryMin} to ${EMBED_LIMITS.galleryMax} pictures, shown side by side, with a caption under them.`}
    >
      {open && (
        <GalleryForm
          initial={initial}
          onSubmit={(attrs) => {
            onSubmit(attrs);
            onOpenChange(false);
          }}
        />
      )}
    </Dialog>
  );
}

const thumbnail = (src: string) => (isUploadUrl(src) ? variantUrl(src, 480, 'image/webp') : src);
const ACCEPT = 'image/jpeg,image/png,image/gif,image/webp';

function GalleryForm({ initial, onSubmit }: Pick<GalleryDialogProps, 'initial' | 'onSubmit'>) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [pictures, setPictures] = useState<GalleryPicture[]>(initial?.images ?? []);
  const [caption, setCaption] = useState(initial?.caption ?? '');
  const [uploading, setUploading] = useState<{ done: number; of: number } | null>(null);
  const [problem, setProblem] = useState<string>();
  const [altErrors, setAltErrors] = useState<Set<number>>(new Set());

  const add = (picture: GalleryPicture) => setPictures((list) => [...list, picture].slice(0, EMBED_LIMITS.galleryMax));
  const upload = async (files: File[]) => {
    setProblem(undefined);
    const room = EMBED_LIMITS.galleryMax - pictures.length;
    const chosen = files.slice(0, Math.max(0, room));
    if (files.length > chosen.length) setProblem(EMBED_MESSAGES.galleryMany);
    setUploading({ done: 0, of: chosen.length });
    for (const [i, file] of chosen.entries()) {
      try {
        const stored = await sendFile<UploadedImage>('POST', staffUploadUrl(file), file);
        add({ src: stored.imageUrl, alt: '' });
      } catch (err) {
        setProblem(`${file.name}: ${readError(err, 'it could not be uploaded.').message}`);
      }
      setUploading({ done: i + 1, of: chosen.length });
    }
    setUploading(null);
    if (fileInput.current) fileInput.current.value = '';
  };

  const move = (index: number, by: -1 | 1) =>
    setPictures((list) => {
      const next = [...list];
      const [item] = next.splice(index, 1);
      next.splice(index + by, 0, item!);
      return next;
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const missing = new Set(pictures.flatMap((p, i) => (p.alt.trim() ? [] : [i])));
    setAltErrors(missing);
    if (pictures.length < EMBED_LIMITS.galleryMin) return setProblem(EMBED_MESSAGES.galleryFew);
    if (missing.size) return setProblem(EMBED_MESSAGES.galleryAlt);
    onSubmit({ images: pictures.map((p) => ({ src: p.src, alt: p.alt.trim() })), caption: caption.trim() || null });
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      {pictures.length > 0 && (
        <ol aria-label="Pictures in the gallery" className="max-h-[42vh] space-y-3 overflow-y-auto pr-1">
          {pictures.map((picture, i) => (
            <li key={`${picture.src}-${i}`} className="flex items-start gap-3">
              <img
                src={thumbnail(picture.src)}
                alt=""
                className="mt-7 h-16 w-20 shrink-0 rounded bg-stone-100 object-cover"
              />
              <div className="min-w-0 flex-1">
                <FormField
                  label={`Alt text, picture ${i + 1}`}
                  value={picture.alt}
                  maxLength={EMBED_LIMITS.alt}
                  error={altErrors.has(i) ? 'Please describe this picture' : undefined}
                  onChange={(e) => {
                    const alt = e.target.value;
                    setPictures((list) => list.map((p, j) => (j === i ? { ...p, alt } : p)));
                  }}
                />
              </div>
              <div className="mt-7 flex shrink-0">
                <IconButton label={`Move picture ${i + 1} up`} disabled={i === 0} onClick={() => move(i, -1)}>
                  <ArrowUp />
                </IconButton>
                <IconButton
                  label={`Move picture ${i + 1} down`}
                  disabled={i === pictures.length - 1}
                  onClick={() => move(i, 1)}
                >
                  <ArrowDown />
                </IconButton>
                <IconButton
                  label={`Remove picture ${i + 1}`}
                  onClick={() => setPictures((list) => list.filter((_, j) => j !== i))}
                >
                  <Trash2 />
                </IconButton>
              </div>
            </li>
          ))}
        </ol>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={fileInput}
          type="file"
          accept={ACCEPT}
          multiple
          className="sr-only"
          tabIndex={-1}
          aria-label="Upload pictures"
          onChange={(e) => void upload([...(e.target.files ?? [])])}
        />
        <Button variant="outline" size="sm" onClick={() => fileInput.current?.click()} disabled={uploading !== null}>
          <ImagePlus className="h-4 w-4" aria-hidden="true" /> Upload pictures
        </Button>
        <ChooseFromLibrary scope="staff" onPick={(item) => add({ src: item.url, alt: item.altText ?? '' })} />
        {uploading && (
          <span className="text-sm text-muted" aria-live="polite">
            Uploading {Math.min(uploading.done + 1, uploading.of)} of {uploading.of}…
          </span>
        )}
      </div>
      <FormField
        label="Caption (optional)"
        value={caption}
        onChange={(e) => setCaption(e.target.value)}
        maxLength={EMBED_LIMITS.caption}
      />
      {problem && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={uploading !== null}>
          {initial ? 'Save gallery' : 'Insert gallery'}
        </Button>
      </div>
    </form>
  );
}

function IconButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className="grid h-9 w-9 place-items-center rounded-md text-muted hover:bg-brand-soft hover:text-brand disabled:opacity-30 [&>svg]:h-4 [&>svg]:w-4"
    >
      {children}
    </button>
  );
}
