import { Link } from 'wouter';
import { REVIEW_KIND_LABELS, subtypeLabel, withIndefiniteArticle, type ReviewItem } from '../../../../shared/review';
import { reviewDecisionFormSchema, type DecisionResult } from '../../../../shared/review-decision';
import { Card } from '../../../components/ui/Card';
import { Field } from '../../../components/ui/Field';
import { PhotoUpload } from '../../../components/ui/PhotoUpload';
import { inputClasses, selectClasses } from '../../../components/ui/Input';
import { toast } from '../../../components/ui/use-toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useDecision } from './api';
import { EDIT_FIELDS, initialValue } from './edit-fields';
import { DecisionBar } from './DecisionBar';
import { PayoutFields } from '../../../components/staff/PayoutFields';
import { DateTime } from '../../../components/ui/DateTime';

const sentenceStart = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function announce(result: DecisionResult) {
  if (result.publishedAs) {
    toast({
      title: 'Approved and published',
      description: 'It is live on the site now.',
      link: { label: 'View it', href: result.publishedAs.url },
    });
  } else if (result.draft) {
    toast({
      title: 'Approved',
      description: `${sentenceStart(withIndefiniteArticle(result.draft.kind))} draft waits in the newsroom for the missing details.`,
    });
  } else {
    toast({
      title: result.status === 'rejected' ? 'Rejected' : 'Approved',
      description: 'The sender has been told by e-mail.',
    });
  }
}

/** One item in full, its edit form and the decision, with the a and r shortcuts. */
export function ReviewItemDetail({ item, onDecided }: { item: ReviewItem; onDecided: () => void }) {
  const fields = EDIT_FIELDS[item.kind];
  const initial = Object.fromEntries(fields.map((f) => [f.name, initialValue(item.details, f)]));
  const decision = useDecision();
  const pending = item.stage === 'pending';
  const { form, formError, setFormError, showFailure, preload } = useZodForm({
    // Loaded already: the desk's api.ts and DecisionBar import the same module.
    schema: () => Promise.resolve(reviewDecisionFormSchema),
    defaultValues: { decision: 'approve', note: '', edits: initial, payout: { amount: '', reason: '' } },
  });
  const { errors } = form.formState;
  const [pay, imageUrl] = form.watch(['payout', 'edits.imageUrl']);

  const submit = form.handleSubmit(async ({ edits, ...body }) => {
    setFormError(undefined);
    const changed = Object.fromEntries(Object.entries(edits).filter(([name, value]) => value !== initial[name]));
    try {
      announce(await decision.mutateAsync({ kind: item.kind, id: item.id, body: { ...body, edits: changed } }));
      onDecided();
    } catch (error) {
      showFailure(error, 'The decision could not be saved. Please try again.');
    }
  });
  const decide = (choice: 'approve' | 'reject') => {
    if (!pending || form.formState.isSubmitting) return;
    form.setValue('decision', choice);
    void submit();
  };
  const canReject = () => {
    form.setValue('decision', 'reject');
    return form.trigger('note', { shouldFocus: true });
  };

  return (
    <Card className="space-y-5 p-5 sm:p-6">
      <header className="space-y-1">
        <p className="text-xs font-semibold tracking-wide text-muted uppercase">
          {[REVIEW_KIND_LABELS[item.kind], subtypeLabel(item.subtype), item.city].filter(Boolean).join(' · ')}
        </p>
        <h2 className="font-serif text-2xl font-semibold">{item.title}</h2>
        <p className="text-sm text-muted">
          Sent by {item.submitterName ?? 'a reader'}
          {item.submitterEmail && ` (${item.submitterEmail})`} on <DateTime value={item.submittedAt} />
        </p>
      </header>
      {item.imageUrl && (
        <img
          src={item.imageUrl}
          alt={`Photo sent with “${item.title}”`}
          className="max-h-96 w-full rounded-md bg-paper object-contain"
        />
      )}
      {item.body && <div className="text-base leading-relaxed whitespace-pre-line">{item.body}</div>}
      <details className="rounded-md border border-rule p-3 text-sm">
        <summary className="cursor-pointer font-medium">Every stored field</summary>
        <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[10rem_1fr]">
          {Object.entries(item.details)
            .filter(([, v]) => v !== null && v !== '')
            .map(([k, v]) => (
              <div key={k} className="contents">
                <dt className="text-muted">{k}</dt>
                <dd className="break-words">{typeof v === 'string' ? v : JSON.stringify(v)}</dd>
              </div>
            ))}
        </dl>
      </details>

      {item.reviewedAt && (
        <p className="rounded-md bg-paper p-3 text-sm">
          {item.stage === 'rejected' ? 'Rejected' : 'Approved'} by {item.reviewedByName ?? 'staff'} on{' '}
          <DateTime value={item.reviewedAt} />
          {item.reviewNotes && `: “${item.reviewNotes}”`}
          {item.publishedAs && (
            <>
              {' '}
              <Link href={item.publishedAs.url} className="font-semibold text-brand underline">
                View it
              </Link>
            </>
          )}
        </p>
      )}

      {pending && (
        <form
          className="space-y-4"
          aria-label="Decision"
          noValidate
          onFocus={preload}
          onSubmit={(e) => {
            e.preventDefault();
            decide('approve');
          }}
        >
          <details className="rounded-md border border-rule p-3">
            <summary className="cursor-pointer text-sm font-medium">Edit before deciding</summary>
            <div className="mt-3 grid gap-3 sm:grid-cols-2">
              {fields.some((f) => f.name === 'imageUrl') && (
                <div className="sm:col-span-2">
                  <PhotoUpload
                    imageUrl={imageUrl ?? ''}
                    onUploaded={(url) => form.setValue('edits.imageUrl', url, { shouldDirty: true })}
                  />
                </div>
              )}
              {fields.map((f) => (
                <div key={f.name} className={f.kind === 'textarea' ? 'sm:col-span-2' : undefined}>
                  <Field label={f.label} error={errors.edits?.[f.name]?.message}>
                    {(p) => {
                      const common = { ...p, ...form.register(`edits.${f.name}`) };
                      if (f.kind === 'textarea') return <textarea {...common} rows={5} className={inputClasses} />;
                      if (f.kind === 'select') {
                        return (
                          <select {...common} className={selectClasses}>
                            {/* A value the sender left out stays out unless staff choose one. */}
                            {!initial[f.name] && <option value="">Not given</option>}
                            {f.options?.map((o) => (
                              <option key={o.value} value={o.value}>
                                {o.label}
                              </option>
                            ))}
                          </select>
                        );
                      }
                      return (
                        <input
                          {...common}
                          type={f.kind === 'date' ? 'date' : 'text'}
                          className={`${inputClasses} h-11`}
                        />
                      );
                    }}
                  </Field>
                </div>
              ))}
            </div>
          </details>
          {item.earnsAs && (
            <PayoutFields
              kind={item.earnsAs}
              value={pay}
              onChange={(next) => form.setValue('payout', next)}
              errors={{ amount: errors.payout?.amount?.message, reason: errors.payout?.reason?.message }}
            />
          )}
          <DecisionBar
            title={item.title}
            note={form.register('note')}
            noteError={errors.note?.message}
            onSavedReply={(text) => form.setValue('note', text)}
            canReject={canReject}
            onDecide={decide}
            busy={form.formState.isSubmitting}
            error={formError}
          />
        </form>
      )}
    </Card>
  );
}
