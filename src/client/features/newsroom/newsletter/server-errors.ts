import { readError } from '../../../lib/api';
import { toast } from '../../../components/ui/use-toast';

/** A destructive toast with the server's own words, or a fallback when it sent none. */
export function toastFailure(title: string, error: unknown) {
  toast({
    variant: 'destructive',
    title,
    description: readError(error).message,
  });
}
