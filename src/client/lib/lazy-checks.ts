import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * A form's checks loaded when first needed instead of with its page: they bring zod and a shared
 * schema (about 27 KB compressed), and most readers of a page never use its form. `preload` when the
 * reader reaches for the form (focus); the resolver loads them at the latest when the form is sent.
 * When they cannot be loaded (offline, or the site changed since the page loaded) nothing is sent,
 * `field` shows `message`, and the next try asks for them again.
 */
export function lazyChecks<In extends FieldValues, Out = In>(
  load: () => Promise<Resolver<In, unknown, Out>>,
  field: keyof In & string,
  message: string,
) {
  const preload = () => load().catch(() => undefined);
  const resolver: Resolver<In, unknown, Out> = async (values, context, options) => {
    const checks = await preload();
    if (checks) return checks(values, context, options);
    return { values: {}, errors: { [field]: { type: 'load', message } } as FieldErrors<In> };
  };
  return { resolver, preload };
}
