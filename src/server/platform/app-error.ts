import type { AppErrorCode, FieldError } from '../../shared/errors';

/**
 * An error a person caused or can act on. The central error handler turns it into
 * `{ message, code, errors? }` with its status; codes are stable, messages are for people.
 */
export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what: string, code: AppErrorCode = 'NOT_FOUND') =>
  new AppError(code, 404, `${what} not found.`);
