import { useState } from 'react';
import { Tags } from 'lucide-react';
import type { CategoryInput, CategoryItem } from '../../../../shared/newsroom';
import { StaffPage } from '../../../components/staff/StaffLayout';
import { Button } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { FormField } from '../../../components/ui/FormField';
import { Field } from '../../../components/ui/Field';
import { selectClasses } from '../../../components/ui/Input';
import { Skeleton } from '../../../components/ui/Skeleton';
import { toast } from '../../../components/ui/use-toast';
import { readError } from '../../../lib/api';
import { useZodForm } from '../../../lib/use-zod-form';
import { useCategories, useCreateCategory, useDeleteCategory } from './api';
import { CategoryRow } from './CategoryRow';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { CATEGORY_TYPES } from './kind-config';
import { LoadFailed } from '../../../components/ui/LoadFailed';

const TYPE_LABELS: Record<string, string> = {
  article: 'Articles',
  business: 'Businesses',
  event: 'Events',
  deal: 'Deals',
  resource: 'Resources',
  fashion: 'Fashion',
};
const TYPES = Object.values(CATEGORY_TYPES);

/** /admin/categories — the sections stories are filed under, and the other kinds' categories. */
export default function CategoriesPage() {
  return (
    <StaffPage
      title="Categories"
      description="Articles are filed under these. Renaming one moves its stories along; deleting one leaves them as they are."
    >
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <CategoryList />
        <NewCategory />
      </div>
    </StaffPage>
  );
}

function CategoryList() {
  const categories = useCategories();
  const remove = useDeleteCategory();
  const [doomed, setDoomed] = useState<CategoryItem | null>(null);
  if (categories.isPending) return <Skeleton className="h-64 w-full" />;
  if (categories.isError)
    return <LoadFailed message="The categories could not be loaded." onRetry={() => void categories.refetch()} />;
  if (categories.data.length === 0) {
    return (
      <EmptyState icon={Tags} title="No categories yet">
        Add the sections of the magazine, such as News, Food &amp; Dining or Community.
      </EmptyState>
    );
  }
  return (
    <div className="space-y-6">
      {TYPES.map((type) => {
        const rows = categories.data.filter((c) => c.type === type);
        if (rows.length === 0) return null;
        return (
          <section key={type} aria-labelledby={`cat-${type}`} className="rounded-lg border border-rule bg-white">
            <h2 id={`cat-${type}`} className="border-b border-rule px-4 py-3 text-lg font-semibold">
              {TYPE_LABELS[type] ?? type}
            </h2>
            <ul className="divide-y divide-rule">
              {rows.map((c) => (
                <CategoryRow key={c.id} category={c} onDelete={() => setDoomed(c)} />
              ))}
            </ul>
          </section>
        );
      })}
      <ConfirmDeleteDialog
        title={doomed?.name ?? null}
        description="It will no longer be offered in the editor or the filters. Stories filed under it keep their category name, and it cannot be brought back."
        pending={remove.isPending}
        onCancel={() => setDoomed(null)}
        onConfirm={() =>
          doomed &&
          remove.mutate(doomed.id, {
            onSuccess: () => setDoomed(null),
            onError: (error) =>
              toast({
                variant: 'destructive',
                title: 'Not deleted',
                description: readError(error, 'Please try again.').message,
              }),
          })
        }
      />
    </div>
  );
}

function NewCategory() {
  const create = useCreateCategory();
  const defaults: CategoryInput = { name: '', type: 'article', description: '', color: '#1d4ed8' };
  const { form } = useZodForm({
    schema: () => import('../../../../shared/newsroom/categories').then((m) => m.categoryInputSchema),
    defaultValues: defaults,
  });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      toast({ title: 'Category added', description: values.name });
      form.reset(defaults);
    } catch (error) {
      if (readError(error).code === 'CATEGORY_EXISTS') {
        form.setError('name', { message: 'There is already a category with this name' });
        return;
      }
      toast({ variant: 'destructive', title: 'Not added', description: readError(error, 'Please try again.').message });
    }
  });
  return (
    <form
      aria-label="New category"
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      className="space-y-4 self-start rounded-lg border border-rule bg-white p-4"
    >
      <h2 className="text-lg font-semibold">New category</h2>
      <FormField label="Name" error={errors.name?.message} {...form.register('name')} />
      <Field label="For" error={errors.type?.message}>
        {(p) => (
          <select {...p} className={selectClasses} {...form.register('type')}>
            {TYPES.map((t) => (
              <option key={t} value={t}>
                {TYPE_LABELS[t] ?? t}
              </option>
            ))}
          </select>
        )}
      </Field>
      <FormField label="Description (optional)" error={errors.description?.message} {...form.register('description')} />
      <FormField
        label="Colour"
        type="color"
        className="h-11 w-20 p-1"
        error={errors.color?.message}
        {...form.register('color')}
      />
      <Button type="submit" disabled={create.isPending}>
        Add category
      </Button>
    </form>
  );
}
