import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Lock } from 'lucide-react';

/**
 * Spec 001 promises photo uploads to premium members (canUploadContent; staff can grant it). Others
 * see why the upload is missing and where to get it, instead of a button that would be refused.
 */
export function UploadGate({ canUpload, children }: { canUpload: boolean; children: ReactNode }) {
  if (canUpload) return <>{children}</>;
  return <PremiumUploadNote>Your submission is still welcome without one.</PremiumUploadNote>;
}

/** Why there is no upload control, what premium unlocks, and where to get it. */
export function PremiumUploadNote({ children }: { children: ReactNode }) {
  return (
    <div className="flex gap-3 rounded-lg border border-dashed border-rule bg-paper p-4 text-sm" role="note">
      <Lock className="mt-0.5 h-5 w-5 shrink-0 text-brand" aria-hidden="true" />
      <p>
        Uploading photos is part of the premium membership. {children}{' '}
        <Link href="/subscribe" className="font-semibold text-brand underline underline-offset-2">
          Subscribe to upload photos
        </Link>
      </p>
    </div>
  );
}
