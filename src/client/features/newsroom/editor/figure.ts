import Image from '@tiptap/extension-image';

export interface FigureAttrs {
  src: string;
  alt: string;
  /** The caption, kept in the image's `title` as the server's document schema expects. */
  title: string;
}

/**
 * An inline picture: the server's document keeps images as `image` nodes (src, alt, title as the
 * caption), so this is TipTap's Image shown in the editor as a captioned figure, the way the
 * public page prints it. Pasted <figure>s with a <figcaption> come in the same way.
 */
export const Figure = Image.extend({
  parseHTML() {
    return [
      {
        tag: 'figure',
        getAttrs: (element) => {
          const img = element.querySelector('img');
          if (!img?.getAttribute('src')) return false;
          return {
            src: img.getAttribute('src'),
            alt: img.getAttribute('alt') ?? '',
            title: element.querySelector('figcaption')?.textContent?.trim() || img.getAttribute('title') || null,
          };
        },
      },
      { tag: 'img[src]:not([src^="data:"])' },
    ];
  },
  renderHTML({ node }) {
    const { src, alt, title } = node.attrs as Partial<FigureAttrs>;
    const img = ['img', { src, alt: alt ?? '', loading: 'lazy' }] as const;
    return title ? ['figure', {}, img, ['figcaption', {}, title]] : ['figure', {}, img];
  },
}).configure({ inline: false, allowBase64: false });
