/**
 * Which pages are public (rendered on the server, listed in the sitemap, open to crawlers) and
 * which belong to a signed-in person or to staff (rendered in the browser only, kept out of search
 * engines). A page added to src/shared/routes.ts is public unless its path starts with one of these.
 */
export const PRIVATE_PATH_PREFIXES = [
  '/admin',
  '/account',
  '/sign-in',
  '/reset-password',
  '/verify-email',
  '/profile-setup',
  '/preferences',
  '/ad-checkout',
  // Pages for signed-in people only (spec 001): a visitor sees a sign-in prompt, which the browser draws.
  '/submit',
  '/subscribe',
  '/api',
] as const;

type PrivatePrefix = Exclude<(typeof PRIVATE_PATH_PREFIXES)[number], '/api'>;
/** A page path under one of the private prefixes. */
export type PrivatePath = PrivatePrefix | `${PrivatePrefix}/${string}`;

export function isPrivatePath(pathname: string): boolean {
  return PRIVATE_PATH_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

export const SITE_NAME = 'By Locals, For Locals';
export const SITE_DESCRIPTION =
  'By Locals, For Locals: local news, businesses, events, artists and more for Rochester, Charlotte, Atlanta, New York City and Buffalo.';

/** The page title pattern every page uses, in the tab and in shared links. */
export function pageTitle(page: string): string {
  return page === SITE_NAME ? SITE_NAME : `${page} — ${SITE_NAME}`;
}

/** The id of the <script type="application/json"> holding a server-rendered page's data. */
export const SSR_PAYLOAD_ID = 'bl-ssr-state';
