import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { pageTitle } from '@/lib/page-title';

/** Sets the tab's title while the page is shown (every page has its own title), already translated. */
export function usePageTitle(title: string | undefined): void {
  const { i18n } = useLingui();
  useEffect(() => {
    if (title !== undefined) document.title = pageTitle(i18n, title);
  }, [title, i18n]);
}
