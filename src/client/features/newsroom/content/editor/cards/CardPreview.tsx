import {
  VIDEO_PROVIDER_NAMES,
  parsePlace,
  parseVideo,
  placeFrameUrl,
  videoFrameUrl,
} from '../../../../../../shared/newsroom/embeds';
import { parseSocialPost } from '../../../../../../shared/newsroom/embed-social';
import { isUploadUrl, variantUrl } from '../../../../../../shared/newsroom/images';
import { socialLabel, type GalleryPicture } from '../../../../../../shared/newsroom/story-blocks';
import type { CardType } from './card-kinds';

type Attrs = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * What a card shows in the editor, close to the public page: the real player or map (not clickable
 * here, so a click selects the card; the preview plays them), the post card, the pictures.
 */
export function CardPreview({ type, attrs }: { type: CardType; attrs: Attrs }) {
  if (type === 'video') {
    const video = parseVideo(str(attrs.url));
    if (!video) return <Missing what="video" />;
    return (
      <Frame
        src={videoFrameUrl(video)}
        title={str(attrs.title) || `Video on ${VIDEO_PROVIDER_NAMES[video.provider]}`}
        ratio="aspect-video"
      />
    );
  }
  if (type === 'map') {
    const place = parsePlace(`${String(attrs.lat)}, ${String(attrs.lon)}`);
    if (!place) return <Missing what="map" />;
    const zoom = typeof attrs.zoom === 'number' ? attrs.zoom : place.zoom;
    return <Frame src={placeFrameUrl({ ...place, zoom })} title={str(attrs.title) || 'Map'} ratio="aspect-[16/9]" />;
  }
  if (type === 'socialPost') {
    const post = parseSocialPost(str(attrs.url));
    if (!post) return <Missing what="post" />;
    return (
      <figure data-embed="social" data-network={post.network} className="!my-0">
        {str(attrs.quote) && (
          <blockquote>
            <p>{str(attrs.quote)}</p>
          </blockquote>
        )}
        <figcaption>
          <a href={post.url} target="_blank" rel="noopener noreferrer">
            {socialLabel(post)}
          </a>
        </figcaption>
      </figure>
    );
  }
  const images = (Array.isArray(attrs.images) ? attrs.images : []) as GalleryPicture[];
  return (
    <figure data-gallery={images.length} className="!my-0">
      <ul>
        {images.map((img, i) => (
          <li key={`${img.src}-${i}`}>
            <img src={isUploadUrl(img.src) ? variantUrl(img.src, 480, 'image/webp') : img.src} alt={img.alt} />
          </li>
        ))}
      </ul>
    </figure>
  );
}

function Frame({ src, title, ratio }: { src: string; title: string; ratio: string }) {
  return (
    <iframe
      src={src}
      title={title}
      loading="lazy"
      tabIndex={-1}
      referrerPolicy="strict-origin-when-cross-origin"
      sandbox="allow-scripts allow-same-origin"
      className={`pointer-events-none block w-full rounded-md border-0 bg-stone-200 ${ratio}`}
    />
  );
}

function Missing({ what }: { what: string }) {
  return (
    <p className="rounded-md bg-red-50 px-3 py-2 font-sans text-sm text-red-800">
      This {what} cannot be shown. Edit it, or remove it.
    </p>
  );
}
