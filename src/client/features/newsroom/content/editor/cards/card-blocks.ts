import { ReactNodeViewRenderer } from '@tiptap/react';
import { GalleryBlock, MapBlock, SocialPostBlock, VideoBlock } from '../../../../../../shared/newsroom/story-blocks';
import { moveSelectedCard } from './card-kinds';
import { StoryCard } from './StoryCard';

/** The story's cards as the server defines them, drawn in the editor by StoryCard. */
export const cardBlocks = [VideoBlock, MapBlock, SocialPostBlock, GalleryBlock].map((block) =>
  block.extend({
    addNodeView() {
      return ReactNodeViewRenderer(StoryCard);
    },
    addKeyboardShortcuts() {
      return {
        'Alt-ArrowUp': () => moveSelectedCard(this.editor, this.name, -1),
        'Alt-ArrowDown': () => moveSelectedCard(this.editor, this.name, 1),
      };
    },
  }),
);
