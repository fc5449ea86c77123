import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { ArticleView } from '../../../../components/article/ArticleView';
import type { FormValues } from '../fields/ContentFields';

interface PreviewDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  values: FormValues;
  /** The story as the editor has it now. */
  html: string | null;
  plainText: string;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** The draft as a reader would see it on the article page, over the editor. */
export function PreviewDialog({ open, onOpenChange, values, html, plainText }: PreviewDialogProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-stone-900/60 data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-2 z-50 flex flex-col overflow-hidden rounded-lg bg-paper shadow-2xl sm:inset-6 data-[state=open]:animate-fade-in"
        >
          <div className="flex items-center justify-between gap-3 border-b border-rule bg-white px-4 py-3">
            <DialogPrimitive.Title className="font-sans text-sm font-semibold">
              Preview <span className="font-normal text-muted">— as readers will see it</span>
            </DialogPrimitive.Title>
            <DialogPrimitive.Close
              aria-label="Close preview"
              className="rounded-md p-1.5 text-muted hover:bg-stone-100 hover:text-ink"
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </DialogPrimitive.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-4 py-10 sm:px-6">
            <ArticleView
              article={{
                title: text(values.title) || 'Untitled story',
                excerpt: text(values.excerpt),
                author: text(values.author) || 'You',
                category: text(values.category),
                city: text(values.city) || 'rochester',
                publishDate: text(values.publishDate) || new Date().toISOString(),
                imageUrl: text(values.imageUrl),
                imageAlt: text(values.imageAlt),
                contentHtml: html,
                content: plainText,
              }}
            />
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
