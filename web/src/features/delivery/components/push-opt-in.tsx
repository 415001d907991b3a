import { Trans, useLingui } from '@lingui/react/macro';
import { BellOff, BellRing } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  currentPushSubscription,
  PushSetupError,
  pushSupported,
  subscribeToPush,
  unsubscribeFromPush,
} from '../api/push-subscription';

type State = { kind: 'checking' } | { kind: 'off' } | { kind: 'on'; subscription: PushSubscription };

/**
 * "Notify me of new orders" (decision 020): this phone is told by a notification when an order is
 * assigned to the courier, given to another courier, or cancelled while theirs — even with the
 * app closed. Each phone opts in for itself.
 */
export function PushOptIn() {
  const { t } = useLingui();
  const [state, setState] = useState<State>({ kind: 'checking' });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const supported = pushSupported();

  useEffect(() => {
    if (!supported) return;
    let alive = true;
    void currentPushSubscription()
      .catch(() => null)
      .then((subscription) => {
        if (alive) setState(subscription ? { kind: 'on', subscription } : { kind: 'off' });
      });
    return () => {
      alive = false;
    };
  }, [supported]);

  if (!supported)
    return (
      <p className="text-sm text-espresso-700">
        <Trans>
          This browser cannot show the shop’s notifications. On an iPhone, add the app to the home screen
          first, then open it from there.
        </Trans>
      </p>
    );

  const turnOn = async () => {
    setBusy(true);
    setProblem(null);
    try {
      setState({ kind: 'on', subscription: await subscribeToPush() });
    } catch (error) {
      setProblem(
        error instanceof PushSetupError && error.reason === 'denied'
          ? t`Notifications are blocked for this shop. Allow them in your browser’s site settings, then try again.`
          : error instanceof PushSetupError
            ? t`The app is still being installed on this phone. Reload the page and try again.`
            : error instanceof Error && error.message
              ? error.message
              : t`Notifications could not be turned on. Please try again.`,
      );
    } finally {
      setBusy(false);
    }
  };

  const turnOff = async (subscription: PushSubscription) => {
    setBusy(true);
    setProblem(null);
    try {
      await unsubscribeFromPush(subscription);
      setState({ kind: 'off' });
    } catch (error) {
      setProblem(error instanceof Error && error.message ? error.message : t`Please try again.`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      {problem && <Alert onDismiss={() => setProblem(null)}>{problem}</Alert>}
      {state.kind === 'on' ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-leaf-100 bg-leaf-50 px-4 py-3">
          <p className="flex items-center gap-2 text-sm font-medium text-leaf-800">
            <BellRing aria-hidden="true" className="size-5 shrink-0" />
            <Trans>This phone is told of new orders.</Trans>
          </p>
          <Button variant="ghost" size="sm" isLoading={busy} onClick={() => void turnOff(state.subscription)}>
            {!busy && <BellOff aria-hidden="true" className="size-4" />}
            <Trans>Turn off</Trans>
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0 sm:flex-1">
            <p className="font-semibold text-espresso-900">
              <Trans>Notifications</Trans>
            </p>
            <p className="text-sm text-espresso-700">
              <Trans>
                A notification on this phone when an order is assigned to you, given to another courier or
                cancelled, even with the app closed.
              </Trans>
            </p>
          </div>
          <Button
            variant="secondary"
            className="w-full sm:w-auto"
            isLoading={busy}
            disabled={state.kind === 'checking'}
            onClick={() => void turnOn()}
          >
            {!busy && <BellRing aria-hidden="true" className="size-4" />}
            <Trans>Notify me of new orders</Trans>
          </Button>
        </div>
      )}
    </div>
  );
}
