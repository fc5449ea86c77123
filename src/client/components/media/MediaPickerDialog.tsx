import { useDeferredValue, useId, useState } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { MediaItem } from '../../../shared/media';
import { Button } from '../ui/Button';
import { inputClasses } from '../ui/Input';
import { Field } from '../ui/Field';
import { readError } from '../../lib/api';
import { useMediaList, useUpdateMedia, type MediaScope } from './media-api';
import { pictureName, thumbnailOf } from './picture-names';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  scope: MediaScope;
  onPick: (item: MediaItem) => void;
  requireAlt?: boolean;
}

/**
 * The media library's picker: search, then choose one picture with the arrow keys or a tap (a group of
 * radio buttons, which screen readers announce as "3 of 12"), then "Use this picture". Where alt text
 * is required, a picture without it asks for it first (staff; saved in the library).
 */
export default function MediaPickerDialog({ open, onOpenChange, scope, onPick, requireAlt }: Props) {
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const list = useMediaList(scope, { q: q || undefined, limit: 48 });
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [alt, setAlt] = useState('');
  const [problem, setProblem] = useState<string>();
  const update = useUpdateMedia();
  const group = useId();
  const items = list.data?.items ?? [];
  const chosen = items.find((i) => i.id === chosenId) ?? null;
  const needsAlt = !!requireAlt && scope === 'staff' && !!chosen && !chosen.altText;

  const use = async () => {
    if (!chosen) return;
    setProblem(undefined);
    if (!needsAlt) return onPick(chosen);
    if (!alt.trim()) return setProblem('Please describe the picture for readers who cannot see it');
    try {
      const saved = await update.mutateAsync({ id: chosen.id, patch: { altText: alt.trim() } });
      onPick({ ...chosen, altText: saved.altText });
    } catch (err) {
      setProblem(readError(err, 'The alt text could not be saved. Please try again.').message);
    }
  };

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-stone-900/50" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed top-[4vh] left-1/2 z-50 flex max-h-[92vh] w-[calc(100%-1.5rem)] max-w-3xl -translate-x-1/2 flex-col rounded-lg bg-white p-4 shadow-xl sm:p-6"
        >
          <DialogPrimitive.Title className="pr-8 font-serif text-2xl font-semibold">
            Choose from library
          </DialogPrimitive.Title>
          <Field label="Search by name or alt text" className="mt-3 space-y-1.5">
            {(p) => (
              <input
                {...p}
                type="search"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                className={`${inputClasses} h-11`}
              />
            )}
          </Field>
          <div className="mt-3 min-h-0 flex-1 overflow-y-auto" aria-busy={list.isFetching}>
            {list.isError ? (
              <p role="alert" className="text-sm font-medium text-red-700">
                {readError(list.error, 'The library could not be loaded. Please try again.').message}
              </p>
            ) : list.isPending ? (
              <p className="text-sm text-muted">Loading pictures…</p>
            ) : items.length === 0 ? (
              <p className="text-sm text-muted">
                {q
                  ? 'No picture matches that search.'
                  : scope === 'own'
                    ? 'Pictures you upload for your ads appear here, to use again.'
                    : 'No pictures yet. Upload one and it appears here.'}
              </p>
            ) : (
              <fieldset>
                <legend className="sr-only">Pictures</legend>
                <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
                  {items.map((item) => (
                    <li key={item.id}>
                      <label className="block cursor-pointer rounded-md border-2 border-transparent p-1 has-[:checked]:border-brand has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand">
                        <input
                          type="radio"
                          name={group}
                          className="sr-only"
                          checked={chosenId === item.id}
                          onChange={() => {
                            setChosenId(item.id);
                            setAlt('');
                            setProblem(undefined);
                          }}
                        />
                        <img
                          src={thumbnailOf(item)}
                          alt=""
                          loading="lazy"
                          className="aspect-[4/3] w-full rounded bg-stone-100 object-cover"
                        />
                        <span className="mt-1 block truncate text-xs">{pictureName(item)}</span>
                      </label>
                    </li>
                  ))}
                </ul>
              </fieldset>
            )}
          </div>
          {needsAlt && (
            <Field
              label="Alt text for this picture"
              error={problem}
              hint="Required: it will be published with the picture."
            >
              {(p) => (
                <input
                  {...p}
                  value={alt}
                  maxLength={300}
                  onChange={(e) => setAlt(e.target.value)}
                  className={`${inputClasses} h-11`}
                />
              )}
            </Field>
          )}
          {problem && !needsAlt && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {problem}
            </p>
          )}
          <div className="mt-4 flex flex-wrap justify-end gap-2">
            <Button variant="ghost" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button onClick={() => void use()} disabled={!chosen || update.isPending}>
              Use this picture
            </Button>
          </div>
          <DialogPrimitive.Close
            aria-label="Close"
            className="absolute top-4 right-4 rounded-md p-1 text-muted hover:bg-stone-100 hover:text-ink"
          >
            <X className="h-5 w-5" aria-hidden="true" />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
