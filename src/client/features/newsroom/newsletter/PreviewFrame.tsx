import { Skeleton } from '../../../components/ui/Skeleton';
import { useEditionPreview } from './api';

/**
 * The e-mail exactly as it will arrive. The HTML is shown in a fully sandboxed frame: no scripts,
 * no access to this page, so nothing in an edition can act as the signed-in staff member.
 */
export function PreviewFrame({ id }: { id: string }) {
  const preview = useEditionPreview(id, true);
  if (preview.isPending) return <Skeleton className="h-[36rem]" />;
  if (preview.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        The preview could not be loaded. Please try again.
      </p>
    );
  return (
    <div className="space-y-3">
      <p className="text-sm">
        <span className="text-muted">Subject:</span> <strong>{preview.data.subject}</strong>
      </p>
      <p className="text-sm text-muted">This is the saved edition; unsaved changes are not in it.</p>
      <iframe
        title="E-mail preview"
        sandbox=""
        srcDoc={preview.data.html}
        className="h-[48rem] w-full rounded-lg border border-rule bg-white"
      />
    </div>
  );
}
