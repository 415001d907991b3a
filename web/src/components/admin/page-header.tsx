import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** Buttons on the right (wrapping under the title on phones). */
  actions?: ReactNode;
}

/** The heading of every admin screen: one h1, a sentence, and the screen's main actions. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-4 md:mb-8">
      <div className="min-w-0">
        <h1 className="text-3xl font-semibold text-espresso-900 md:text-4xl">{title}</h1>
        {description && <p className="mt-1.5 text-espresso-600">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </header>
  );
}
