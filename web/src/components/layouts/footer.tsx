import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Clock, Globe, Mail, MapPin, Phone, Truck, Zap } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DELIVERY_TIME_MESSAGES } from '@ikawa/contracts/constants';
import { countryName, sortCountries } from '@ikawa/contracts/country-names';
import { addressLine } from '@ikawa/contracts/display';
import { DEFAULT_ORDER_CUTOFF } from '@ikawa/contracts/rules/delivery-estimate';
import { formatClockIn, storeHoursMessages } from '@ikawa/contracts/rules/store-hours';
import type { StoreSettings } from '@ikawa/contracts/settings';
import { Logo } from '@/components/ui/logo';
import { anchors, paths } from '@/config/paths';
import { useLocale } from '@/hooks/use-locale';
import { currentYear } from '@/lib/format';
import { LanguageSwitch } from '@/components/ui/language-switch';

export interface FooterProps {
  /** From GET /api/settings; undefined while loading or when it failed. */
  settings: StoreSettings | undefined;
  settingsStatus: 'pending' | 'error' | 'success';
}

const LINK = 'inline-flex min-h-11 items-center text-cream-200 transition-colors hover:text-white md:min-h-8';

function Heading({ children }: { children: ReactNode }) {
  return (
    <h2 className="font-sans text-xs font-semibold tracking-[0.18em] text-crema-300 uppercase">{children}</h2>
  );
}

/** The policy pages, written by the shop in Settings. */
const POLICY_LINKS = [
  [msg`Privacy Policy`, paths.policy.privacy],
  [msg`Terms of Service`, paths.policy.terms],
  [msg`Shipping Policy`, paths.policy.shipping],
  [msg`Returns`, paths.policy.returns],
] as const;

