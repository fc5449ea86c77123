import { useState } from 'react';
import { X } from 'lucide-react';
import { ImageUpload } from '../../../../components/staff/ImageUpload';

/** A list of images: each uploaded one is added; any can be taken out again. */
export function ImageListInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string[] | undefined;
  onChange: (urls: string[]) => void;
}) {
  const urls = value ?? [];
  const [round, setRound] = useState(0);
  return (
    <div className="space-y-3">
      {urls.length > 0 && (
        <ul aria-label={label} className="grid grid-cols-3 gap-2 sm:grid-cols-4">
          {urls.map((url, i) => (
            <li key={`${url}-${i}`} className="relative">
              <img src={url} alt="" className="aspect-square w-full rounded-md object-cover" />
              <button
                type="button"
                onClick={() => onChange(urls.filter((_, j) => j !== i))}
                className="absolute top-1 right-1 grid h-7 w-7 place-items-center rounded-full bg-white/90 text-ink shadow hover:text-red-700"
                aria-label={`Remove image ${i + 1}`}
              >
                <X className="h-4 w-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <ImageUpload
        key={round}
        label={`Add to ${label.toLowerCase()}`}
        value=""
        onChange={(img) => {
          if (img) onChange([...urls, img.imageUrl]);
          setRound((r) => r + 1);
        }}
      />
    </div>
  );
}
