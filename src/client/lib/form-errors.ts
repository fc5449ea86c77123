import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api';

/** The field errors of an API error keyed by field path (empty for any other failure). */
export function serverFieldErrors(error: unknown): Partial<Record<string, string>> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(error.fieldErrors.map((e) => [e.path, e.message]));
}

/**
 * Puts the server's field errors next to the fields they belong to; answers the general
 * message to show above the form (or a fallback when the server sent none), empty when the one
 * field error already says it.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  fallback: string,
): string {
  const fieldErrors = error instanceof ApiError ? error.fieldErrors : [];
  let placed = false;
  for (const e of fieldErrors) {
    if ((fields as readonly string[]).includes(e.path)) {
      setError(e.path as Path<T>, { type: 'server', message: e.message });
      placed = true;
    }
  }
  if (placed && fieldErrors.length > 1) return 'Please correct the highlighted fields.';
  const message = (error instanceof ApiError ? error.serverMessage : undefined) ?? fallback;
  // One field's error beside its field says it all: the same words above the form would say it twice.
  if (placed && fieldErrors[0]?.message === message) return '';
  return message;
}
