/**
 * Requests for files that cost the server next to nothing: the build's hashed scripts, styles and
 * fonts, uploaded and demo pictures, and the site's icons. The busy guard lets them through: a page
 * already open needs its code chunks to carry on (a 503 there leaves a blank screen), and refusing
 * a file read from memory frees no time for anything else.
 */
const STATIC_PREFIXES = /^\/(assets|uploads|media)\//;
const ROOT_FILES = /^\/[\w.-]+\.(ico|png|svg|webmanifest|woff2|js|css|txt)$/;

export function isStaticFileRequest(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const pathname = url.split('?')[0] ?? '/';
  return STATIC_PREFIXES.test(pathname) || ROOT_FILES.test(pathname);
}
