import type { ReactNode } from 'react';

/** A part of the page ("Solicitações", "Calls"…): its heading and its cards. */
export function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid min-w-0 gap-3">
      <div className="grid gap-0.5">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      <div className="grid min-w-0 gap-4 xl:grid-cols-2">{children}</div>
    </section>
  );
}
