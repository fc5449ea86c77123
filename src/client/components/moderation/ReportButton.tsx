import { useId, useState, type FormEvent } from 'react';
import { Flag } from 'lucide-react';
import { useMutation } from '@tanstack/react-query';
import { Button } from '../ui/Button';
import { inputClasses } from '../ui/Input';
import { readError } from '../../lib/api';

/**
 * "Report": a signed-in reader tells staff what is wrong; enough reports hide the item until staff
 * decide. `send` makes the call (the Vent Room's, a story comment's).
 */
export function ReportButton({ label, send }: { label: string; send: (reason: string) => Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [result, setResult] = useState<{ text: string; error: boolean }>();
  const flag = useMutation({ mutationFn: send });
  const fieldId = useId();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await flag.mutateAsync(reason);
      setResult({ text: 'Thank you for your report. Staff will review it.', error: false });
      setOpen(false);
    } catch (err) {
      setResult({
        text: readError(err, 'Your report could not be sent. Please try again.').message,
        error: true,
      });
    }
  };

  if (result && !result.error)
    return (
      <p role="status" className="text-sm text-muted">
        {result.text}
      </p>
    );
  if (!open) {
    return (
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)} aria-label={`Report ${label}`}>
        <Flag className="h-4 w-4" aria-hidden="true" />
        Report
      </Button>
    );
  }
  return (
    <form onSubmit={submit} className="space-y-2" aria-label={`Report ${label}`}>
      <label htmlFor={fieldId} className="block text-sm font-medium">
        What is wrong with it?
      </label>
      <input
        id={fieldId}
        className={`${inputClasses} h-10`}
        value={reason}
        maxLength={500}
        onChange={(e) => setReason(e.target.value)}
      />
      {result?.error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {result.text}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={flag.isPending || reason.trim().length < 3}>
          Send Report
        </Button>
        <Button variant="outline" size="sm" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
