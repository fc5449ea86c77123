import { useState, type ReactNode } from 'react';
import { NodeViewWrapper, type NodeViewProps } from '@tiptap/react';
import { ArrowDown, ArrowUp, GripVertical, Pencil, Trash2 } from 'lucide-react';
import { VIDEO_PROVIDER_NAMES, parseVideo } from '../../../../../../shared/newsroom/embeds';
import { SOCIAL_NETWORK_NAMES, parseSocialPost } from '../../../../../../shared/newsroom/embed-social';
import type { GalleryPicture } from '../../../../../../shared/newsroom/story-blocks';
import { cn } from '../../../../../lib/cn';
import { CARD_KINDS, isCardType, moveBlock, type CardType } from './card-kinds';
import { CardPreview } from './CardPreview';
import { EmbedDialog } from './EmbedDialog';
import { GalleryDialog } from './GalleryDialog';

/** "Video · YouTube", "Social post · Bluesky", "Gallery · 4 pictures". */
function cardLabel(type: CardType, attrs: Record<string, unknown>): string {
  const noun = CARD_KINDS[type].noun;
  const url = typeof attrs.url === 'string' ? attrs.url : '';
  if (type === 'video') {
    const video = parseVideo(url);
    return video ? `${noun} · ${VIDEO_PROVIDER_NAMES[video.provider]}` : noun;
  }
  if (type === 'socialPost') {
    const post = parseSocialPost(url);
    return post ? `${noun} · ${SOCIAL_NETWORK_NAMES[post.network]}` : noun;
  }
  if (type === 'gallery') return `${noun} · ${(attrs.images as unknown[] | undefined)?.length ?? 0} pictures`;
  return `${noun} · OpenStreetMap`;
}

/**
 * A card in the story as the editor shows it: what it is, its preview and caption, and buttons to
 * move it up or down, edit or remove it. It can also be dragged by its handle, or moved with
 * Alt+Up and Alt+Down when selected, and removed with Backspace like any block.
 */
export function StoryCard({ node, editor, getPos, updateAttributes, deleteNode, selected }: NodeViewProps) {
  const [editing, setEditing] = useState(false);
  const type = node.type.name;
  if (!isCardType(type)) return null;
  const attrs = node.attrs as Record<string, unknown>;
  const noun = CARD_KINDS[type].noun.toLowerCase();
  const Icon = CARD_KINDS[type].icon;
  const move = (direction: -1 | 1) => {
    const pos = getPos();
    if (typeof pos === 'number') moveBlock(editor, pos, direction);
  };
  const caption = typeof attrs.caption === 'string' ? attrs.caption : '';

  return (
    <NodeViewWrapper
      data-card={type}
      contentEditable={false}
      className={cn(
        'story-card my-8 rounded-lg border bg-stone-50 font-sans',
        selected ? 'border-brand ring-2 ring-brand/40' : 'border-rule',
      )}
    >
      <div className="flex items-center gap-1 border-b border-rule px-2 py-1">
        <span
          data-drag-handle
          draggable
          title="Drag to move"
          className="grid h-8 w-6 cursor-grab place-items-center text-stone-400 hover:text-ink"
        >
          <GripVertical className="h-4 w-4" aria-hidden="true" />
        </span>
        <Icon className="h-4 w-4 text-brand" aria-hidden="true" />
        <span className="ml-1 min-w-0 flex-1 truncate text-sm font-semibold">{cardLabel(type, attrs)}</span>
        <CardButton label={`Move ${noun} up`} onClick={() => move(-1)}>
          <ArrowUp />
        </CardButton>
        <CardButton label={`Move ${noun} down`} onClick={() => move(1)}>
          <ArrowDown />
        </CardButton>
        <CardButton label={`Edit ${noun}`} onClick={() => setEditing(true)}>
          <Pencil />
        </CardButton>
        <CardButton label={`Remove ${noun}`} onClick={() => deleteNode()}>
          <Trash2 />
        </CardButton>
      </div>
      <div className="p-3">
        <CardPreview type={type} attrs={attrs} />
        {caption && <p className="mt-2 text-sm leading-snug text-muted">{caption}</p>}
      </div>
      {type === 'gallery' ? (
        <GalleryDialog
          open={editing}
          onOpenChange={setEditing}
          initial={{ images: attrs.images as GalleryPicture[], caption: caption || null }}
          onSubmit={(next) => updateAttributes(next)}
        />
      ) : (
        <EmbedDialog
          type={type}
          open={editing}
          onOpenChange={setEditing}
          initial={attrs}
          onSubmit={(next) => updateAttributes(next)}
        />
      )}
    </NodeViewWrapper>
  );
}

function CardButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
      className="grid h-8 w-8 place-items-center rounded-md text-muted hover:bg-brand-soft hover:text-brand [&>svg]:h-4 [&>svg]:w-4"
    >
      {children}
    </button>
  );
}
