/**
 * Zod compiles fast object parsers with `new Function` when it may; to find out, it tries once, and
 * under our CSP (no 'unsafe-eval') the browser refuses and reports a `securitypolicyviolation` on
 * every page that validates a form. Telling Zod up front not to try keeps the reports for real
 * problems. This is Zod's own setting (`z.config({ jitless: true })`), set through the global it
 * reads, so the entry does not load Zod to say it. Imported first by main.tsx.
 */
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(scope.__zod_globalConfig ??= {}).jitless = true;
