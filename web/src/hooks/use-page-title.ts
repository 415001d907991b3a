import { useEffect } from 'react';
import { pageTitle } from '@/lib/page-title';

/** Sets the tab's title while the page is shown (issue 14: every page has its own title). */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    if (title !== undefined) document.title = pageTitle(title);
  }, [title]);
}
