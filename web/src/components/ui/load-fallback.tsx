import { Trans } from '@lingui/react/macro';
import { Alert } from './alert';
import { Button } from './button';
import { Spinner } from './spinner';

interface LoadFallbackProps {
  /** 'error' shows the failure with Try again; anything else shows the spinner. */
  status: 'pending' | 'error' | 'success';
  errorTitle: string;
  loadingLabel: string;
  onRetry: () => void;
}

/** What a page shows while its data has not arrived: a spinner, or the failure with Try again. */
export function LoadFallback({ status, errorTitle, loadingLabel, onRetry }: LoadFallbackProps) {
  if (status === 'error')
    return (
      <Alert title={errorTitle}>
        <p>
          <Trans>Please try again in a moment.</Trans>
        </p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      </Alert>
    );
  return (
    <div className="flex justify-center py-12 text-espresso-500">
      <Spinner size="lg" label={loadingLabel} />
    </div>
  );
}
