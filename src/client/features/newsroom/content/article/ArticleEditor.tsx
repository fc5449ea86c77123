import { useId, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useLocation } from 'wouter';
import { Eye, History } from 'lucide-react';
import type { AdminContentItem, EditorDoc } from '../../../../../shared/newsroom';
import { contentEditPath } from '../../../../components/staff/staff-nav';
import { StaffPage } from '../../../../components/staff/StaffLayout';
import { Button } from '../../../../components/ui/Button';
import { toast } from '../../../../components/ui/use-toast';
import { readError } from '../../../../lib/api';
import { useZodForm } from '../../../../lib/use-zod-form';
import { useCreateContent, useSaveContent } from '../api';
import { RichTextEditor, type StoryBody } from '../editor/RichTextEditor';
import type { FormValues } from '../fields/ContentFields';
import { formDefaults, payloadOf } from '../form-values';
import { coverProblem } from '../../../../../shared/newsroom/publish-rules';
import { PublishPanel, SUCCESS_TITLES, publishDateProblem, statusFor, type PublishAction } from '../PublishPanel';
import { ArticleSettings } from './ArticleSettings';
import { SeoSection } from './SeoSection';
import { WorkflowPanel } from './WorkflowPanel';
import { PiecePayment } from '../PiecePayment';
import { PreviewDialog } from './PreviewDialog';
import { RevisionsDialog } from './RevisionsDialog';
import { SaveIndicator } from './SaveIndicator';
import { useAutosave } from './use-autosave';

interface ArticleEditorProps {
  article?: AdminContentItem;
  onCreated: (id: string) => void;
}

const AUTOSAVED = new Set(['draft', 'unpublished']);

/**
 * The article editor: headline, standfirst and the rich-text story on the left; publishing,
 * cover, category and byline on the right. Drafts save themselves a moment after each change.
 */
