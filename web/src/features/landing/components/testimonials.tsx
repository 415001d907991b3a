import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Quote } from 'lucide-react';
import { SectionHeading } from './section-heading';

/** SPEC §2: three static testimonials. */
const TESTIMONIALS = [
  {
    quote: msg`The Kinyovu ground coffee tastes of blackcurrant and cane sugar, just as the bag promises. It has become our Sunday pour-over.`,
    name: 'Amélie Tremblay',
    place: msg`Montréal, QC`,
  },
  {
    quote: msg`We take a sack of washed Bourbon for the café every couple of months. Clean, sweet and consistent, and the team always answers quickly.`,
    name: 'Daniel Okafor',
    place: msg`Café owner, Toronto, ON`,
  },
  {
    quote: msg`The instant granules are the only instant coffee I will drink at the office. Smooth, never bitter, and gone in seconds.`,
    name: 'Priya Raman',
    place: msg`Ottawa, ON`,
  },
] as const;

export function Testimonials() {
  const { t, i18n } = useLingui();
  return (
    <section aria-labelledby="testimonials-title" className="bg-cream-200/70">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 md:py-24 lg:px-8">
        <SectionHeading id="testimonials-title" eyebrow={t`Kind words`} title={t`What our customers say`} />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map(({ quote, name, place }) => (
            <li key={name}>
              <figure className="flex h-full flex-col rounded-3xl bg-cream-50 p-7 shadow-soft ring-1 ring-espresso-100">
                <Quote aria-hidden="true" className="size-8 text-crema-400" />
                <blockquote className="mt-4 flex-1 font-display text-lg leading-relaxed text-espresso-800">
                  <p>{i18n._(quote)}</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="flex size-11 items-center justify-center rounded-full bg-espresso-900 font-semibold text-cream-50"
                  >
                    {name.charAt(0)}
                  </span>
                  <span>
                    <span translate="no" className="block font-semibold text-espresso-900">
                      {name}
                    </span>
                    <span className="block text-sm text-espresso-600">{i18n._(place)}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
