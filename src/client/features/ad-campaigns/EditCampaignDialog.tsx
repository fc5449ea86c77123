import type { Path } from 'react-hook-form';
import type { CampaignEdit, CampaignView } from '../../../shared/ad-campaigns';
import { isUploadUrl } from '../../../shared/newsroom/images';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { Field } from '../../components/ui/Field';
import { FormAlert } from '../../components/ui/FormField';
import { inputClasses } from '../../components/ui/Input';
import { AdPictureField } from './AdPictureField';
import { useZodForm } from '../../lib/use-zod-form';

type EditValues = Record<Path<CampaignEdit>, string>;

const EDIT_FIELDS: { name: Exclude<Path<CampaignEdit>, 'imageUrl'>; label: string; type?: string }[] = [
  { name: 'title', label: 'Campaign title' },
  { name: 'description', label: 'Description' },
  { name: 'ctaText', label: 'Button text' },
  { name: 'targetUrl', label: 'Target URL', type: 'url' },
  { name: 'backgroundColor', label: 'Background color', type: 'color' },
  { name: 'startDate', label: 'Start date', type: 'date' },
  { name: 'endDate', label: 'End date', type: 'date' },
];

/** A campaign's texts, picture and dates, checked with the shared edit schema; `onSave` throws what the server refused. */
export function EditCampaignDialog({
  campaign,
  onClose,
  onSave,
}: {
  campaign: CampaignView;
  onClose: () => void;
  onSave: (edit: CampaignEdit) => Promise<void>;
}) {
  const defaults: EditValues = {
    ...(Object.fromEntries(EDIT_FIELDS.map((f) => [f.name, String(campaign[f.name] ?? '')])) as EditValues),
    // A picture from another site never showed (the CSP blocks it): the edit starts without it.
    imageUrl: isUploadUrl(campaign.imageUrl) ? campaign.imageUrl : '',
  };
  const { form, formError, setFormError, showFailure, preload } = useZodForm({
    schema: () => import('../../../shared/ad-campaigns').then((m) => m.campaignEditSchema),
    defaultValues: defaults,
  });
  const { errors, isSubmitting } = form.formState;
  const imageUrl = form.watch('imageUrl') ?? '';
  const setImage = (url: string) => form.setValue('imageUrl', url, { shouldDirty: true });

  const submit = form.handleSubmit(async (edit) => {
    setFormError(undefined);
    try {
      await onSave(edit);
    } catch (error) {
      showFailure(error, 'The campaign could not be changed. Please try again.');
    }
  });

  const paid = Boolean(campaign.paidAt) || campaign.state === 'awaiting_payment';
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Edit Campaign"
      description={
        paid
          ? 'A paid campaign keeps its price: you can move its dates but not change its number of days.'
          : 'Changes apply at once.'
      }
    >
      <form
        aria-label="Edit campaign"
        noValidate
        className="grid gap-3 sm:grid-cols-2"
        onFocus={preload}
        onSubmit={(e) => void submit(e)}
      >
        <div className="sm:col-span-2">
          <FormAlert message={formError} />
        </div>
        {EDIT_FIELDS.map((f) => (
          <Field key={f.name} label={f.label} error={errors[f.name]?.message}>
            {(p) => (
              <input {...p} type={f.type ?? 'text'} className={`${inputClasses} h-11`} {...form.register(f.name)} />
            )}
          </Field>
        ))}
        <AdPictureField imageUrl={imageUrl} error={errors.imageUrl?.message} onChange={setImage} />
        <div className="flex justify-end gap-2 sm:col-span-2">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Saving…' : 'Save Changes'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
