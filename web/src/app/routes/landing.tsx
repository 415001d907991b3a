import { Leaf, Mountain, Package, Sprout, Sparkles, Warehouse, Wheat } from 'lucide-react';
import { ButtonLink, buttonClasses } from '@/components/ui/button';
import { HighlandsArt } from '@/components/ui/highlands-art';
import { anchors, paths } from '@/config/paths';

const ORIGIN_POINTS = [
  {
    icon: Mountain,
    title: 'Grown high',
    text: "Arabica cherries ripen slowly on Burundi's highland slopes, where cool nights build sweetness and bright acidity.",
  },
  {
    icon: Sprout,
    title: 'Family farms',
    text: 'Most Burundi coffee comes from small family plots, where ripe cherries are picked by hand.',
  },
  {
    icon: Leaf,
    title: 'Washed & sun-dried',
    text: 'The cherries are pulped at washing stations near the farms and dried slowly on raised beds.',
  },
] as const;

const FORMS = [
  { icon: Package, title: 'Powder', text: 'Ground and ready for your filter, moka pot or French press.' },
  { icon: Wheat, title: 'Granulated', text: 'Coarser granules for a slower, fuller brew.' },
  { icon: Warehouse, title: 'By the sack', text: 'Large sacks for cafés, offices and roasters.' },
] as const;

export function LandingRoute() {
  return (
    <>
      <section className="relative isolate overflow-hidden bg-espresso-950 text-cream-50 [--focus-ring:var(--color-crema-300)]">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_75%_20%,var(--color-espresso-700),transparent_60%)] opacity-70"
        />
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 pt-14 sm:px-6 md:pt-20 lg:grid-cols-[1.05fr_1fr] lg:gap-6 lg:px-8 lg:pt-16">
          <div className="max-w-xl lg:py-16">
            <p className="inline-flex items-center gap-2 rounded-full bg-cream-50/10 px-3 py-1 text-xs font-semibold tracking-[0.18em] text-crema-300 uppercase">
              <span aria-hidden="true" className="flex gap-1">
                <span className="size-2 rounded-full bg-leaf-500" />
                <span className="size-2 rounded-full bg-cherry-500" />
              </span>
              Single-origin · Burundi
            </p>
            <h1 className="mt-6 text-4xl leading-[1.05] font-semibold text-balance sm:text-5xl lg:text-6xl">
              Coffee from the high hills of Burundi
            </h1>
            <p className="mt-6 max-w-lg text-lg leading-relaxed text-cream-200">
              <em className="font-display not-italic text-crema-300">Ikawa</em> means coffee in Kirundi. We
              bring you washed Arabica from Burundi&apos;s highland farms, ground, granulated or by the sack.
            </p>
            <div className="mt-9 flex flex-wrap gap-3">
              <ButtonLink to={paths.shop} variant="light" size="lg">
                Shop Now
              </ButtonLink>
              <a
                href={`#${anchors.story}`}
                className={buttonClasses({ variant: 'outline-light', size: 'lg' })}
              >
                Learn More
              </a>
            </div>
            <p className="mt-8 flex items-start gap-2 text-sm text-cream-300">
              <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-crema-400" />
              Our online shop is opening soon: the full catalogue and checkout are on their way.
            </p>
          </div>
          {/* The landscape meets the bottom of the hero and fades out at its sides. */}
          <div className="-mx-4 self-end [mask-image:linear-gradient(to_right,transparent,#000_14%,#000_86%,transparent)] sm:-mx-6 lg:mx-0">
            <HighlandsArt className="mx-auto -mb-px max-w-2xl" />
          </div>
        </div>
      </section>

      <section
        id={anchors.story}
        aria-labelledby="story-title"
        className="mx-auto max-w-7xl px-4 py-20 sm:px-6 md:py-28 lg:px-8"
      >
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-[0.2em] text-crema-500 uppercase">Our Story</p>
          <h2 id="story-title" className="mt-3 text-3xl font-semibold text-balance md:text-5xl">
            From Burundi&apos;s hillsides to your cup
          </h2>
          <p className="mt-5 text-lg leading-relaxed text-espresso-600">
            Burundi is a small, green country in the heart of Africa with a long coffee tradition. We work
            with its Arabica because it is as honest as coffee gets: one origin, grown with care, tasting of
            where it comes from.
          </p>
        </div>
        <ul className="mt-14 grid gap-6 md:grid-cols-3">
          {ORIGIN_POINTS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-3xl bg-cream-50 p-7 shadow-soft ring-1 ring-espresso-100">
              <span className="flex size-12 items-center justify-center rounded-2xl bg-leaf-50 text-leaf-700">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-5 text-xl font-semibold">{title}</h3>
              <p className="mt-2 leading-relaxed text-espresso-600">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="forms-title" className="bg-cream-200/70">
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 md:py-24 lg:px-8">
          <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
            <div className="max-w-xl">
              <p className="text-sm font-semibold tracking-[0.2em] text-crema-500 uppercase">
                Three ways to enjoy it
              </p>
              <h2 id="forms-title" className="mt-3 text-3xl font-semibold md:text-4xl">
                Powder, granules or the whole sack
              </h2>
            </div>
            <ButtonLink to={paths.shop} variant="primary" className="self-start md:self-auto">
              Visit the shop
            </ButtonLink>
          </div>
          <ul className="mt-12 grid gap-6 sm:grid-cols-3">
            {FORMS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex flex-col rounded-3xl bg-espresso-900 p-7 text-cream-100">
                <Icon aria-hidden="true" className="size-7 text-crema-400" />
                <h3 className="mt-6 text-2xl font-semibold text-cream-50">{title}</h3>
                <p className="mt-2 text-cream-300">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
