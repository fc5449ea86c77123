import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { readError } from './api';

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
  const failure = readError(error, fallback);
  const placed = Object.entries(failure.fieldErrors).filter(([path]) => (fields as readonly string[]).includes(path));
  for (const [path, message] of placed) setError(path as Path<T>, { type: 'server', message });
  if (placed.length > 0 && Object.keys(failure.fieldErrors).length > 1) return 'Please correct the highlighted fields.';
  // One field's error beside its field says it all: the same words above the form would say it twice.
  if (placed.length > 0 && placed[0]?.[1] === failure.message) return '';
  return failure.message;
}
