import type { ReactNode } from 'react';
import { PhotoUpload } from '../../components/ui/PhotoUpload';

/** A campaign's optional picture, uploaded for ads; `children` adds other ways to choose one. */
export function AdPictureField({
  imageUrl,
  error,
  onChange,
  children,
}: {
  imageUrl: string;
  error: string | undefined;
  onChange: (url: string) => void;
  children?: ReactNode;
}) {
  return (
    <fieldset className="sm:col-span-2">
      <legend className="mb-2 text-sm font-semibold">Ad picture (optional)</legend>
      <PhotoUpload
        purpose="ad-creative"
        imageUrl={imageUrl}
        error={error}
        onUploaded={onChange}
        onRemove={() => onChange('')}
      />
      {children}
    </fieldset>
  );
}
