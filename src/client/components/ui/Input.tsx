import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from '../../lib/cn';

export const inputClasses =
  'block w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-base text-ink placeholder:text-stone-500 ' +
  'focus:border-brand focus-visible:outline-2 focus-visible:outline-offset-0 aria-[invalid=true]:border-red-700';

export function Input({
  className,
  ref,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return <input ref={ref} className={cn(inputClasses, 'h-11', className)} {...props} />;
}

/** Native selects (keyboard and screen-reader friendly for free), styled like the inputs. */
export const selectClasses = `${inputClasses} h-11 pr-8`;
