import { useRef, useState } from 'react';
import { ImagePlus, Loader2 } from 'lucide-react';
import { Button } from './Button';
import { toast } from './use-toast';
import { MAX_UPLOAD_BYTES, uploadedSchema, uploadUrlSchema } from '../../../shared/submissions';
import { apiRequest, readError } from '../../lib/api';
import { sendFile } from '../../lib/upload';

/** A reader's photo (premium) or an advertiser's ad picture (any verified account). */
type Purpose = 'photo' | 'ad-creative';

const TOO_LARGE = 'Photos can be at most 10 MB.';
const FAILED = 'The photo could not be uploaded. Please try again.';

/**
 * The two-step upload: a one-time address from the server, then the bytes PUT there with their
 * progress; answers the stored image's address.
 */
async function uploadPhoto(file: File, purpose: Purpose, onProgress: (fraction: number) => void): Promise<string> {
  const asked = await apiRequest('POST', '/api/photos/upload-url', purpose === 'photo' ? undefined : { purpose });
  const { uploadURL } = uploadUrlSchema.parse(await asked.json());
  return uploadedSchema.parse(await sendFile('PUT', uploadURL, file, onProgress)).imageUrl;
}

/** What is wrong with a file before it is sent, in words that say what to do. */
function refusal(file: File): string | undefined {
  if (!file.type.startsWith('image/')) return 'Please choose an image file.';
  if (file.size > MAX_UPLOAD_BYTES) return TOO_LARGE;
  return undefined;
}

/** Why an upload failed: the server's words for a refused file, else a note to try again. */
function failureText(err: unknown): string {
  const failure = readError(err, FAILED);
  if (failure.status === 413) return TOO_LARGE;
  return failure.status !== undefined && failure.status < 500 ? failure.message : FAILED;
}

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
    const refused = refusal(file);
    if (refused) {
      setProblem(refused);
      if (input.current) input.current.value = '';
      return;
    }
    setProgress(0);
    setProblem(null);
    try {
      onUploaded(await uploadPhoto(file, purpose, setProgress));
      toast({ title: 'Photo Uploaded', description: words.done });
    } catch (err) {
      // Spec 001 section 8: upload failures are logged; a short note says what to do next.
      console.error('photo upload failed', err);
      setProblem(failureText(err));
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
