/** The Graph API's error object, as Meta sends it for the failures the stand-in plays. */
import { randomBytes } from 'node:crypto';
import type { Reply } from './http-kit';

export function graphError(status: number, error: Record<string, unknown>, headers?: Record<string, string>): Reply {
  return {
    status,
    body: { error: { type: 'OAuthException', ...error, fbtrace_id: randomBytes(8).toString('base64url') } },
    headers,
  };
}

export const graphErrors = {
  rateLimited: (accountId: string) =>
    graphError(
      400,
      { message: '(#32) Page request limit reached', code: 32, is_transient: true },
      {
        'x-business-use-case-usage': JSON.stringify({
          [accountId]: [
            { type: 'pages', call_count: 100, total_cputime: 12, total_time: 30, estimated_time_to_regain_access: 1 },
          ],
        }),
      },
    ),
  expired: () =>
    graphError(400, {
      message: 'Error validating access token: Session has expired on Saturday, 28-Nov-26 10:00:00 PST.',
      code: 190,
      error_subcode: 463,
    }),
  revoked: (appId: string) =>
    graphError(400, {
      message: `Error validating access token: The user has not authorized application ${appId}.`,
      code: 190,
      error_subcode: 458,
    }),
  invalidToken: () => graphError(400, { message: 'Invalid OAuth access token - Cannot parse access token', code: 190 }),
  serverError: () =>
    graphError(500, {
      message: 'An unexpected error has occurred. Please retry your request later.',
      code: 2,
      is_transient: true,
    }),
  duplicate: () => graphError(400, { message: 'Duplicate status message', code: 506, error_subcode: 1455006 }),
  badPhoto: () => graphError(400, { message: '(#324) Missing or invalid image file', code: 324 }),
  igMediaRejected: () =>
    graphError(400, {
      message: 'Only photo or video can be accepted as media type.',
      code: 9004,
      error_subcode: 2207052,
      is_transient: false,
      error_user_title: 'Media download has failed.',
      error_user_msg: 'The media could not be fetched from this URI. Please check the URI and try again.',
    }),
  notReady: () =>
    graphError(400, {
      message: 'Media ID is not available',
      code: 9007,
      error_subcode: 2207027,
      error_user_msg: 'The media is not ready for publishing, please wait for a moment',
    }),
  unknownObject: (id: string) =>
    graphError(400, {
      message: `Unsupported get request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
      type: 'GraphMethodException',
      code: 100,
      error_subcode: 33,
    }),
  badCode: () => graphError(400, { message: 'Invalid verification code format.', code: 100, error_subcode: 36008 }),
  badSecret: () => graphError(400, { message: 'Error validating client secret.', code: 1 }),
};
