import type { ReactNode } from 'react';

interface InfoHeaderProps {
  eyebrow: string;
  title: string;
  children: ReactNode;
}

/** The top of the About, FAQ and Contact pages: a small label, the page's h1 and a lead line. */
export function InfoHeader({ eyebrow, title, children }: InfoHeaderProps) {
  return (
    <header className="bg-cream-200/70">
      <div className="mx-auto max-w-4xl px-4 py-14 sm:px-6 md:py-20 lg:px-8">
        <p className="text-sm font-semibold tracking-[0.2em] text-espresso-500 uppercase">{eyebrow}</p>
        <h1 className="mt-3 text-4xl font-semibold text-balance md:text-5xl">{title}</h1>
        <p className="mt-5 max-w-2xl text-lg leading-relaxed text-espresso-600">{children}</p>
      </div>
    </header>
  );
}
