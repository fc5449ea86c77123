/**
 * The Vent Room forms answer "Please fill in all required fields" (spec 001 sections 5 and 8)
 * whenever a required field is missing, however many other fields are wrong, and still list
 * every field's own message. The central handler would say "Please correct the highlighted
 * fields" for several errors, so these routes take the validation result and phrase it here.
 */
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/app-error';
import { REQUIRED_FIELDS_MESSAGE, hasMissingRequired } from '../../../shared/vent-room';

export function rejectInvalidForm(validationError: unknown, body: unknown, required: readonly string[]): void {
  if (!validationError) return;
  if (!hasZodFastifySchemaValidationErrors(validationError)) throw validationError;
  const errors = validationError.validation.map((v) => ({
    path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
    message: v.message ?? 'Invalid value',
  }));
  const first = errors[0];
  const message = hasMissingRequired(body, required)
    ? REQUIRED_FIELDS_MESSAGE
    : errors.length === 1 && first
      ? first.message
      : 'Please correct the highlighted fields.';
  throw new AppError('VALIDATION_FAILED', 400, message, errors);
}
