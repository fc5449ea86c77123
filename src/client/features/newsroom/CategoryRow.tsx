import { useState } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import type { CategoryItem } from '../../../shared/newsroom';
import { Button } from '../../components/ui/Button';
import { Field } from '../../components/ui/Field';
import { inputClasses } from '../../components/ui/Input';
import { toast } from '../../components/ui/use-toast';
import { readError } from '../../lib/api';
import { useRenameCategory } from './api';

/** One category: its colour and name, renamed in place (its stories move along), or deleted. */
export function CategoryRow({ category, onDelete }: { category: CategoryItem; onDelete: () => void }) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(category.name);
  const [error, setError] = useState<string>();
  const rename = useRenameCategory();

  const save = () => {
    const next = name.trim();
    if (!next) return setError('Please give the category a name');
    if (next === category.name) return setEditing(false);
    rename.mutate(
      { id: category.id, name: next },
      {
        onSuccess: () => {
          setEditing(false);
          toast({ title: 'Category renamed', description: `“${category.name}” is now “${next}”.` });
        },
        onError: (e) => {
          const failure = readError(e, 'Please try again.');
          setError(Object.values(failure.fieldErrors)[0] ?? failure.message);
        },
      },
    );
  };

  if (editing) {
    return (
      <li className="px-4 py-3">
        <form
          aria-label={`Rename ${category.name}`}
          noValidate
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            save();
          }}
        >
          <Field label="New name" error={error} className="min-w-0 flex-1 space-y-1.5">
            {(p) => (
              <input
                {...p}
                value={name}
                onChange={(e) => {
                  setName(e.target.value);
                  setError(undefined);
                }}
                className={`${inputClasses} h-10`}
              />
            )}
          </Field>
          <Button type="submit" size="sm" disabled={rename.isPending}>
            {rename.isPending ? 'Saving…' : 'Save'}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setEditing(false);
              setName(category.name);
              setError(undefined);
            }}
          >
            Cancel
          </Button>
        </form>
      </li>
    );
  }
  return (
    <li className="flex items-center gap-3 px-4 py-2.5">
      <span aria-hidden="true" className="h-3 w-3 shrink-0 rounded-full" style={{ backgroundColor: category.color }} />
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words">{category.name}</p>
        {category.description && <p className="truncate text-sm text-muted">{category.description}</p>}
      </div>
      <Button variant="ghost" size="sm" onClick={() => setEditing(true)} aria-label={`Rename ${category.name}`}>
        <Pencil className="h-4 w-4" aria-hidden="true" />
      </Button>
      <Button variant="ghost" size="sm" onClick={onDelete} aria-label={`Delete ${category.name}`}>
        <Trash2 className="h-4 w-4" aria-hidden="true" />
      </Button>
    </li>
  );
}
