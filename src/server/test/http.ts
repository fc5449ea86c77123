import type { LightMyRequestResponse } from 'fastify';

/** The session cookie a response set, ready to send back as a Cookie header. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'sid');
  if (!cookie) throw new Error('no session cookie in the response');
  return `sid=${cookie.value}`;
}
