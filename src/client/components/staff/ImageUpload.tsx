import { useId, useRef, useState } from 'react';
import { ImagePlus, X } from 'lucide-react';
import type { UploadedImage } from '../../../shared/media';
import { readError } from '../../lib/api';
import { sendFile } from '../../lib/upload';
import { Button } from '../ui/Button';
import { Label } from '../ui/Label';
import { ChooseFromLibrary } from '../media/ChooseFromLibrary';

/** An upload, or a picture chosen from the media library (with the alt text the library holds). */
export type ChosenImage = UploadedImage & { altText?: string | null };

interface ImageUploadProps {
  label: string;
  value: string;
  onChange: (image: ChosenImage | null) => void;
  error?: string;
  /** The picture is published where alt text is required: the library asks for it before it is used. */
  requireAlt?: boolean;
}

const ACCEPT = 'image/jpeg,image/png,image/gif,image/webp';

/** Staff uploads: the raw bytes as the body, the file's name kept for the media library's search. */
export const staffUploadUrl = (file: File) => `/api/admin/uploads?name=${encodeURIComponent(file.name.slice(0, 200))}`;

/** Chooses and uploads one image, with a real progress bar; shows the image once it is stored. */
export function ImageUpload({ label, value, onChange, error, requireAlt }: ImageUploadProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string>();

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setFailure(undefined);
    setProgress(0);
    try {
      onChange(await sendFile<UploadedImage>('POST', staffUploadUrl(file), file, setProgress));
    } catch (err) {
      setFailure(uploadFailure(err));
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  const message = failure ?? error;
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      {value && (
        <div className="relative overflow-hidden rounded-md border border-rule bg-stone-100">
          <img src={value} alt="" className="aspect-video w-full object-cover" />
          <Button
            variant="light"
            size="sm"
            className="absolute top-2 right-2 shadow"
            onClick={() => onChange(null)}
            aria-label={`Remove ${label.toLowerCase()}`}
          >
            <X className="h-4 w-4" aria-hidden="true" /> Remove
          </Button>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={input}
          id={id}
          type="file"
          accept={ACCEPT}
          className="sr-only"
          aria-describedby={message ? `${id}-error` : undefined}
          onChange={(e) => void choose(e.target.files?.[0])}
          disabled={progress !== null}
        />
        <Button variant="outline" size="sm" onClick={() => input.current?.click()} disabled={progress !== null}>
          <ImagePlus className="h-4 w-4" aria-hidden="true" /> {value ? 'Replace image' : 'Upload image'}
        </Button>
        <ChooseFromLibrary
          scope="staff"
          requireAlt={requireAlt}
          onPick={(item) =>
            onChange({
              url: item.url,
              imageUrl: item.url,
              width: item.width ?? 0,
              height: item.height ?? 0,
              variants: item.variants,
              altText: item.altText,
            })
          }
        />
        <span className="text-xs text-muted">JPEG, PNG, GIF or WebP, up to 10 MB</span>
      </div>
      {progress !== null && (
        <div className="space-y-1">
          <progress
            max={1}
            value={progress}
            aria-label={`Uploading ${label.toLowerCase()}`}
            className="h-2 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-brand [&::-webkit-progress-bar]:bg-stone-200 [&::-webkit-progress-value]:bg-brand"
          />
          <p className="text-xs text-muted" aria-live="polite">
            Uploading… {Math.round(progress * 100)}%
          </p>
        </div>
      )}
      {message && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {message}
        </p>
      )}
    </div>
  );
}

function uploadFailure(err: unknown): string {
  const failure = readError(err, 'The image could not be uploaded. Please try again.');
  if (failure.status === 413) return 'That image is too large. Images can be at most 10 MB.';
  if (failure.status === 415) return 'Please upload a JPEG, PNG, GIF or WebP image.';
  if (failure.status === 429) return 'You have uploaded many images recently. Please wait a while.';
  return failure.message;
}
