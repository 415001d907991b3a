import { Plural, Trans } from '@lingui/react/macro';
import { CloudOff } from 'lucide-react';
import { useFormat } from '@/hooks/use-locale';
import { useOnline, useOutboxEntries, useSyncState } from '../hooks/use-outbox';
import { formatTimeOrDateTime } from '../utils/delivery-format';

/**
 * Says the courier is working offline (decision 020): the list is the copy kept on the phone as of
 * its last sync, and what they mark now is kept and sent once the connection is back.
 */
export function OfflineBanner() {
  const online = useOnline();
  const { fromCopy } = useSyncState();
  const waiting = useOutboxEntries().filter((entry) => entry.state === 'waiting').length;
  if (online && !fromCopy) return null;
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-2xl border border-crema-400 bg-cream-200 px-4 py-3 text-espresso-900"
    >
      <CloudOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0">
        <p className="font-semibold">
          <Trans>You are offline</Trans>
        </p>
        <p className="text-sm">
          {waiting > 0 ? (
            <Plural
              value={waiting}
              one="# change is kept on this phone. It is sent as soon as the connection is back."
              other="# changes are kept on this phone. They are sent as soon as the connection is back."
            />
          ) : (
            <Trans>What you mark now is kept on this phone and sent as soon as the connection is back.</Trans>
          )}
        </p>
      </div>
    </div>
  );
}

/** "Last synced 10:12 a.m. EST": when the list on screen last came from the shop. */
export function LastSynced() {
  const { syncedAt } = useSyncState();
  const format = useFormat();
  if (!syncedAt) return null;
  const time = formatTimeOrDateTime(syncedAt, format.locale);
  return (
    <p className="text-sm text-espresso-700">
      <Trans>
        Last synced <time dateTime={syncedAt}>{time}</time>
      </Trans>
    </p>
  );
}
