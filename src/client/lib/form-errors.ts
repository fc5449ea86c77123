import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ApiErrorBody } from '../../shared/errors';

/** The JSON body of an apiRequest error ("status: body"), when the server sent one. */
export function errorBody(error: unknown): Partial<ApiErrorBody> | undefined {
  if (!(error instanceof Error)) return undefined;
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  if (!match?.[1]) return undefined;
  try {
    return JSON.parse(match[1]) as Partial<ApiErrorBody>;
  } catch {
    return undefined;
  }
}

/**
 * Puts the server's field errors next to the fields they belong to; answers the general
 * message to show above the form (or a fallback when the server sent none).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  fallback: string,
): string {
  const body = errorBody(error);
  let placed = false;
  for (const e of body?.errors ?? []) {
    if ((fields as readonly string[]).includes(e.path)) {
      setError(e.path as Path<T>, { type: 'server', message: e.message });
      placed = true;
    }
  }
  if (placed && (body?.errors?.length ?? 0) > 1) return 'Please correct the highlighted fields.';
  return body?.message ?? fallback;
}
