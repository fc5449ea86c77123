import { CheckCircle2, Clock, XCircle } from 'lucide-react';

/** Spec 001 section 4: approved green check, rejected red cross, anything else (pending) yellow clock. */
export function StatusIcon({ status }: { status: string }) {
  if (status === 'approved')
    return <CheckCircle2 role="img" aria-label="Approved" className="h-5 w-5 shrink-0 text-accent-green" />;
  if (status === 'rejected')
    return <XCircle role="img" aria-label="Rejected" className="h-5 w-5 shrink-0 text-red-600" />;
  return <Clock role="img" aria-label="Pending review" className="h-5 w-5 shrink-0 text-yellow-500" />;
}