export default function ArticleEditor({ article, onCreated }: ArticleEditorProps) {
  const [, navigate] = useLocation();
  const bodyLabel = useId();
  const [saved, setSaved] = useState<AdminContentItem | undefined>(article);
  const [pending, setPending] = useState<PublishAction | null>(null);
  const [dialog, setDialog] = useState<'preview' | 'revisions' | null>(null);
  const [version, setVersion] = useState(0);
  const [editorKey, setEditorKey] = useState(0);
  const body = useRef<StoryBody | null>(null);
  const create = useCreateContent('articles');
  const update = useSaveContent('articles');
  // The id as soon as the draft exists, and the first save while it runs: an autosave and a click
  // on Publish at the same moment must not create the article twice.
  const savedId = useRef<string | undefined>(article?.id);
  const creating = useRef<Promise<AdminContentItem> | null>(null);

  const { form } = useZodForm({
    schema: () =>
      import('../../../../../shared/newsroom/content').then(
        (m) => m.contentCreateSchemas.articles as unknown as z.ZodType<FormValues, FormValues>,
      ),
    defaultValues: formDefaults('articles', article, 'rochester'),
  });
  const { control, register, setValue, setError, clearErrors, getValues, formState } = form;
  const publishDate = (useWatch({ control, name: 'publishDate' }) as string | null | undefined) ?? null;

  // Every change of a field or of the story counts as one more version to save.
  const changed = () => setVersion((v) => v + 1);
  const fields = register;
  const bodyPayload = () => (body.current ? { doc: body.current.doc as EditorDoc } : {});

  /** Saves what is on screen; `status` only for the publishing buttons. Creates the draft the first time. */
  const persist = async (values: Record<string, unknown>) => {
    const payload = payloadOf(values);
    if (creating.current) await creating.current.catch(() => undefined);
    if (savedId.current) return update.mutateAsync({ id: savedId.current, body: payload });
    creating.current = create.mutateAsync({ ...payload, status: payload.status ?? 'draft' });
    const created = await creating.current.finally(() => {
      creating.current = null;
    });
    savedId.current = created.id;
    onCreated(created.id);
    navigate(contentEditPath('articles', created.id), { replace: true });
    return created;
  };

  /** Fields the last autosave was refused for: each save answers for them again. */
  const autosaveErrors = useRef<string[]>([]);
  const showAutosaveErrors = (errors: Partial<Record<string, string>>) => {
    const now = new Set(Object.keys(errors));
    const fixed = autosaveErrors.current.filter((path) => !now.has(path));
    if (fixed.length) clearErrors(fixed as never);
    for (const [path, message] of Object.entries(errors)) setError(path, { message });
    autosaveErrors.current = [...now];
  };
  const autosave = useAutosave({
    version,
    enabled: !saved || AUTOSAVED.has(saved.status),
    save: async () => {
      const current = getValues();
      // A draft needs a title before it can be stored.
      if (!String(current.title ?? '').trim()) throw new Error('untitled');
      const { status: _status, ...rest } = current;
      try {
        setSaved(await persist({ ...rest, ...bodyPayload() }));
        // Saved: whatever was refused before has been fixed.
        showAutosaveErrors({});
      } catch (error) {
        showAutosaveErrors(readError(error).fieldErrors);
        throw error;
      }
    },
  });

  const act = (action: PublishAction) => {
    const problem = publishDateProblem(action, publishDate);
    if (problem) {
      setError('publishDate', { message: problem });
      return;
    }
    clearErrors('publishDate');
    setValue('status', statusFor(action, saved?.status ?? null));
    if (action === 'publish' && publishDate && new Date(publishDate).getTime() > Date.now()) {
      setValue('publishDate', new Date().toISOString());
    }
    void form.handleSubmit(
      async (valid) => {
        const cover = coverProblem(valid.imageUrl, valid.imageAlt);
        if (cover) {
          setError('imageAlt', { message: cover });
          return;
        }
        setPending(action);
        try {
          const next = await persist({ ...valid, ...bodyPayload() });
          setSaved(next);
          autosave.markSaved();
          toast({ title: SUCCESS_TITLES[action], description: `“${next.title}”` });
        } catch (error) {
          const failure = readError(error, 'Please try again.');
          for (const [path, message] of Object.entries(failure.fieldErrors)) setError(path, { message });
          toast({ variant: 'destructive', title: 'Not saved', description: failure.message });
        } finally {
          setPending(null);
        }
      },
      () => toast({ variant: 'destructive', title: 'Not saved', description: 'Please correct the marked fields.' }),
    )();
  };

  const restored = (item: AdminContentItem) => {
    setSaved(item);
    form.reset(formDefaults('articles', item, item.city));
    body.current = null;
    setEditorKey((k) => k + 1);
    autosave.markSaved();
  };

  const titleError = formState.errors.title?.message;
  const storyError = formState.errors.doc?.message;
  return (
    <StaffPage
      title={saved ? 'Edit article' : 'New article'}
      actions={
        <>
          <SaveIndicator state={autosave.state} autosaves={!saved || AUTOSAVED.has(saved.status)} />
          <Button variant="outline" onClick={() => setDialog('preview')}>
            <Eye className="h-4 w-4" aria-hidden="true" /> Preview
          </Button>
          {saved && (
            <Button variant="outline" onClick={() => setDialog('revisions')}>
              <History className="h-4 w-4" aria-hidden="true" /> Revisions
            </Button>
          )}
        </>
      }
    >
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_21rem]">
        <form
          aria-label="Article"
          noValidate
          onChange={changed}
          onSubmit={(e) => {
            e.preventDefault();
            act('update');
          }}
          className="min-w-0 space-y-4"
        >
          <div>
            <label htmlFor="article-title" className="sr-only">
              Title
            </label>
            <textarea
              id="article-title"
              rows={1}
              placeholder="Headline"
              aria-invalid={titleError ? true : undefined}
              aria-describedby={titleError ? 'article-title-error' : undefined}
              className="field-sizing-content block w-full resize-none rounded-md border border-transparent bg-transparent px-1 font-serif text-3xl leading-tight font-bold tracking-tight placeholder:text-stone-400 hover:border-rule focus:border-brand focus:bg-white sm:text-4xl"
              {...fields('title')}
            />
            {typeof titleError === 'string' && (
              <p id="article-title-error" className="mt-1 text-sm font-medium text-red-700">
                {titleError}
              </p>
            )}
          </div>
          <div>
            <label htmlFor="article-excerpt" className="text-sm font-medium">
              Excerpt
            </label>
            <textarea
              id="article-excerpt"
              rows={2}
              placeholder="One or two sentences that make people want to read on"
              className="mt-1 block w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-lg text-muted focus:border-brand"
              {...fields('excerpt')}
            />
          </div>
          <p id={bodyLabel} className="text-sm font-medium">
            Story
          </p>
          <RichTextEditor
            key={editorKey}
            initialDoc={(saved?.doc as EditorDoc | undefined) ?? null}
            initialHtml={(saved?.contentHtml as string | undefined) ?? (saved?.content as string | undefined)}
            labelledBy={bodyLabel}
            onChange={(next) => {
              body.current = next;
              if (formState.errors.doc) clearErrors('doc');
              changed();
            }}
          />
          {typeof storyError === 'string' && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {storyError}
            </p>
          )}
        </form>
        <aside aria-label="Publishing" className="space-y-4 xl:sticky xl:top-24 xl:self-start">
          <PublishPanel
            status={saved?.status ?? null}
            isPublic={saved?.isPublic ?? false}
            publishDate={publishDate}
            onPublishDateChange={(iso) => {
              setValue('publishDate', iso, { shouldDirty: true });
              changed();
            }}
            publishDateError={formState.errors.publishDate?.message as string | undefined}
            pending={pending}
            onAction={act}
          />
          {saved && <WorkflowPanel articleId={saved.id} />}
          {saved && <PiecePayment kind="articles" id={saved.id} />}
          <ArticleSettings
            control={control}
            register={register}
            errors={formState.errors}
            onChange={changed}
            takeAltText={(alt) => {
              if (!String(getValues('imageAlt') ?? '').trim()) setValue('imageAlt', alt, { shouldDirty: true });
            }}
          />
          <SeoSection
            control={control}
            register={register}
            errors={formState.errors}
            setSlug={(slug) => setValue('slug', slug, { shouldDirty: true })}
            onChange={changed}
          />
        </aside>
      </div>
      <PreviewDialog
        open={dialog === 'preview'}
        onOpenChange={(o) => setDialog(o ? 'preview' : null)}
        values={getValues()}
        html={body.current?.html ?? (saved?.contentHtml as string | undefined) ?? null}
        plainText={(saved?.content as string | undefined) ?? ''}
      />
      {saved && (
        <RevisionsDialog
          articleId={saved.id}
          open={dialog === 'revisions'}
          onOpenChange={(o) => setDialog(o ? 'revisions' : null)}
          onRestored={restored}
        />
      )}
    </StaffPage>
  );
}
