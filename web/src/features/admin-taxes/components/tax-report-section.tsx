import { Trans, useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { type ExportRange, ExportRangeQuerySchema } from '@ikawa/contracts/exports';
import { PROVINCE_NAME_MESSAGES, taxLineMessage } from '@ikawa/contracts/tax';
import { actionErrorMessage } from '@/components/admin/action-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { LoadingState } from '@/components/ui/spinner';
import { useLocale } from '@/hooks/use-locale';
import { formatPrice } from '@/lib/format';
import { useDownloadRegister, useTaxReport } from '../api/tax-report';

/**
 * The accountant's period: sales and taxes per place of supply by document date, the return
 * figures to copy, and the two registers the report is checked against.
 */
export function TaxReportSection({ initial }: { initial: ExportRange }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const [draft, setDraft] = useState<ExportRange>(initial);
  const [range, setRange] = useState<ExportRange>(initial);
  const [error, setError] = useState<string | null>(null);
  const report = useTaxReport(range);
  const download = useDownloadRegister();
  const money = (amount: number) => formatPrice(amount, locale);

  function show(event: React.FormEvent) {
    event.preventDefault();
    const parsed = ExportRangeQuerySchema.safeParse(draft);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setError(null);
    setRange(parsed.data);
  }

  const data = report.data;
  const invoiceCount = data?.invoices ?? 0;
  const creditNoteCount = data?.creditNotes ?? 0;
  return (
    <section
      aria-labelledby="report-title"
      className="mt-6 rounded-3xl border border-espresso-100 bg-cream-50 p-5 md:p-6"
    >
      <h2 id="report-title" className="text-xl font-semibold text-espresso-900">
        <Trans>Tax report</Trans>
      </h2>
      <p className="mt-1 text-sm text-espresso-600">
        <Trans>
          Invoices and credit notes by document date, both days included, on the store's calendar.
        </Trans>
      </p>
      <form noValidate onSubmit={show} className="mt-4 flex flex-wrap items-end gap-3">
        <Field
          label={t`From`}
          type="date"
          value={draft.from}
          onChange={(e) => setDraft({ ...draft, from: e.currentTarget.value })}
        />
        <Field
          label={t`To`}
          type="date"
          value={draft.to}
          onChange={(e) => setDraft({ ...draft, to: e.currentTarget.value })}
        />
        <Button type="submit" variant="secondary">
          <Trans>Show report</Trans>
        </Button>
      </form>
      {error && <Alert className="mt-3">{error}</Alert>}
      {report.isError && (
        <Alert className="mt-3">{actionErrorMessage(report.error, t`The report could not be loaded.`)}</Alert>
      )}
      {report.isPending ? (
        <LoadingState label={t`Loading the report…`} />
      ) : data ? (
        <>
          <dl className="mt-4 grid gap-3 sm:grid-cols-2">
            <div className="rounded-2xl border border-espresso-100 bg-white/60 p-4">
              <dt className="font-medium text-espresso-900">
                <Trans>GST/HST return (GST34)</Trans>
              </dt>
              <dd className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
                <span>
                  <Trans>Line 101 · Sales and other revenue</Trans>
                </span>
                <span className="text-right tabular-nums">{money(data.gstHstReturn.line101)}</span>
                <span>
                  <Trans>Line 103 · GST/HST collected</Trans>
                </span>
                <span className="text-right tabular-nums">{money(data.gstHstReturn.line103)}</span>
                <span>
                  <Trans>Line 105 · Total GST/HST and adjustments</Trans>
                </span>
                <span className="text-right tabular-nums">{money(data.gstHstReturn.line105)}</span>
              </dd>
            </div>
            <div className="rounded-2xl border border-espresso-100 bg-white/60 p-4">
              <dt className="font-medium text-espresso-900">
                <Trans>QST return</Trans>
              </dt>
              <dd className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
                <span>
                  <Trans>Supplies in Quebec</Trans>
                </span>
                <span className="text-right tabular-nums">{money(data.qstReturn.supplies)}</span>
                <span>
                  <Trans>QST collected</Trans>
                </span>
                <span className="text-right tabular-nums">{money(data.qstReturn.collected)}</span>
              </dd>
            </div>
          </dl>
          <p className="mt-3 text-sm text-espresso-600">
            <Trans>
              Invoices: {invoiceCount} · credit notes: {creditNoteCount}. Credit notes are taken off the sales
              and tax of the period they are dated in.
            </Trans>
          </p>
          <ul className="mt-3 flex flex-col gap-3" aria-label={t`Sales and taxes by place of supply`}>
            {data.jurisdictions.map((place) => (
              <li
                key={place.province ?? 'export'}
                className="rounded-2xl border border-espresso-100 bg-white/60 p-4 text-sm"
              >
                <p className="font-medium text-espresso-900">
                  {place.province
                    ? i18n._(PROVINCE_NAME_MESSAGES[place.province])
                    : t`Outside Canada (exports)`}
                </p>
                <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
                  <dt>
                    <Trans>Zero-rated sales</Trans>
                  </dt>
                  <dd className="text-right tabular-nums">{money(place.zeroRated)}</dd>
                  <dt>
                    <Trans>Taxable sales</Trans>
                  </dt>
                  <dd className="text-right tabular-nums">{money(place.taxable)}</dd>
                  {place.taxes.map((tax) => {
                    const title = i18n._(taxLineMessage(tax, locale));
                    const invoiced = money(tax.invoiced);
                    const credited = money(tax.credited);
                    return (
                      <div key={`${tax.tax}${tax.rate}`} className="contents">
                        <dt>
                          <Trans>
                            {title}: {invoiced} invoiced, {credited} credited
                          </Trans>
                        </dt>
                        <dd className="text-right font-semibold tabular-nums">{money(tax.net)}</dd>
                      </div>
                    );
                  })}
                </dl>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        {(['invoices', 'credit-notes'] as const).map((kind) => (
          <Button
            key={kind}
            variant="secondary"
            isLoading={download.isPending && download.variables?.kind === kind}
            onClick={() => download.mutate({ kind, range })}
          >
            <Download aria-hidden="true" className="size-4" />
            {kind === 'invoices' ? (
              <Trans>Invoice register (CSV)</Trans>
            ) : (
              <Trans>Credit-note register (CSV)</Trans>
            )}
          </Button>
        ))}
      </div>
      {download.isError && (
        <Alert className="mt-3">
          {actionErrorMessage(download.error, t`The download failed. Please try again.`)}
        </Alert>
      )}
    </section>
  );
}
