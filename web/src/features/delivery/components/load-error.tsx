import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** SPEC §8: a failed load shows the error's message in a red banner; the courier may try again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useLingui();
  const message = error instanceof Error && error.message ? error.message : t`An unknown error occurred`;
  return (
    <Alert>
      <p>{message}</p>
      <Button variant="secondary" size="sm" className="mt-2" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </Alert>
  );
}
