import type { ReactNode } from 'react';

/** A small titled panel for a listing page's sidebar. */
export function SidebarBox({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-rule bg-white p-5">
      <h2 className="border-b border-rule pb-2 font-sans text-xs font-semibold tracking-[0.18em] text-muted uppercase">
        {title}
      </h2>
      <div className="mt-3 text-sm">{children}</div>
    </section>
  );
}
