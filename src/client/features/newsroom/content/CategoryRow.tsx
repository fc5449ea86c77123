import { useState } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import type { CategoryItem } from '../../../../shared/newsroom';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { inputClasses } from '../../../components/ui/Input';
import { toast } from '../../../components/ui/use-toast';
import { FormAlert } from '../../../components/ui/FormField';
import { useZodForm } from '../../../lib/use-zod-form';
import { useRenameCategory } from './api';

/** One category: its colour and name, renamed in place (its stories move along), or deleted. */
export function CategoryRow({ category, onDelete }: { category: CategoryItem; onDelete: () => void }) {
  const [editing, setEditing] = useState(false);
  const rename = useRenameCategory();
  const { form, formError, setFormError, showFailure, preload } = useZodForm({
    schema: () =>
      import('../../../../shared/newsroom/categories').then((m) => m.categoryInputSchema.pick({ name: true })),
    defaultValues: { name: category.name },
  });
  const stopEditing = () => {
    setEditing(false);
    setFormError(undefined);
    form.reset({ name: category.name });
  };

  const save = form.handleSubmit(async ({ name }) => {
    setFormError(undefined);
    if (name === category.name) return stopEditing();
    try {
      await rename.mutateAsync({ id: category.id, name });
      setEditing(false);
      toast({ title: 'Category renamed', description: `“${category.name}” is now “${name}”.` });
    } catch (error) {
      showFailure(error, 'Please try again.');
    }
  });

  if (editing) {
    return (
      <li className="px-4 py-3">
        <form
          aria-label={`Rename ${category.name}`}
          noValidate
          className="flex flex-wrap items-end gap-2"
          onFocus={preload}
          onSubmit={(e) => void save(e)}
        >
          {formError && (
            <div className="w-full">
              <FormAlert message={formError} />
            </div>
          )}
          <Field label="New name" error={form.formState.errors.name?.message} className="min-w-0 flex-1 space-y-1.5">
            {(p) => <input {...p} className={`${inputClasses} h-10`} {...form.register('name')} />}
          </Field>
          <Button type="submit" size="sm" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? 'Saving…' : 'Save'}
          </Button>
          <Button variant="ghost" size="sm" onClick={stopEditing}>
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
