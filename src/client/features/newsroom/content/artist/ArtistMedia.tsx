import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { Image as ImageIcon, Music, Trash2 } from 'lucide-react';
import { ImageUpload } from '../../../../components/staff/ImageUpload';
import { Button } from '../../../../components/ui/Button';
import { FormField } from '../../../../components/ui/FormField';
import { toast } from '../../../../components/ui/use-toast';
import { readError } from '../../../../lib/api';
import { useZodForm } from '../../../../lib/use-zod-form';
import { useAddMedia, useArtistMedia, useRemoveMedia, type MediaKind, type MediaRow } from './api';

/** The artist's gallery and music, each a list with an "add" form beneath. */
export function ArtistMedia({ artistId }: { artistId: string }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <MediaSection artistId={artistId} media="gallery" title="Gallery" icon={ImageIcon} />
      <MediaSection artistId={artistId} media="tracks" title="Music tracks" icon={Music} />
    </div>
  );
}

interface SectionProps {
  artistId: string;
  media: MediaKind;
  title: string;
  icon: typeof Music;
}

function MediaSection({ artistId, media, title, icon: Icon }: SectionProps) {
  const rows = useArtistMedia(artistId, media);
  const remove = useRemoveMedia(artistId, media);
  return (
    <section
      aria-labelledby={`${media}-heading`}
      className="space-y-4 rounded-lg border border-rule bg-white p-4 sm:p-6"
    >
      <h2 id={`${media}-heading`} className="flex items-center gap-2 text-xl font-semibold">
        <Icon className="h-5 w-5 text-brand" aria-hidden="true" /> {title}
      </h2>
      {rows.data && rows.data.length === 0 && <p className="text-sm text-muted">Nothing here yet.</p>}
      {rows.data && rows.data.length > 0 && (
        <ul aria-label={title} className="divide-y divide-rule">
          {rows.data.map((row) => (
            <MediaRowItem key={row.id} row={row} onRemove={() => remove.mutate(row.id)} />
          ))}
        </ul>
      )}
      {media === 'gallery' ? <GalleryForm artistId={artistId} /> : <TrackForm artistId={artistId} />}
    </section>
  );
}

function MediaRowItem({ row, onRemove }: { row: MediaRow; onRemove: () => void }) {
  return (
    <li className="flex items-center gap-3 py-2">
      {row.imageUrl && <img src={row.imageUrl} alt="" className="h-12 w-12 rounded object-cover" />}
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">{row.title}</p>
        {row.genre && <p className="text-xs text-muted">{row.genre}</p>}
      </div>
      <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove ${row.title}`}>
        <Trash2 className="h-4 w-4" aria-hidden="true" />
      </Button>
    </li>
  );
}

type Values = Record<string, unknown>;

function useMediaForm(artistId: string, media: MediaKind, defaults: Values) {
  const add = useAddMedia(artistId, media);
  const { form } = useZodForm({
    schema: () =>
      import('../../../../../shared/newsroom/artist-media').then(
        (m) =>
          (media === 'gallery' ? m.galleryItemCreateSchema : m.musicTrackCreateSchema) as z.ZodType<Values, Values>,
      ),
    defaultValues: defaults,
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await add.mutateAsync(values as never);
      form.reset(defaults);
    } catch (error) {
      toast({ variant: 'destructive', title: 'Not added', description: readError(error, 'Please try again.').message });
    }
  });
  const error = (name: string) => {
    const m = form.formState.errors[name]?.message;
    return typeof m === 'string' ? m : undefined;
  };
  return { form, onSubmit, error, pending: add.isPending };
}

function GalleryForm({ artistId }: { artistId: string }) {
  const { form, onSubmit, error, pending } = useMediaForm(artistId, 'gallery', {
    title: '',
    description: null,
    imageUrl: '',
  });
  return (
    <form
      aria-label="Add to gallery"
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      className="space-y-3 border-t border-rule pt-4"
    >
      <FormField label="Work title" error={error('title')} {...form.register('title')} />
      <Controller
        control={form.control}
        name="imageUrl"
        render={({ field }) => (
          <ImageUpload
            label="Work image"
            value={(field.value as string) ?? ''}
            onChange={(img) => field.onChange(img?.imageUrl ?? '')}
            error={error('imageUrl')}
          />
        )}
      />
      <Button type="submit" variant="outline" disabled={pending}>
        Add to gallery
      </Button>
    </form>
  );
}

function TrackForm({ artistId }: { artistId: string }) {
  const { form, onSubmit, error, pending } = useMediaForm(artistId, 'tracks', {
    title: '',
    genre: '',
    audioUrl: '',
    isLocal: true,
  });
  return (
    <form
      aria-label="Add a track"
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      className="space-y-3 border-t border-rule pt-4"
    >
      <FormField label="Track title" error={error('title')} {...form.register('title')} />
      <FormField label="Genre" error={error('genre')} {...form.register('genre')} />
      <FormField
        label="Audio address"
        type="url"
        placeholder="https://"
        error={error('audioUrl')}
        {...form.register('audioUrl')}
      />
      <Button type="submit" variant="outline" disabled={pending}>
        Add track
      </Button>
    </form>
  );
}
