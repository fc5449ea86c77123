import type { ApiErrorBody } from '../../../shared/errors';
import { serverMessage } from '../../lib/api';
import { toast } from '../../components/ui/use-toast';

export type FieldErrors = Partial<Record<string, string>>;

/** The field errors in an apiRequest error ("status: {json}"), keyed by field path. */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof Error)) return {};
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  try {
    const body = JSON.parse(match?.[1] ?? '') as Partial<ApiErrorBody>;
    return Object.fromEntries((body.errors ?? []).map((e) => [e.path, e.message]));
  } catch {
    return {};
  }
}

/** A destructive toast with the server's own words, or a fallback when it sent none. */
export function toastFailure(title: string, error: unknown) {
  toast({ variant: 'destructive', title, description: serverMessage(error) ?? 'Something went wrong. Please try again.' });
}
