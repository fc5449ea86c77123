import { useState, type FormEvent } from 'react';
import type { Editor } from '@tiptap/react';
import { Button } from '../../../../components/ui/Button';
import { Dialog } from '../../../../components/ui/Dialog';
import { FormField } from '../../../../components/ui/FormField';

interface LinkDialogProps {
  editor: Editor;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Adds, changes or removes the link on the selected words. Only web and mail addresses are taken. */
export function LinkDialog({ editor, open, onOpenChange }: LinkDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Link" description="Link the selected words to a web page.">
      {open && <LinkForm editor={editor} close={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function LinkForm({ editor, close }: { editor: Editor; close: () => void }) {
  const current = (editor.getAttributes('link').href as string | undefined) ?? '';
  const [href, setHref] = useState(current);
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const url = normaliseUrl(href);
    if (!url) {
      setError('Please enter a web address starting with https:// (or an e-mail address with mailto:).');
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    // With nothing selected, the address itself becomes the linked text.
    if (editor.state.selection.empty && !current)
      chain.insertContent({ type: 'text', text: url, marks: [{ type: 'link', attrs: { href: url } }] }).run();
    else chain.setLink({ href: url }).run();
    close();
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    close();
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <FormField
        label="Web address"
        value={href}
        onChange={(e) => setHref(e.target.value)}
        placeholder="https://"
        error={error}
        autoFocus
      />
      <div className="flex flex-wrap justify-end gap-2">
        {current && (
          <Button variant="ghost" onClick={remove}>
            Remove link
          </Button>
        )}
        <Button type="submit">Apply link</Button>
      </div>
    </form>
  );
}

/** "example.com" becomes https://example.com; anything but http(s) and mailto is refused. */
export function normaliseUrl(input: string): string | null {
  const value = input.trim();
  if (!value) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    if (!['http:', 'https:', 'mailto:'].includes(url.protocol)) return null;
    return url.href;
  } catch {
    return null;
  }
}
