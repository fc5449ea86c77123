import { useState, type FormEvent } from 'react';
import {
  DEFAULT_MAP_ZOOM,
  EMBED_LIMITS,
  EMBED_MESSAGES,
  parsePlace,
  parseVideo,
  videoPageUrl,
} from '../../../../../../shared/newsroom/embeds';
import { parseSocialPost } from '../../../../../../shared/newsroom/embed-social';
import { Button } from '../../../../../components/ui/Button';
import { Dialog } from '../../../../../components/ui/Dialog';
import { Field } from '../../../../../components/ui/Field';
import { FormField } from '../../../../../components/ui/FormField';
import { inputClasses, selectClasses } from '../../../../../components/ui/Input';

export type EmbedType = 'video' | 'map' | 'socialPost';
type Attrs = Record<string, unknown>;

interface EmbedDialogProps {
  type: EmbedType;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The card's attributes when it is edited; none to insert a new one. */
  initial?: Attrs;
  onSubmit: (attrs: Attrs) => void;
}

const TEXT: Record<EmbedType, { title: string; description: string; address: string; hint: string }> = {
  video: {
    title: 'Video',
    description: 'A YouTube or Vimeo video, played from YouTube’s no-cookie player or Vimeo’s, in the story.',
    address: 'Video address',
    hint: 'The address of the video’s page, its share link or its embed code.',
  },
  map: {
    title: 'Map',
    description: 'An OpenStreetMap map with a marker on the place.',
    address: 'Place',
    hint: 'Latitude and longitude (43.1566, -77.6088), or a link to the place on OpenStreetMap or Google Maps.',
  },
  socialPost: {
    title: 'Social post',
    description: 'A card that quotes the post and links to it. The network’s own script never loads on our pages.',
    address: 'Post address',
    hint: 'Open the post on Bluesky, Mastodon, X, Instagram or Threads and copy its address.',
  },
};

const ZOOMS = [
  [18, 'A building'],
  [16, 'A street'],
  [14, 'A neighbourhood'],
  [12, 'A town'],
  [10, 'A region'],
] as const;
const nearestZoom = (z: number) => ZOOMS.reduce((best, [v]) => (Math.abs(v - z) < Math.abs(best - z) ? v : best), 16);

/** Inserts or edits a video, map or social post card: what to show, read as the server reads it. */
export function EmbedDialog({ type, open, onOpenChange, initial, onSubmit }: EmbedDialogProps) {
  const text = TEXT[type];
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={initial ? `Edit ${text.title.toLowerCase()}` : `Insert ${text.title.toLowerCase()}`}
      description={text.description}
    >
      {open && (
        <EmbedForm
          type={type}
          initial={initial}
          onSubmit={(attrs) => {
            onSubmit(attrs);
            onOpenChange(false);
          }}
        />
      )}
    </Dialog>
  );
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const optional = (v: string) => v.trim() || null;

function startingAddress(type: EmbedType, initial?: Attrs): string {
  if (!initial) return '';
  if (type === 'map') return initial.lat != null && initial.lon != null ? `${initial.lat}, ${initial.lon}` : '';
  return str(initial.url);
}

function EmbedForm({ type, initial, onSubmit }: { type: EmbedType; initial?: Attrs; onSubmit: (a: Attrs) => void }) {
  const text = TEXT[type];
  const [address, setAddress] = useState(startingAddress(type, initial));
  const [title, setTitle] = useState(str(initial?.title));
  const [caption, setCaption] = useState(str(initial?.caption));
  const [quote, setQuote] = useState(str(initial?.quote));
  const [zoom, setZoom] = useState<number>(nearestZoom(Number(initial?.zoom ?? DEFAULT_MAP_ZOOM)));
  const [error, setError] = useState<string>();

  const attrsOf = (): Attrs | string => {
    if (type === 'video') {
      const video = parseVideo(address);
      if (!video) return EMBED_MESSAGES.video;
      return { url: videoPageUrl(video), title: optional(title), caption: optional(caption) };
    }
    if (type === 'map') {
      const place = parsePlace(address);
      if (!place) return EMBED_MESSAGES.map;
      return { lat: place.lat, lon: place.lon, zoom, title: optional(title), caption: optional(caption) };
    }
    const post = parseSocialPost(address);
    if (!post) return EMBED_MESSAGES.social;
    return { url: post.url, quote: optional(quote) };
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const attrs = attrsOf();
    if (typeof attrs === 'string') return setError(attrs);
    onSubmit(attrs);
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <FormField
        label={text.address}
        value={address}
        onChange={(e) => {
          setAddress(e.target.value);
          setError(undefined);
          // A pasted map link says how close it was: start there.
          const place = type === 'map' && /^\s*\S*[/:]/.test(e.target.value) ? parsePlace(e.target.value) : null;
          if (place) setZoom(nearestZoom(place.zoom));
        }}
        error={error}
        hint={text.hint}
        autoComplete="off"
        spellCheck={false}
        maxLength={2000}
      />
      {type === 'map' && (
        <Field label="Show">
          {(p) => (
            <select {...p} value={zoom} onChange={(e) => setZoom(Number(e.target.value))} className={selectClasses}>
              {ZOOMS.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      {type === 'socialPost' ? (
        <Field label="The post’s words (optional)" hint="Quoted in the card, as the post says them.">
          {(p) => (
            <textarea
              {...p}
              rows={3}
              value={quote}
              maxLength={EMBED_LIMITS.quote}
              onChange={(e) => setQuote(e.target.value)}
              className={inputClasses}
            />
          )}
        </Field>
      ) : (
        <>
          <FormField
            label="Title for screen readers (optional)"
            hint={type === 'video' ? 'What the video is, in a few words.' : 'What the map shows, in a few words.'}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            maxLength={EMBED_LIMITS.title}
          />
          <FormField
            label="Caption (optional)"
            value={caption}
            onChange={(e) => setCaption(e.target.value)}
            maxLength={EMBED_LIMITS.caption}
          />
        </>
      )}
      <div className="flex justify-end">
        <Button type="submit">{initial ? 'Save' : `Insert ${text.title.toLowerCase()}`}</Button>
      </div>
    </form>
  );
}
