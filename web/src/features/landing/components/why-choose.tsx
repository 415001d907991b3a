import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Coffee, MapPinned, Sun, Truck } from 'lucide-react';
import { SectionHeading } from './section-heading';

/** SPEC §2: 'Why Choose' with four cards. */
const REASONS = [
  {
    icon: MapPinned,
    title: msg`Single origin, traceable`,
    text: msg`Every coffee names its province and washing station, from Kayanza and Ngozi to Muramvya and Kirundo.`,
  },
  {
    icon: Sun,
    title: msg`Washed and sun-dried`,
    text: msg`Ripe cherries are picked by hand, pulped at the washing station and dried slowly on raised beds.`,
  },
  {
    icon: Coffee,
    title: msg`Three ways to brew`,
    text: msg`Ground for filter, moka pot or press; instant granules for busy mornings; 60 kg sacks for cafés and roasters.`,
  },
  {
    icon: Truck,
    title: msg`Delivered your way`,
    text: msg`Standard or express delivery to your door, or collect your order from our store at no charge.`,
  },
] as const;

export function WhyChoose() {
  const { t, i18n } = useLingui();
  return (
    <section aria-labelledby="why-title" className="bg-espresso-950 text-cream-100">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 md:py-24 lg:px-8">
        <SectionHeading id="why-title" eyebrow={t`Why Ikawa`} title={t`Why Choose Ikawa`} tone="dark">
          <Trans>Coffee you can trace back to the hill it grew on, sent to you with care.</Trans>
        </SectionHeading>
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {REASONS.map(({ icon: Icon, title, text }) => (
            <li key={title.id} className="rounded-3xl bg-cream-50/[0.06] p-7 ring-1 ring-cream-50/10">
              <span className="flex size-12 items-center justify-center rounded-2xl bg-crema-400/15 text-crema-300">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-5 text-xl font-semibold text-cream-50">{i18n._(title)}</h3>
              <p className="mt-2 leading-relaxed text-cream-300">{i18n._(text)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
