import { useEffect, useRef, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Check, Loader2, X } from 'lucide-react';
import { SAVED_REPLIES } from '../../../../shared/review-decision';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { inputClasses, selectClasses } from '../../../components/ui/Input';
import { useShortcuts } from './use-shortcuts';

type Choice = 'approve' | 'reject';

interface DecisionBarProps {
  title: string;
  /** The note's textarea, registered on the decision form. */
  note: UseFormRegisterReturn;
  noteError?: string;
  /** Fills the note with a saved reply. */
  onSavedReply: (text: string) => void;
  /** Checks that a rejection could go now (it has a note), showing the note's error if not. */
  canReject: () => Promise<boolean>;
  onDecide: (choice: Choice) => void;
  busy: boolean;
  /** The server's refusal, if the last decision was refused. */
  error?: string;
}

/**
 * The note, its saved replies and the two decisions. A rejection always carries a reason for the
 * sender; a single key never decides on its own: `a` and `r` ask for a confirmation first.
 */
export function DecisionBar({
  title,
  note,
  noteError,
  onSavedReply,
  canReject,
  onDecide,
  busy,
  error,
}: DecisionBarProps) {
  const [confirming, setConfirming] = useState<Choice | null>(null);

  const ask = async (choice: Choice) => {
    if (busy) return;
    if (choice === 'reject' && !(await canReject())) return;
    setConfirming(choice);
  };
  useShortcuts({ a: () => void ask('approve'), r: () => void ask('reject') });

  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-[minmax(0,14rem)_1fr]">
        <Field label="Saved reply">
          {(p) => (
            <select
              {...p}
              value=""
              onChange={(e) => {
                const reply = SAVED_REPLIES.find((r) => r.label === e.target.value);
                if (reply) onSavedReply(reply.text);
              }}
              className={selectClasses}
            >
              <option value="">Choose a reason…</option>
              {SAVED_REPLIES.map((r) => (
                <option key={r.label} value={r.label}>
                  {r.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          label="Note to the sender"
          hint="Needed to reject: the sender is told why. Optional when approving."
          error={noteError}
          announce
        >
          {(p) => <textarea {...p} rows={3} className={inputClasses} {...note} />}
        </Field>
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {confirming ? (
        <Confirm
          choice={confirming}
          title={title}
          onYes={() => {
            setConfirming(null);
            onDecide(confirming);
          }}
          onNo={() => setConfirming(null)}
        />
      ) : (
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={busy}>
            {busy ? (
              <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
            ) : (
              <Check className="h-4 w-4" aria-hidden="true" />
            )}
            Approve
          </Button>
          <Button variant="outline" onClick={() => onDecide('reject')} disabled={busy}>
            <X className="h-4 w-4" aria-hidden="true" />
            Reject
          </Button>
        </div>
      )}
    </div>
  );
}

/** "Approve and publish “Porch fest”?": the keyboard's decisions wait for a second, deliberate yes. */
function Confirm({
  choice,
  title,
  onYes,
  onNo,
}: {
  choice: Choice;
  title: string;
  onYes: () => void;
  onNo: () => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.querySelector('button')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onNo();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onNo]);
  const question = choice === 'approve' ? `Approve and publish “${title}”?` : `Reject “${title}” with this note?`;
  return (
    <div
      ref={box}
      role="alertdialog"
      aria-label={question}
      className="flex flex-wrap items-center gap-3 rounded-md border border-brand/40 bg-brand-soft p-3"
    >
      <p className="font-medium">{question}</p>
      <Button variant={choice === 'approve' ? 'primary' : 'outline'} onClick={onYes}>
        {choice === 'approve' ? 'Yes, approve' : 'Yes, reject'}
      </Button>
      <Button variant="ghost" onClick={onNo}>
        Cancel
      </Button>
    </div>
  );
}
