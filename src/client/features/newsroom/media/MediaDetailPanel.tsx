import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { inputClasses } from '../../../components/ui/Input';
import { toast } from '../../../components/ui/use-toast';
import { apiRequest, readError } from '../../../lib/api';
import { sendFile } from '../../../lib/upload';
import { MEDIA_ROOT, mediaKeys, useMediaItem, useUpdateMedia } from '../../../components/media/media-api';
import type { MediaDetail } from '../../../../shared/media';
import { LoadFailed } from '../../../components/ui/LoadFailed';

const kb = (bytes: number | null) => (bytes === null ? 'unknown size' : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/** One picture: its sizes, alt text, where it is used (with links), replace and delete. */
export function MediaDetailPanel({ id, onDeleted }: { id: string; onDeleted: () => void }) {
  const item = useMediaItem(id);
  if (item.isPending) return <p className="text-sm text-muted">Loading…</p>;
  if (item.isError)
    return (
      <LoadFailed
        message={readError(item.error, 'This picture could not be loaded.').message}
        onRetry={() => void item.refetch()}
      />
    );
  return <Detail key={`${item.data.id}:${item.data.url}`} item={item.data} onDeleted={onDeleted} />;
}

function Detail({ item, onDeleted }: { item: MediaDetail; onDeleted: () => void }) {
  const client = useQueryClient();
  const update = useUpdateMedia();
  const [alt, setAlt] = useState(item.altText ?? '');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const file = useRef<HTMLInputElement>(null);
  const refresh = () => client.invalidateQueries({ queryKey: mediaKeys.all });

  const saveAlt = async () => {
    setProblem(undefined);
    try {
      await update.mutateAsync({ id: item.id, patch: { altText: alt } });
      toast({ title: 'Alt text saved' });
    } catch (err) {
      setProblem(readError(err, 'The alt text could not be saved.').message);
    }
  };
  const replace = async (chosen: File | undefined) => {
    if (!chosen) return;
    setBusy(true);
    setProblem(undefined);
    try {
      const url = `${MEDIA_ROOT}/${encodeURIComponent(item.id)}/file?name=${encodeURIComponent(chosen.name.slice(0, 200))}`;
      await sendFile('PUT', url, chosen);
      toast({ title: 'Picture replaced', description: 'Every place that used it shows the new one.' });
      await refresh();
    } catch (err) {
      setProblem(readError(err, 'The picture could not be replaced.').message);
    } finally {
      setBusy(false);
      if (file.current) file.current.value = '';
    }
  };
  const remove = async () => {
    setProblem(undefined);
    try {
      await apiRequest('DELETE', `${MEDIA_ROOT}/${encodeURIComponent(item.id)}`);
      toast({ title: 'Picture deleted' });
      await refresh();
      onDeleted();
    } catch (err) {
      setProblem(readError(err, 'The picture could not be deleted.').message);
    }
  };

  return (
    <div className="space-y-4">
      <img src={item.url} alt={item.altText ?? ''} className="max-h-64 w-full rounded-md bg-stone-100 object-contain" />
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted">Name</dt>
        <dd className="break-words">{item.name ?? '—'}</dd>
        <dt className="text-muted">Size</dt>
        <dd>
          {item.width && item.height ? `${item.width} × ${item.height} px` : 'drawn by the site'}, {kb(item.bytes)}
        </dd>
        <dt className="text-muted">Web sizes</dt>
        <dd>
          {item.variants.length ? [...new Set(item.variants.map((v) => v.width))].join(', ') + ' px wide' : 'none'}
        </dd>
        <dt className="text-muted">Uploaded by</dt>
        <dd>{item.source === 'demo' ? 'Demo content' : (item.uploadedBy ?? '—')}</dd>
      </dl>
      <Field label="Alt text" hint="What the picture shows, for readers who cannot see it.">
        {(p) => (
          <textarea
            {...p}
            rows={2}
            maxLength={300}
            value={alt}
            onChange={(e) => setAlt(e.target.value)}
            className={inputClasses}
          />
        )}
      </Field>
      <Button size="sm" onClick={() => void saveAlt()} disabled={update.isPending}>
        Save alt text
      </Button>
      <section aria-labelledby="media-used-heading">
        <h2 id="media-used-heading" className="text-base font-semibold">
          Where it is used
        </h2>
        {item.usages.length === 0 ? (
          <p className="text-sm text-muted">Not used anywhere.</p>
        ) : (
          <ul className="mt-1 space-y-1 text-sm">
            {item.usages.map((u) => (
              <li key={`${u.href}:${u.title}`}>
                {u.label}:{' '}
                <Link href={u.href} className="text-brand underline">
                  {u.title || 'Untitled'}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className="flex flex-wrap gap-2">
        <input
          ref={file}
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp"
          aria-label="Replacement picture file"
          className="sr-only"
          tabIndex={-1}
          onChange={(e) => void replace(e.target.files?.[0])}
        />
        <Button variant="outline" size="sm" onClick={() => file.current?.click()} disabled={busy}>
          {busy ? 'Replacing…' : 'Replace'}
        </Button>
        <Button variant="outline" size="sm" onClick={() => void remove()}>
          Delete
        </Button>
      </div>
      {problem && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}
