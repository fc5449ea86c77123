/** The app's clock: the real time, unless a test hands in its own (AppDeps.now) to move time without sleeping. */
export const appNow = (app: { deps: { now?: () => Date } }): Date => app.deps.now?.() ?? new Date();
