import StarterKit from '@tiptap/starter-kit';
import { Figure } from '../../../../../shared/newsroom/story-blocks';
import { cardBlocks } from './cards/card-blocks';

/**
 * What a story may contain, within the server's document schema (rich-text.ts): paragraphs,
 * headings (h2, h3: the page's h1 is the title), bold, italic, links, lists, block quotes, captioned
 * images and the cards (videos, maps, social posts, galleries; shared/newsroom/story-blocks.ts).
 * Code and strike-through are left out: the server would drop them.
 */
export const storyExtensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    strike: false,
    horizontalRule: false,
    underline: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      protocols: ['http', 'https', 'mailto'],
      HTMLAttributes: { rel: 'noopener', target: null },
    },
  }),
  Figure,
  ...cardBlocks,
];
