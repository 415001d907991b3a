import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { anchors } from '@/config/paths';

interface MainLayoutProps {
  header: ReactNode;
  footer: ReactNode;
  children: ReactNode;
}

/** The storefront frame: skip link, sticky header, page, footer. */
export function MainLayout({ header, footer, children }: MainLayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href={`#${anchors.mainContent}`}
        className="sr-only z-50 rounded-full bg-espresso-900 px-4 py-2 text-cream-50 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        <Trans>Skip to content</Trans>
      </a>
      {header}
      <main id={anchors.mainContent} tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      {footer}
    </div>
  );
}
