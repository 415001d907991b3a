import { Trans } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { WifiOff } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { isUnreachable, reportReachable, subscribeConnection } from '@/lib/connection';
import { buttonClasses } from './button-classes';

/**
 * Says the shop cannot be reached (README "Unreachable server") in every area, at the top of the
 * screen, while the page and its navigation stay as they were; Retry asks again for what the
 * page shows. It goes once a call is answered, or the browser is back online and one is.
 */
export function ConnectionBanner() {
  const unreachable = useSyncExternalStore(subscribeConnection, isUnreachable, () => false);
  const queryClient = useQueryClient();
  const [retrying, setRetrying] = useState(false);

  useEffect(() => {
    const offline = () => reportReachable(false);
    const online = () => void queryClient.refetchQueries({ type: 'active' });
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, [queryClient]);

  if (!unreachable) return null;

  const retry = async () => {
    setRetrying(true);
    try {
      // The page's own requests, again; with none on screen, the store's settings (every area
      // reads them), so the answer alone tells the banner the shop is back.
      const active = queryClient.getQueryCache().findAll({ type: 'active' }).length;
      await (active > 0
        ? queryClient.refetchQueries({ type: 'active' })
        : queryClient.refetchQueries({ queryKey: ['settings'] }));
    } finally {
      setRetrying(false);
    }
  };

  return (
    <div
      role="alert"
      className="sticky top-0 z-[70] flex flex-wrap items-center justify-center gap-x-4 gap-y-2 bg-espresso-900 px-4 py-2.5 text-sm text-cream-50"
    >
      <span className="flex items-center gap-2">
        <WifiOff aria-hidden="true" className="size-4 shrink-0" />
        <Trans>We can't reach the shop. Check your connection.</Trans>
      </span>
      <button
        type="button"
        onClick={() => void retry()}
        disabled={retrying}
        className={buttonClasses({ variant: 'light', size: 'sm' })}
      >
        {retrying ? <Trans>Retrying…</Trans> : <Trans>Retry</Trans>}
      </button>
    </div>
  );
}
