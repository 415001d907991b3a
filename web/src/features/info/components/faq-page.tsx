import { Trans, useLingui } from '@lingui/react/macro';
import { ButtonLink } from '@/components/ui/button';
import { faqEntries, type FaqSettings } from '../utils/faq-entries';
import { FaqList } from './faq-list';
import { InfoHeader } from './info-header';

interface FaqPageProps {
  /** GET /api/settings; undefined while loading or when it failed (answers fall back to words). */
  settings: FaqSettings | undefined;
  contactHref: string;
}

/** /faq: delivery, fees, pickup and payment answers from the checkout's own rules. */
export function FaqPage({ settings, contactHref }: FaqPageProps) {
  const { t, i18n } = useLingui();
  return (
    <>
      <InfoHeader eyebrow={t`Help`} title={t`Frequently Asked Questions`}>
        <Trans>Delivery times, fees, store pickup and payment, in a few lines each.</Trans>
      </InfoHeader>
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 md:py-16 lg:px-8">
        <FaqList entries={faqEntries(i18n, settings)} />
        <div className="mt-10 flex flex-col items-start gap-4 rounded-3xl bg-cream-200/70 p-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-espresso-700">
            <Trans>Another question? We answer every message.</Trans>
          </p>
          <ButtonLink to={contactHref} variant="secondary">
            <Trans>Contact us</Trans>
          </ButtonLink>
        </div>
      </div>
    </>
  );
}
