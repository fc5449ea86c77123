import { EditorContent, useEditor, type JSONContent } from '@tiptap/react';
import { storyExtensions } from './extensions';
import { EditorToolbar } from './EditorToolbar';

export interface StoryBody {
  doc: JSONContent;
  html: string;
}

interface RichTextEditorProps {
  /** The stored document; HTML is used when there is none yet (an imported or plain-text story). */
  initialDoc?: JSONContent | null;
  initialHtml?: string;
  onChange: (body: StoryBody) => void;
  labelledBy: string;
}

/** The story body: a toolbar over a page-like writing surface styled as the public page is. */
export function RichTextEditor({ initialDoc, initialHtml, onChange, labelledBy }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: storyExtensions,
    content: initialDoc ?? initialHtml ?? '',
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        class: 'story-prose min-h-[24rem] px-5 py-6 outline-none sm:px-10 sm:py-8',
      },
    },
    onUpdate: ({ editor: e }) => onChange({ doc: e.getJSON(), html: e.getHTML() }),
  });
  return (
    <div className="rounded-lg border border-rule bg-white shadow-sm focus-within:border-brand">
      {editor && <EditorToolbar editor={editor} />}
      <EditorContent editor={editor} />
    </div>
  );
}
