import { Trans, useLingui } from '@lingui/react/macro';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { addressLines } from '@ikawa/contracts/display';
import { storeHoursMessages } from '@ikawa/contracts/rules/store-hours';
import type { StoreSettings } from '@ikawa/contracts/settings';
import { buttonClasses } from '@/components/ui/button';
import { LoadFallback } from '@/components/ui/load-fallback';
import { useLocale } from '@/hooks/use-locale';
import { InfoHeader } from './info-header';

type ContactSettings = Pick<
  StoreSettings,
  'storeName' | 'storeEmail' | 'storePhone' | 'storeAddress' | 'storeHours'
>;

interface ContactPageProps {
  /** GET /api/settings: the contact details an admin keeps up to date. */
  settings: ContactSettings | undefined;
  status: 'pending' | 'error' | 'success';
  onRetry: () => void;
}

/** /contact: e-mail, phone, store address and hours from the store settings. */
export function ContactPage({ settings, status, onRetry }: ContactPageProps) {
  const { t } = useLingui();
  return (
    <>
      <InfoHeader eyebrow={t`Contact`} title={t`Contact us`}>
        <Trans>
          Questions about an order, a wholesale sack or which coffee to choose? Write, call or visit the
          store; we answer every message within one business day.
        </Trans>
      </InfoHeader>
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 md:py-16 lg:px-8">
        {settings ? (
          <ContactDetails settings={settings} />
        ) : (
          <LoadFallback
            status={status}
            errorTitle={t`Contact details are unavailable right now.`}
            loadingLabel={t`Loading contact details…`}
            onRetry={onRetry}
          />
        )}
      </div>
    </>
  );
}

function ContactDetails({ settings }: { settings: ContactSettings }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { storeAddress: address } = settings;
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <Card icon={Mail} title={t`E-mail`}>
        <a
          href={`mailto:${settings.storeEmail}`}
          className="inline-flex min-h-11 items-center break-all underline underline-offset-4 hover:text-espresso-700"
        >
          {settings.storeEmail}
        </a>
        <div className="mt-4">
          <a href={`mailto:${settings.storeEmail}`} className={buttonClasses({ size: 'md' })}>
            <Trans>Write to us</Trans>
          </a>
        </div>
      </Card>
      <Card icon={Phone} title={t`Phone`}>
        <a
          href={`tel:${settings.storePhone.replace(/[^\d+]/g, '')}`}
          className="inline-flex min-h-11 items-center underline underline-offset-4 hover:text-espresso-700"
        >
          {settings.storePhone}
        </a>
      </Card>
      <Card icon={MapPin} title={t`Store`}>
        <address className="not-italic">
          <span className="block font-medium text-espresso-900">{settings.storeName}</span>
          {addressLines(address, locale).map((line, index) => (
            <span key={`${index}:${line}`} className="block">
              {line}
            </span>
          ))}
        </address>
      </Card>
      <Card icon={Clock} title={t`Opening hours`}>
        {/* The hours from Settings, as the footer and the checkout's pickup step show them. */}
        <ul>
          {storeHoursMessages(settings.storeHours, locale).map((line) => {
            const hours = i18n._(line);
            return <li key={hours}>{hours}</li>;
          })}
        </ul>
      </Card>
    </div>
  );
}

function Card({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <section className="rounded-3xl bg-cream-50 p-6 shadow-soft ring-1 ring-espresso-100">
      <h2 className="flex items-center gap-3 text-xl font-semibold">
        <span className="flex size-10 items-center justify-center rounded-2xl bg-leaf-50 text-leaf-700">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        {title}
      </h2>
      <div className="mt-4 leading-relaxed text-espresso-600">{children}</div>
    </section>
  );
}
