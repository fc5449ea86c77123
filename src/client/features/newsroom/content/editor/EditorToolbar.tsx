import { useState, type ReactNode } from 'react';
import { useEditorState, type Editor } from '@tiptap/react';
import { NodeSelection } from '@tiptap/pm/state';
import {
  Bold,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  Pilcrow,
  Quote,
  Redo2,
  Undo2,
} from 'lucide-react';
import { cn } from '../../../../lib/cn';
import { CARD_KINDS } from './cards/card-kinds';
import { EmbedDialog, type EmbedType } from './cards/EmbedDialog';
import { GalleryDialog } from './cards/GalleryDialog';
import { FigureDialog } from './FigureDialog';
import { LinkDialog } from './LinkDialog';

type DialogName = 'link' | 'figure' | 'gallery' | EmbedType;
const EMBEDS: EmbedType[] = ['video', 'map', 'socialPost'];

/** Formatting buttons; each says whether it is on (aria-pressed) where that makes sense. */
export function EditorToolbar({ editor }: { editor: Editor }) {
  const [dialog, setDialog] = useState<DialogName | null>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      paragraph: e.isActive('paragraph'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      link: e.isActive('link'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const opener = (name: DialogName) => (open: boolean) => setDialog(open ? name : null);
  // A new card goes where the cursor is, or after the card that is selected (never in its place).
  const insert = (type: string) => (attrs: Record<string, unknown>) => {
    const { selection } = editor.state;
    const content = { type, attrs };
    if (selection instanceof NodeSelection) chain().insertContentAt(selection.to, content).run();
    else chain().insertContent(content).run();
  };
  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      className="sticky top-16 z-10 flex flex-wrap items-center gap-0.5 rounded-t-lg border-b border-rule bg-white/95 px-2 py-1.5 backdrop-blur"
    >
      <Tool label="Paragraph" pressed={state.paragraph} onClick={() => chain().setParagraph().run()}>
        <Pilcrow />
      </Tool>
      <Tool label="Heading" pressed={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
        <Heading2 />
      </Tool>
      <Tool label="Subheading" pressed={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
        <Heading3 />
      </Tool>
      <Divider />
      <Tool label="Bold" pressed={state.bold} onClick={() => chain().toggleBold().run()}>
        <Bold />
      </Tool>
      <Tool label="Italic" pressed={state.italic} onClick={() => chain().toggleItalic().run()}>
        <Italic />
      </Tool>
      <Tool label="Link" pressed={state.link} onClick={() => setDialog('link')}>
        <Link2 />
      </Tool>
      <Divider />
      <Tool label="Bulleted list" pressed={state.bullet} onClick={() => chain().toggleBulletList().run()}>
        <List />
      </Tool>
      <Tool label="Numbered list" pressed={state.ordered} onClick={() => chain().toggleOrderedList().run()}>
        <ListOrdered />
      </Tool>
      <Tool label="Quote" pressed={state.quote} onClick={() => chain().toggleBlockquote().run()}>
        <Quote />
      </Tool>
      <Tool label="Image" onClick={() => setDialog('figure')}>
        <ImagePlus />
      </Tool>
      {(['gallery', ...EMBEDS] as const).map((type) => {
        const { noun, icon: Icon } = CARD_KINDS[type];
        return (
          <Tool key={type} label={noun} onClick={() => setDialog(type)}>
            <Icon />
          </Tool>
        );
      })}
      <Divider />
      <Tool label="Undo" disabled={!state.canUndo} onClick={() => chain().undo().run()}>
        <Undo2 />
      </Tool>
      <Tool label="Redo" disabled={!state.canRedo} onClick={() => chain().redo().run()}>
        <Redo2 />
      </Tool>
      <LinkDialog editor={editor} open={dialog === 'link'} onOpenChange={opener('link')} />
      <FigureDialog editor={editor} open={dialog === 'figure'} onOpenChange={opener('figure')} />
      <GalleryDialog open={dialog === 'gallery'} onOpenChange={opener('gallery')} onSubmit={insert('gallery')} />
      {EMBEDS.map((type) => (
        <EmbedDialog
          key={type}
          type={type}
          open={dialog === type}
          onOpenChange={opener(type)}
          onSubmit={insert(type)}
        />
      ))}
    </div>
  );
}

interface ToolProps {
  label: string;
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}

function Tool({ label, pressed, disabled, onClick, children }: ToolProps) {
  return (
    <button
      type="button"
      title={label}
      aria-label={label}
      aria-pressed={pressed}
      disabled={disabled}
      // Keep the text selection: a mouse-down on the button would otherwise move focus first.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
      className={cn(
        'grid h-9 w-8 place-items-center rounded-md text-ink hover:bg-brand-soft hover:text-brand disabled:opacity-40',
        '[&>svg]:h-[1.1rem] [&>svg]:w-[1.1rem]',
        pressed && 'bg-brand-soft text-brand',
      )}
    >
      {children}
    </button>
  );
}

const Divider = () => <span aria-hidden="true" className="mx-1 h-6 w-px bg-rule" />;
