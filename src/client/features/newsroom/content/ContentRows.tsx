import { useState } from 'react';
import { Link } from 'wouter';
import type { AdminContentItem, ContentKind } from '../../../../shared/newsroom';
import { contentEditPath } from '../../../components/staff/staff-nav';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { toast } from '../../../components/ui/use-toast';
import { readError } from '../../../lib/api';
import { useDeleteContent } from './api';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { cityName, kindLabel } from './kind-config';
import { StatusBadge } from './StatusBadge';
import { DateTime } from '../../../components/ui/DateTime';

interface ContentRowsProps {
  kind: ContentKind;
  items: AdminContentItem[];
  selected: Set<string>;
  onSelect: (ids: string[], on: boolean) => void;
}

const thumbnail = (item: AdminContentItem) =>
  typeof item.imageUrl === 'string' && item.imageUrl ? item.imageUrl : null;

/** One page of a kind's items: a checkbox, a thumbnail, the title, its state and who last edited it. */
export function ContentRows({ kind, items, selected, onSelect }: ContentRowsProps) {
  const [doomed, setDoomed] = useState<AdminContentItem | null>(null);
  const remove = useDeleteContent(kind);
  const all = items.length > 0 && items.every((i) => selected.has(i.id));
  const some = !all && items.some((i) => selected.has(i.id));
  const confirm = () => {
    if (!doomed) return;
    remove.mutate(doomed.id, {
      onSuccess: () => {
        toast({ title: 'Deleted', description: `“${doomed.title}” is gone.` });
        onSelect([doomed.id], false);
        setDoomed(null);
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Not deleted',
          description: readError(error, 'Please try again.').message,
        }),
    });
  };
  return (
    <>
      <div className="overflow-hidden rounded-lg border border-rule bg-white">
        <label className="flex min-h-11 items-center gap-3 border-b border-rule px-4 py-2 text-sm font-medium">
          <input
            type="checkbox"
            className="h-5 w-5 accent-brand"
            checked={all}
            ref={(el) => {
              if (el) el.indeterminate = some;
            }}
            onChange={(e) =>
              onSelect(
                items.map((i) => i.id),
                e.target.checked,
              )
            }
          />
          Select all on this page
        </label>
        <ul aria-label={kindLabel(kind).plural} className="divide-y divide-rule">
          {items.map((item) => {
            const image = thumbnail(item);
            const title = item.title || 'Untitled';
            return (
              <li
                key={item.id}
                className="flex flex-wrap items-start gap-3 px-4 py-3 sm:flex-nowrap sm:items-center sm:gap-4"
              >
                <input
                  type="checkbox"
                  className="mt-1 h-5 w-5 shrink-0 accent-brand sm:mt-0"
                  aria-label={`Select “${title}”`}
                  checked={selected.has(item.id)}
                  onChange={(e) => onSelect([item.id], e.target.checked)}
                />
                {image ? (
                  <img src={image} alt="" loading="lazy" className="h-12 w-12 shrink-0 rounded object-cover" />
                ) : (
                  <span aria-hidden="true" className="h-12 w-12 shrink-0 rounded bg-paper border border-rule" />
                )}
                <div className="min-w-0 flex-1 basis-40">
                  <Link
                    href={contentEditPath(kind, item.id)}
                    className="break-words font-serif text-lg font-semibold hover:text-brand hover:underline"
                  >
                    {title}
                  </Link>
                  <p className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
                    <StatusBadge status={item.status} isPublic={item.isPublic} />
                    <span>{cityName(item.city)}</span>
                    {typeof item.category === 'string' && item.category && <span>{item.category}</span>}
                    {item.publishDate && <DateTime value={item.publishDate} />}
                    {typeof item.lastEditedBy === 'string' && item.lastEditedBy && (
                      <span>
                        Last edited by {item.lastEditedBy}
                        {typeof item.lastEditedAt === 'string' && (
                          <>
                            , <DateTime value={item.lastEditedAt} />
                          </>
                        )}
                      </span>
                    )}
                  </p>
                </div>
                <div className="flex shrink-0 gap-2">
                  <Link href={contentEditPath(kind, item.id)} className={buttonClasses('outline', 'sm')}>
                    Edit<span className="sr-only"> “{title}”</span>
                  </Link>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-red-700 hover:bg-red-50 hover:text-red-800"
                    onClick={() => setDoomed(item)}
                  >
                    Delete<span className="sr-only"> “{title}”</span>
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
      <ConfirmDeleteDialog
        title={doomed?.title ?? null}
        pending={remove.isPending}
        onConfirm={confirm}
        onCancel={() => setDoomed(null)}
      />
    </>
  );
}
