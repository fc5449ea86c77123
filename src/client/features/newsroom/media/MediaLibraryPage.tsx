import { useDeferredValue, useState } from 'react';
import { StaffPage } from '../../../components/staff/StaffLayout';
import { ImageUpload } from '../../../components/staff/ImageUpload';
import { Field } from '../../../components/ui/Field';
import { inputClasses } from '../../../components/ui/Input';
import { readError } from '../../../lib/api';
import { useQueryClient } from '@tanstack/react-query';
import { mediaKeys, useMediaList } from '../../../components/media/media-api';
import { pictureName, thumbnailOf } from '../../../components/media/picture-names';
import { MediaDetailPanel } from './MediaDetailPanel';
import { LoadFailed } from '../../../components/ui/LoadFailed';

/** /admin/media — every picture the site holds: search, unused ones, and one picture's details. */
export default function MediaLibraryPage() {
  const [search, setSearch] = useState('');
  const [unused, setUnused] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);
  const q = useDeferredValue(search.trim());
  const list = useMediaList('staff', { q: q || undefined, unused: unused || undefined, limit: 96 });
  const client = useQueryClient();
  const items = list.data?.items ?? [];

  return (
    <StaffPage title="Media library" description="Every picture on the site, its sizes, alt text and where it is used.">
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-4">
          <ImageUpload
            label="Upload a picture"
            value=""
            onChange={() => void client.invalidateQueries({ queryKey: mediaKeys.all })}
          />
          <div className="flex flex-wrap items-end gap-4">
            <Field label="Search by name or alt text" className="min-w-0 flex-1 space-y-1.5">
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
            <label className="flex h-11 items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="h-4 w-4 accent-brand"
                checked={unused}
                onChange={(e) => setUnused(e.target.checked)}
              />
              Only unused pictures
            </label>
          </div>
          {list.isError && (
            <LoadFailed
              message={readError(list.error, 'The library could not be loaded.').message}
              onRetry={() => void list.refetch()}
            />
          )}
          <p className="text-sm text-muted" aria-live="polite">
            {list.data ? `${list.data.total} ${list.data.total === 1 ? 'picture' : 'pictures'}` : 'Loading…'}
          </p>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
            {items.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  aria-pressed={selected === item.id}
                  onClick={() => setSelected(item.id)}
                  className="block w-full rounded-md border-2 border-transparent p-1 text-left aria-pressed:border-brand"
                >
                  <img
                    src={thumbnailOf(item)}
                    alt=""
                    loading="lazy"
                    className="aspect-[4/3] w-full rounded bg-stone-100 object-cover"
                  />
                  <span className="mt-1 block truncate text-xs">{pictureName(item)}</span>
                  <span className="block text-xs text-muted">
                    {item.usageCount === 0
                      ? 'Unused'
                      : `Used in ${item.usageCount} ${item.usageCount === 1 ? 'place' : 'places'}`}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </div>
        <aside
          aria-label="Picture details"
          className="rounded-lg border border-rule p-4 lg:sticky lg:top-24 lg:self-start"
        >
          {selected ? (
            <MediaDetailPanel id={selected} onDeleted={() => setSelected(null)} />
          ) : (
            <p className="text-sm text-muted">Choose a picture to see its sizes, alt text and where it is used.</p>
          )}
        </aside>
      </div>
    </StaffPage>
  );
}
