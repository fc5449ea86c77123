import { useState, type ReactNode } from 'react';
import type { Path } from 'react-hook-form';
import { CITIES, CITY_LABELS } from '../../../../shared/cities';
import type { SiteSettingsAnswer } from '../../../../shared/site-settings';
import { SOCIAL_LABELS, SOCIAL_NETWORKS, type SiteSettings } from '../../../../shared/site-settings-defaults';
import { ImageUpload } from '../../../components/staff/ImageUpload';
import { Button } from '../../../components/ui/Button';
import { DateTime } from '../../../components/ui/DateTime';
import { Field } from '../../../components/ui/Field';
import { FormAlert, FormField } from '../../../components/ui/FormField';
import { inputClasses, selectClasses } from '../../../components/ui/Input';
import { CORRECT_THE_FIELDS, useZodForm } from '../../../lib/use-zod-form';
import { useSaveSiteSettings } from './api';
import { FooterPreview } from './FooterPreview';

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const id = `settings-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="space-y-4 rounded-lg border border-rule bg-white p-4 sm:p-5">
      <div>
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {hint && <p className="text-sm text-muted">{hint}</p>}
      </div>
      {children}
    </section>
  );
}

/** The settings form: sections, field errors beside their fields, the save state and a live footer preview. */
export function SettingsForm({ answer }: { answer: SiteSettingsAnswer }) {
  const save = useSaveSiteSettings();
  const [saved, setSaved] = useState(false);
  const {
    form,
    formError: alert,
    setFormError: setAlert,
    showFailure,
  } = useZodForm({
    schema: () => import('../../../../shared/site-settings').then((m) => m.siteSettingsSchema),
    defaultValues: answer.settings,
  });
  const { errors, isDirty } = form.formState;
  const values = form.watch();
  const textarea = (name: Path<SiteSettings>, rows: number) => (p: object) => (
    <textarea {...p} rows={rows} className={`${inputClasses} resize-y`} {...form.register(name)} />
  );

  const onSubmit = form.handleSubmit(
    async (settings) => {
      setAlert(undefined);
      setSaved(false);
      try {
        const next = await save.mutateAsync(settings);
        form.reset(next.settings);
        setSaved(true);
      } catch (error) {
        showFailure(error, 'The settings could not be saved. Please try again.');
      }
    },
    () => {
      setSaved(false);
      setAlert(CORRECT_THE_FIELDS);
    },
  );

  return (
    <form
      aria-label="Site settings"
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]"
    >
      <div className="min-w-0 space-y-6">
        <Section title="Site">
          <FormField label="Site name" error={errors.siteName?.message} {...form.register('siteName')} />
          <ImageUpload
            label="Logo"
            value={values.logoUrl ?? ''}
            error={errors.logoUrl?.message}
            onChange={(image) => form.setValue('logoUrl', image?.imageUrl ?? null, { shouldDirty: true })}
          />
          <Field
            label="Default city"
            hint="The edition a visitor sees before choosing one."
            error={errors.defaultCity?.message}
          >
            {(p) => (
              <select {...p} className={selectClasses} {...form.register('defaultCity')}>
                {CITIES.map((city) => (
                  <option key={city} value={city}>
                    {CITY_LABELS[city]}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </Section>
        <Section title="Contact details" hint="Shown in the footer, on the About page and on the Contact page.">
          <FormField
            label="Contact e-mail"
            type="email"
            error={errors.contactEmail?.message}
            {...form.register('contactEmail')}
          />
          <FormField label="Phone" type="tel" error={errors.contactPhone?.message} {...form.register('contactPhone')} />
          <Field label="Address" hint="One line of the footer per line." error={errors.address?.message}>
            {textarea('address', 3)}
          </Field>
        </Section>
        <Section
          title="Social links"
          hint="The footer links to each account given here; leave a network empty to hide it."
        >
          {SOCIAL_NETWORKS.map((network) => (
            <FormField
              key={network}
              label={SOCIAL_LABELS[network]}
              type="url"
              placeholder="https://"
              error={errors.social?.[network]?.message}
              {...form.register(`social.${network}`)}
            />
          ))}
        </Section>
        <Section title="About page" hint="A blank line starts a new paragraph.">
          <Field label="Our Mission" error={errors.aboutMission?.message}>
            {textarea('aboutMission', 5)}
          </Field>
          <Field label="Our Story" error={errors.aboutStory?.message}>
            {textarea('aboutStory', 5)}
          </Field>
        </Section>
        <Section
          title="E-mail"
          hint="The address mail is sent from stays the one set in MAIL_FROM, which the mail provider has authorised."
        >
          <FormField
            label="Sender name"
            hint="Empty: the name in MAIL_FROM."
            error={errors.mailSenderName?.message}
            {...form.register('mailSenderName')}
          />
          <FormField
            label="Reply-to address"
            type="email"
            hint="Empty: replies go to the sending address."
            error={errors.mailReplyTo?.message}
            {...form.register('mailReplyTo')}
          />
        </Section>
      </div>
      <div className="min-w-0 space-y-4 xl:sticky xl:top-24 xl:self-start">
        <FooterPreview settings={values} />
        <FormAlert message={alert} />
        {saved && !isDirty && (
          <FormAlert tone="success" message="Settings saved. Readers see them on their next page." />
        )}
        <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
          {save.isPending ? 'Saving…' : 'Save settings'}
        </Button>
        {isDirty && <p className="text-sm text-muted">You have unsaved changes.</p>}
        {answer.updatedAt && (
          <p className="text-sm text-muted">
            Last saved <DateTime value={answer.updatedAt} />
            {answer.updatedBy ? ` by ${answer.updatedBy}` : ''}.
          </p>
        )}
      </div>
    </form>
  );
}
