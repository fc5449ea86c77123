import { useId, useState } from 'react';
import { NOTE_MAX } from '../../../../../shared/newsroom/workflow';
import { Button } from '../../../../components/ui/Button';
import { inputClasses, selectClasses } from '../../../../components/ui/Input';
import { toast } from '../../../../components/ui/use-toast';
import { readError } from '../../../../lib/api';
import { useAddNote, useAssign, useWorkflow } from './workflow-api';
import { DateTime } from '../../../../components/ui/DateTime';
import { LoadFailed } from '../../../../components/ui/LoadFailed';

/** Who the story is with, and the staff's notes on it (never shown to readers). */
export function WorkflowPanel({ articleId }: { articleId: string }) {
  const workflow = useWorkflow(articleId);
  const assign = useAssign(articleId);
  const addNote = useAddNote(articleId);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const assigneeId = useId();
  const noteId = useId();
  const data = workflow.data;

  const send = async () => {
    if (!note.trim()) {
      setNoteError('Please write the note');
      return;
    }
    try {
      await addNote.mutateAsync(note.trim());
      setNote('');
      setNoteError(null);
    } catch (error) {
      setNoteError(readError(error, 'The note was not saved. Please try again.').message);
    }
  };

  return (
    <section
      aria-labelledby="workflow-heading"
      className="space-y-4 rounded-lg border border-rule bg-white p-4 shadow-sm"
    >
      <h2 id="workflow-heading" className="font-sans text-sm font-semibold tracking-wide uppercase">
        Workflow
      </h2>
      {workflow.isError && (
        <LoadFailed message="The workflow could not be loaded." onRetry={() => void workflow.refetch()} />
      )}
      <div className="space-y-1.5">
        <label htmlFor={assigneeId} className="text-sm font-medium">
          Assigned to
        </label>
        <select
          id={assigneeId}
          className={selectClasses}
          disabled={!data || assign.isPending}
          value={data?.assignee?.id ?? ''}
          onChange={(e) =>
            assign.mutate(e.target.value || null, {
              onSuccess: (next) =>
                toast({ title: next.assignee ? `Assigned to ${next.assignee.name}` : 'Assignment taken off' }),
              onError: (error) =>
                toast({
                  variant: 'destructive',
                  title: 'Not assigned',
                  description: readError(error).message,
                }),
            })
          }
        >
          <option value="">Nobody</option>
          {(data?.staff ?? []).map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-2">
        <h3 className="text-sm font-medium">Internal notes</h3>
        <p className="text-xs text-muted">Only staff see these; readers never do.</p>
        {data && data.notes.length === 0 && <p className="text-sm text-muted">No notes yet.</p>}
        <ol className="space-y-2" aria-label="Notes">
          {(data?.notes ?? []).map((n) => (
            <li key={n.id} className="rounded-md bg-stone-50 p-2 text-sm">
              <p className="text-xs text-muted">
                {n.authorName} · <DateTime value={n.createdAt} />
              </p>
              <p className="break-words whitespace-pre-line">{n.body}</p>
            </li>
          ))}
        </ol>
        <label htmlFor={noteId} className="sr-only">
          New note
        </label>
        <textarea
          id={noteId}
          rows={2}
          maxLength={NOTE_MAX}
          placeholder="A note for the desk"
          aria-invalid={noteError ? true : undefined}
          aria-describedby={noteError ? `${noteId}-error` : undefined}
          className={inputClasses}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
        {noteError && (
          <p id={`${noteId}-error`} className="text-sm font-medium text-red-700">
            {noteError}
          </p>
        )}
        <Button type="button" variant="outline" onClick={() => void send()} disabled={addNote.isPending}>
          Add note
        </Button>
      </div>
    </section>
  );
}
