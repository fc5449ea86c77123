import { useRef, useState } from 'react';
import { ImagePlus, Loader2 } from 'lucide-react';
import { Button } from './Button';
import { toast } from './use-toast';
import { UploadRefused, uploadImage } from '../../lib/upload';

interface Props {
  imageUrl: string;
  onUploaded: (imageUrl: string) => void;
  error?: string;
}

/** One image: pick it, it is uploaded at once, and the button then offers to change it. */
export function PhotoUpload({ imageUrl, onUploaded, error }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setProblem(null);
    try {
      onUploaded(await uploadImage(file));
      toast({ title: 'Photo Uploaded', description: 'Your photo is ready. Add the details and submit it.' });
    } catch (err) {
      // Spec 001 section 8: upload failures are logged; a short note says what to do next.
      console.error('photo upload failed', err);
      setProblem(err instanceof UploadRefused ? err.message : 'The photo could not be uploaded. Please try again.');
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  const message = problem ?? error;
  return (
    <div className="rounded-lg border border-dashed border-rule bg-paper p-4 sm:flex sm:items-center sm:gap-5">
      {imageUrl ? (
        <img src={imageUrl} alt="Your uploaded photo" className="mb-3 h-28 w-40 rounded-md object-cover sm:mb-0" />
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
          aria-label="Photo file"
          className="sr-only"
          tabIndex={-1}
          onChange={(e) => void onFile(e.target.files?.[0])}
        />
        <Button variant="outline" onClick={() => input.current?.click()} disabled={busy}>
          {busy && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
          {busy ? 'Uploading...' : imageUrl ? 'Change Photo' : 'Upload Photo'}
        </Button>
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
