import { ButtonLink } from '@/components/ui/button';
import { faqEntries, type FaqSettings } from '../utils/faq-entries';
import { FaqList } from './faq-list';
import { InfoHeader } from './info-header';

interface FaqPageProps {
  /** GET /api/settings; undefined while loading or when it failed (answers fall back to words). */
  settings: FaqSettings | undefined;
  contactHref: string;
}

/** /faq: delivery, fees, pickup and payment answers from the checkout's own rules (issue 3). */
export function FaqPage({ settings, contactHref }: FaqPageProps) {
  return (
    <>
      <InfoHeader eyebrow="Help" title="Frequently Asked Questions">
        Delivery times, fees, store pickup and payment, in a few lines each.
      </InfoHeader>
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 md:py-16 lg:px-8">
        <FaqList entries={faqEntries(settings)} />
        <div className="mt-10 flex flex-col items-start gap-4 rounded-3xl bg-cream-200/70 p-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-espresso-700">Another question? We answer every message.</p>
          <ButtonLink to={contactHref} variant="secondary">
            Contact us
          </ButtonLink>
        </div>
      </div>
    </>
  );
}