/** SPEC §2 footer: quick links, contact info, delivery info, policy links. */
export function Footer({ settings, settingsStatus }: FooterProps) {
  const { t, i18n } = useLingui();
  const year = currentYear();
  const express = i18n._(DELIVERY_TIME_MESSAGES.express);
  const standard = i18n._(DELIVERY_TIME_MESSAGES.standard);
  const cutoff = formatClockIn(settings?.orderCutoff ?? DEFAULT_ORDER_CUTOFF, useLocale());
  return (
    <footer className="bg-espresso-950 text-cream-200 [--focus-ring:var(--color-crema-300)]">
      {/* A thin Burundi stripe: green, white and red. */}
      <div aria-hidden="true" className="flex h-1.5">
        <span className="flex-1 bg-leaf-500" />
        <span className="w-16 bg-cream-50" />
        <span className="flex-1 bg-cherry-500" />
      </div>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1.3fr_1.3fr] lg:px-8">
        <div>
          <Logo tone="light" />
          <p className="mt-4 max-w-xs text-sm leading-relaxed text-cream-300">
            <Trans>
              Single-origin Arabica from the hills of Burundi, roasted with care and sent to your door.
            </Trans>
          </p>
        </div>

        <nav aria-labelledby="footer-quick-links">
          <Heading>
            <span id="footer-quick-links">
              <Trans>Quick Links</Trans>
            </span>
          </Heading>
          <ul className="mt-4 flex flex-col md:gap-1.5">
            <li>
              <Link to={paths.home} className={LINK}>
                <Trans>Home</Trans>
              </Link>
            </li>
            <li>
              <Link to={paths.shop} className={LINK}>
                <Trans>Shop</Trans>
              </Link>
            </li>
            <li>
              <Link to={paths.about} className={LINK}>
                <Trans>About</Trans>
              </Link>
            </li>
            <li>
              <Link to={paths.faq} className={LINK}>
                <Trans>FAQ</Trans>
              </Link>
            </li>
            <li>
              <Link to={paths.contact} className={LINK}>
                <Trans>Contact</Trans>
              </Link>
            </li>
            <li>
              <Link to={paths.account.root} className={LINK}>
                <Trans>My Account</Trans>
              </Link>
            </li>
            <li>
              <Link to={paths.account.orders} className={LINK}>
                <Trans>My Orders</Trans>
              </Link>
            </li>
          </ul>
        </nav>

        <section id={anchors.contact} aria-labelledby="footer-contact">
          <Heading>
            <span id="footer-contact">
              <Trans>Contact</Trans>
            </span>
          </Heading>
          <ContactDetails settings={settings} status={settingsStatus} />
        </section>

        <section aria-labelledby="footer-delivery">
          <Heading>
            <span id="footer-delivery">
              <Trans>Delivery</Trans>
            </span>
          </Heading>
          <ul className="mt-4 flex flex-col gap-3 text-sm">
            <li className="flex items-center gap-3">
              <Zap aria-hidden="true" className="size-4 shrink-0 text-crema-400" />
              <Trans>Express: {express}</Trans>
            </li>
            <li className="flex items-center gap-3">
              <Truck aria-hidden="true" className="size-4 shrink-0 text-crema-400" />
              <Trans>Standard: {standard}</Trans>
            </li>
            <li className="flex items-center gap-3">
              <Clock aria-hidden="true" className="size-4 shrink-0 text-crema-400" />
              <Trans>Orders before {cutoff} ship the same business day</Trans>
            </li>
            {settings && (
              <li className="flex items-center gap-3">
                <Globe aria-hidden="true" className="size-4 shrink-0 text-crema-400" />
                <ShippingCountries countries={settings.shippingCountries} />
              </li>
            )}
          </ul>
        </section>
      </div>

      <div className="border-t border-cream-50/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm text-cream-300 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <p>
            <Trans>© {year} Ikawa Coffee. All rights reserved.</Trans>
          </p>
          <LanguageSwitch className="-ml-3 inline-flex text-cream-200 hover:text-cream-50 md:order-last" />
          <ul aria-label={t`Policies`} className="flex flex-wrap gap-x-5 gap-y-1">
            {POLICY_LINKS.map(([label, href]) => (
              <li key={href}>
                <Link to={href} className={LINK}>
                  {i18n._(label)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}

/** A list this long is said as a number: the names would fill the footer. */
const NAMED_COUNTRIES_AT_MOST = 3;

/** Where the shop delivers, from Settings → Countries we ship to: "Shipping to Canada and United States". */
function ShippingCountries({ countries }: { countries: readonly string[] }) {
  const locale = useLocale();
  if (countries.length > NAMED_COUNTRIES_AT_MOST) {
    const count = countries.length;
    return <Trans>Shipping to {count} countries</Trans>;
  }
  const names = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    sortCountries(countries, locale).map((code) => countryName(code, locale)),
  );
  return <Trans>Shipping to: {names}</Trans>;
}

function ContactDetails({
  settings,
  status,
}: {
  settings: StoreSettings | undefined;
  status: FooterProps['settingsStatus'];
}) {
  const { i18n } = useLingui();
  const locale = useLocale();
  if (!settings) {
    return (
      <p className="mt-4 text-sm text-cream-300" role={status === 'error' ? undefined : 'status'}>
        {status === 'error' ? (
          <Trans>Contact details are unavailable right now.</Trans>
        ) : (
          <Trans>Loading contact details…</Trans>
        )}
      </p>
    );
  }
  const { storeAddress: address } = settings;
  const storeLine = addressLine(address, locale);
  return (
    <ul className="mt-4 flex flex-col gap-1 text-sm">
      <li>
        <a href={`mailto:${settings.storeEmail}`} className={`${LINK} gap-3`}>
          <Mail aria-hidden="true" className="size-4 shrink-0 text-crema-400" />
          {settings.storeEmail}
        </a>
      </li>
      <li>
        <a href={`tel:${settings.storePhone.replace(/[^\d+]/g, '')}`} className={`${LINK} gap-3`}>
          <Phone aria-hidden="true" className="size-4 shrink-0 text-crema-400" />
          {settings.storePhone}
        </a>
      </li>
      {storeLine && (
        <li className="flex items-start gap-3 py-2 text-cream-200">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-crema-400" />
          <address className="not-italic">{storeLine}</address>
        </li>
      )}
      <li className="flex items-start gap-3 py-2 text-cream-300">
        <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-crema-400" />
        <span className="flex flex-col">
          {storeHoursMessages(settings.storeHours, locale).map((line) => {
            const hours = i18n._(line);
            return <span key={hours}>{hours}</span>;
          })}
        </span>
      </li>
    </ul>
  );
}
