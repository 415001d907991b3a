import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Leaf, Mountain, Sprout } from 'lucide-react';
import { HighlandsArt } from '@/components/ui/highlands-art';

const ORIGIN_POINTS = [
  {
    icon: Mountain,
    title: msg`Grown high`,
    text: msg`Arabica cherries ripen slowly on Burundi's highland slopes, where cool nights build sweetness and bright acidity.`,
  },
  {
    icon: Sprout,
    title: msg`Family farms`,
    text: msg`Most Burundi coffee comes from small family plots, where ripe cherries are picked by hand.`,
  },
  {
    icon: Leaf,
    title: msg`Washed & sun-dried`,
    text: msg`The cherries are pulped at washing stations near the farms and dried slowly on raised beds.`,
  },
] as const;

/** SPEC §2 story section; 'Learn More' in the hero jumps here (`id`). */
export function StorySection({ id }: { id: string }) {
  const { i18n } = useLingui();
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="mx-auto max-w-7xl px-4 py-20 sm:px-6 md:py-28 lg:px-8"
    >
      <div className="grid items-center gap-12 lg:grid-cols-[1.1fr_1fr]">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-[0.2em] text-espresso-500 uppercase">
            <Trans>Our Story</Trans>
          </p>
          <h2 id={`${id}-title`} className="mt-3 text-3xl font-semibold text-balance md:text-5xl">
            <Trans>From Burundi&apos;s hillsides to your cup</Trans>
          </h2>
          <p className="mt-5 text-lg leading-relaxed text-espresso-600">
            <Trans>
              Burundi is a small, green country in the heart of Africa with a long coffee tradition. We work
              with its Arabica because it is as honest as coffee gets: one origin, grown with care, tasting of
              where it comes from.
            </Trans>
          </p>
          <p className="mt-4 text-lg leading-relaxed text-espresso-600">
            <Trans>
              Each of our coffees names its province and washing station, from Kayanza in the north-west to
              Kirundo by Lake Cohoha, so you know whose work is in your cup.
            </Trans>
          </p>
        </div>
        <div className="overflow-hidden rounded-[2rem] bg-espresso-950 pt-10 shadow-lift">
          <HighlandsArt className="mx-auto -mb-px max-w-xl" />
        </div>
      </div>
      <ul className="mt-14 grid gap-6 md:grid-cols-3">
        {ORIGIN_POINTS.map(({ icon: Icon, title, text }) => (
          <li key={title.id} className="rounded-3xl bg-cream-50 p-7 shadow-soft ring-1 ring-espresso-100">
            <span className="flex size-12 items-center justify-center rounded-2xl bg-leaf-50 text-leaf-700">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-5 text-xl font-semibold">{i18n._(title)}</h3>
            <p className="mt-2 leading-relaxed text-espresso-600">{i18n._(text)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
