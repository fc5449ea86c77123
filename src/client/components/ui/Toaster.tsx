import * as ToastPrimitive from '@radix-ui/react-toast';
import { Link } from 'wouter';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn';
import { dismissToast, useToast } from './use-toast';

/** Default time a toast stays up (spec 000 section 8). */
export const TOAST_DURATION = 5000;

/**
 * Renders the toast store with Radix Toast, whose viewport answers the F8 hotkey
 * (its default) by moving focus to the notifications region.
 */
export function Toaster() {
  const { toasts } = useToast();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION}>
      {toasts.map(({ id, title, description, variant, duration, open, link }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          duration={duration}
          onOpenChange={(isOpen) => !isOpen && dismissToast(id)}
          className={cn(
            'relative grid gap-1 rounded-lg border p-4 pr-10 shadow-lg data-[state=closed]:animate-toast-out data-[state=open]:animate-toast-in',
            variant === 'destructive' ? 'border-red-800 bg-red-700 text-white' : 'border-rule bg-white text-ink',
          )}
        >
          {title && <ToastPrimitive.Title className="text-sm font-semibold">{title}</ToastPrimitive.Title>}
          {description && (
            <ToastPrimitive.Description className="text-sm opacity-90">{description}</ToastPrimitive.Description>
          )}
          {link && (
            <ToastPrimitive.Action asChild altText={link.label}>
              <Link
                href={link.href}
                className="text-sm font-semibold underline underline-offset-2"
                onClick={() => dismissToast(id)}
              >
                {link.label}
              </Link>
            </ToastPrimitive.Action>
          )}
          <ToastPrimitive.Close
            aria-label="Close"
            className="absolute top-3 right-3 rounded p-1 opacity-70 hover:opacity-100"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      {/* At the top (top-right from tablets up), away from the buttons near the page's foot that raise most toasts. */}
      <ToastPrimitive.Viewport className="fixed top-0 right-0 z-[100] flex w-full flex-col gap-2 p-4 outline-none sm:max-w-sm" />
    </ToastPrimitive.Provider>
  );
}
