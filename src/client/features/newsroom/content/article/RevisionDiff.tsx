import type { FieldChange } from './revision-diff';

/** The changes restoring a revision would make to the current text: removed words struck, added ones marked. */
export function RevisionDiff({ changes }: { changes: FieldChange[] }) {
  if (changes.length === 0) {
    return <p className="text-sm text-muted">This version is the same as the current one.</p>;
  }
  return (
    <dl aria-label="Changes if restored" className="space-y-2 text-sm">
      {changes.map((change) => (
        <div key={change.label}>
          <dt className="font-medium">{change.label}</dt>
          <dd className="max-h-48 overflow-y-auto rounded bg-paper p-2 break-words whitespace-pre-line">
            {change.parts.map((part, i) =>
              part.removed ? (
                <del key={i} className="bg-red-100 text-red-800">
                  {part.value}
                </del>
              ) : part.added ? (
                <ins key={i} className="bg-green-100 text-green-900 no-underline">
                  {part.value}
                </ins>
              ) : (
                <span key={i}>{part.value}</span>
              ),
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
