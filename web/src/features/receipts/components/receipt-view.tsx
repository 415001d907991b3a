import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, Download, Printer } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { RECEIPT_MESSAGE_DESCRIPTORS } from '@ikawa/contracts/receipts';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { downloadReceiptPdf, useReceipt } from '../api/get-receipt';

interface ReceiptViewProps {
  orderId: string;
  /** Where "Back" goes: My Orders or the admin's orders. */
  backTo: string;
  backLabel: string;
  /** The signed link of an order e-mail: the receipt opens without signing in. */
  token?: string;
}

/** A receipt link that does not open this receipt (any more): My Orders still does. */
const LINK_ERRORS = new Set(['receipt_link_invalid', 'receipt_link_expired', 'receipt_link_revoked']);

/**
 * An order's receipt as the server renders it (in the page's language), in a frame that runs nothing
 * (`sandbox` without scripts), with Print and Download PDF. The customer opens it from My Orders,
 * the admin from the order detail.
 */
export function ReceiptView({ orderId, backTo, backLabel, token }: ReceiptViewProps) {
  const { t, i18n } = useLingui();
  const loadFailed = i18n._(RECEIPT_MESSAGE_DESCRIPTORS.loadFailed);
  const receipt = useReceipt(orderId, token);
  const frame = useRef<HTMLIFrameElement>(null);
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  // The frame takes the receipt's own height, so the page scrolls instead of a box inside it.
  const [height, setHeight] = useState<number | null>(null);
  const fitToContent = () => {
    const page = frame.current?.contentDocument?.documentElement;
    if (page) setHeight(page.scrollHeight);
  };
  useEffect(() => {
    const refit = () => {
      const page = frame.current?.contentDocument?.documentElement;
      if (page) setHeight(page.scrollHeight);
    };
    window.addEventListener('resize', refit);
    return () => window.removeEventListener('resize', refit);
  }, []);

  const download = async () => {
    setDownloading(true);
    setDownloadError(null);
    try {
      // The server names the file by its invoice number in the page's language
      // ("receipt-INV-000042.pdf", "recu-FAC-000042.pdf"); this name is only its fallback.
      await downloadReceiptPdf(
        orderId,
        t({ message: 'receipt.pdf', comment: 'A file name: no spaces or accents' }),
        token,
      );
    } catch (error) {
      setDownloadError(error instanceof Error ? error.message : loadFailed);
    } finally {
      setDownloading(false);
    }
  };

  let body;
  if (receipt.isPending) {
    body = (
      <div className="flex justify-center py-16 text-espresso-500">
        <Spinner size="lg" label={t`Loading the receipt…`} />
      </div>
    );
  } else if (receipt.isError) {
    const error = receipt.error;
    const code = error instanceof ApiError ? error.code : undefined;
    const notReady = code === 'receipt_not_available';
    const badLink = code !== undefined && LINK_ERRORS.has(code);
    body = (
      <Alert
        title={notReady ? t`No receipt yet` : badLink ? t`This link does not work` : t`Receipt unavailable`}
      >
        <p>{error instanceof ApiError ? error.message : loadFailed}</p>
        {badLink && (
          <ButtonLink to={paths.account.orders} variant="secondary" size="sm" className="mt-3">
            <Trans>My Orders</Trans>
          </ButtonLink>
        )}
        {!(error instanceof ApiError && error.status >= 400 && error.status < 500) && (
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void receipt.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        )}
      </Alert>
    );
  } else {
    body = (
      <iframe
        ref={frame}
        title={t`Receipt`}
        srcDoc={receipt.data}
        // No scripts; same origin only so that Print can reach the frame's window.
        sandbox="allow-same-origin allow-modals"
        onLoad={fitToContent}
        style={height ? { height } : undefined}
        className="min-h-[32rem] w-full rounded-2xl bg-white ring-1 ring-espresso-100"
      />
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <ButtonLink to={backTo} variant="ghost" size="sm">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {backLabel}
        </ButtonLink>
        <span className="flex-1" />
        {receipt.isSuccess && (
          <div className="flex gap-2">
            <Button variant="secondary" size="sm" onClick={() => frame.current?.contentWindow?.print()}>
              <Printer aria-hidden="true" className="size-4" />
              <Trans>Print</Trans>
            </Button>
            <Button variant="primary" size="sm" onClick={() => void download()} isLoading={downloading}>
              <Download aria-hidden="true" className="size-4" />
              <Trans>Download PDF</Trans>
            </Button>
          </div>
        )}
      </div>
      {downloadError && <Alert onDismiss={() => setDownloadError(null)}>{downloadError}</Alert>}
      {body}
    </div>
  );
}
