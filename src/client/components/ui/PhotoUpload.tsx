import { useRef, useState } from 'react';
import { ImagePlus, Loader2 } from 'lucide-react';
import { Button } from './Button';
import { toast } from './use-toast';
import { UploadRefused, uploadImage, type UploadOptions } from '../../lib/upload';

type Purpose = NonNullable<UploadOptions['purpose']>;

const WORDS: Record<Purpose, { file: string; upload: string; change: string; alt: string; done: string }> = {
  photo: {
    file: 'Photo file',
    upload: 'Upload Photo',
    change: 'Change Photo',
    alt: 'Your uploaded photo',
    done: 'Your photo is ready. Add the details and submit it.',
  },
  'ad-creative': {
    file: 'Ad picture file',
    upload: 'Upload Picture',
    change: 'Change Picture',
    alt: 'Your ad picture',
    done: 'Your picture is in the preview.',
  },
};

interface Props {
  imageUrl: string;
  onUploaded: (imageUrl: string) => void;
  error?: string;
  /** A reader's photo (premium) or an advertiser's ad picture (any verified account). */
  purpose?: Purpose;
  /** Offers to take the picture away again (an ad may run without one). */
  onRemove?: () => void;
}

/** One image: pick it, it is uploaded at once (with its progress), and the button then offers to change it. */
export function PhotoUpload({ imageUrl, onUploaded, error, purpose = 'photo', onRemove }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const words = WORDS[purpose];
  const busy = progress !== null;

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setProgress(0);
    setProblem(null);
    try {
      // An ad's picture shows its progress; a reader's photo is sent by fetch as before.
      const options = purpose === 'photo' ? {} : { purpose, onProgress: setProgress };
      onUploaded(await uploadImage(file, options));
      toast({ title: 'Photo Uploaded', description: words.done });
    } catch (err) {
      // Spec 001 section 8: upload failures are logged; a short note says what to do next.
      console.error('photo upload failed', err);
      setProblem(err instanceof UploadRefused ? err.message : 'The photo could not be uploaded. Please try again.');
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  const message = problem ?? error;
  return (
    <div className="rounded-lg border border-dashed border-rule bg-paper p-4 sm:flex sm:items-center sm:gap-5">
      {imageUrl ? (
        <img src={imageUrl} alt={words.alt} className="mb-3 h-28 w-40 rounded-md object-cover sm:mb-0" />
      ) : (
        <div className="mb-3 grid h-28 w-40 place-items-center rounded-md bg-brand-soft text-brand sm:mb-0">
          <ImagePlus className="h-8 w-8" aria-hidden="true" />
        </div>
      )}
      <div className="space-y-2">
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp"
          aria-label={words.file}
          className="sr-only"
          tabIndex={-1}
          onChange={(e) => void onFile(e.target.files?.[0])}
        />
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => input.current?.click()} disabled={busy}>
            {busy && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
            {busy ? 'Uploading...' : imageUrl ? words.change : words.upload}
          </Button>
          {onRemove && imageUrl && !busy && (
            <Button variant="ghost" onClick={onRemove}>
              Remove
            </Button>
          )}
        </div>
        {busy && progress > 0 && (
          <progress value={progress} max={1} aria-label="Upload progress" className="h-2 w-full accent-brand">
            {Math.round(progress * 100)}%
          </progress>
        )}
        <p className="text-xs text-muted">One JPEG, PNG, GIF or WebP image, up to 10 MB.</p>
        {message && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {message}
          </p>
        )}
      </div>
    </div>
  );
}
