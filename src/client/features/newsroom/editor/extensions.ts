import StarterKit from '@tiptap/starter-kit';
import { Figure } from './figure';

/**
 * What a story may contain, within the server's document schema (ARTICLE_NODES): paragraphs,
 * headings (h2, h3: the page's h1 is the title), bold, italic, links, lists, block quotes and
 * captioned images. Code and strike-through are left out: the server would drop them.
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
];
