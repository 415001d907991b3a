import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Droplets, Leaf, MapPin, Mountain } from 'lucide-react';
import { HighlandsArt } from '@/components/ui/highlands-art';
import { ButtonLink } from '@/components/ui/button';
import { InfoHeader } from './info-header';

/** Burundi's main coffee provinces and what each brings to the cup. */
const REGIONS = [
  {
    name: 'Kayanza',
    text: msg`In the north-west, on the slopes of the Congo-Nile ridge at 1,700 to 2,000 metres. Cool nights give its coffees a bright, juicy acidity and notes of red fruit.`,
  },
  {
    name: 'Ngozi',
    text: msg`Rolling hills in the north where thousands of family farms grow coffee next to bananas and beans. Sweet, balanced cups with hints of caramel and citrus.`,
  },
  {
    name: 'Muramvya',
    text: msg`Close to the old royal capital in the centre of the country, high and green. Its coffees are floral and tea-like, with a long, clean finish.`,
  },
  {
    name: 'Kirundo',
    text: msg`In the far north, among the lakes near Lake Cohoha. Warmer days bring a rounder body and notes of chocolate and ripe stone fruit.`,
  },
] as const;

const CRAFT = [
  {
    icon: Mountain,
    title: msg`Bourbon at altitude`,
    text: msg`Almost all of Burundi’s coffee is Bourbon, an old Arabica variety prized for its sweetness. It grows slowly at high altitude, which concentrates its flavour.`,
  },
  {
    icon: Droplets,
    title: msg`Washing stations`,
    text: msg`Farmers bring ripe cherries to a nearby washing station the day they pick them. The cherries are sorted, pulped, fermented, washed in clean water and dried for weeks on raised beds.`,
  },
  {
    icon: Leaf,
    title: msg`Hand-picked, hand-sorted`,
    text: msg`Farms are small, often a few hundred trees, so every cherry is picked by hand and every drying bed is sorted by hand to keep only the best beans.`,
  },
] as const;

/** /about: the story of Burundi coffee and why we are called Ikawa. */
export function AboutPage({ shopHref }: { shopHref: string }) {
  const { t, i18n } = useLingui();
  return (
    <>
      <InfoHeader eyebrow={t`About Ikawa`} title={t`The story of Burundi coffee`}>
        <Trans>
          Burundi is a small, green country in the heart of Africa, a land of a thousand hills where coffee
          has been grown for almost a century. Ikawa brings its Arabica, one origin and one careful chain of
          hands, from those hills to your cup.
        </Trans>
      </InfoHeader>

      <section
        aria-labelledby="about-regions"
        className="mx-auto max-w-4xl px-4 py-14 sm:px-6 md:py-20 lg:px-8"
      >
        <h2 id="about-regions" className="text-3xl font-semibold">
          <Trans>Where it grows</Trans>
        </h2>
        <p className="mt-4 text-lg leading-relaxed text-espresso-600">
          <Trans>Coffee grows across the country, but four provinces give us most of our beans.</Trans>
        </p>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2">
          {REGIONS.map((region) => (
            <li
              key={region.name}
              className="rounded-3xl bg-cream-50 p-6 shadow-soft ring-1 ring-espresso-100"
            >
              <h3 className="flex items-center gap-2 text-xl font-semibold">
                <MapPin aria-hidden="true" className="size-5 text-leaf-700" />
                {region.name}
              </h3>
              <p className="mt-2 leading-relaxed text-espresso-600">{i18n._(region.text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-craft" className="bg-espresso-950 text-cream-100">
        <div className="mx-auto max-w-4xl px-4 py-14 sm:px-6 md:py-20 lg:px-8">
          <h2 id="about-craft" className="text-3xl font-semibold text-cream-50">
            <Trans>From cherry to bean</Trans>
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {CRAFT.map(({ icon: Icon, title, text }) => (
              <li key={title.id}>
                <span className="flex size-12 items-center justify-center rounded-2xl bg-cream-50/10 text-crema-300">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-4 text-xl font-semibold text-cream-50">{i18n._(title)}</h3>
                <p className="mt-2 leading-relaxed text-cream-200">{i18n._(text)}</p>
              </li>
            ))}
          </ul>
          <HighlandsArt className="mx-auto mt-12 max-w-xl" />
        </div>
      </section>

      <section aria-labelledby="about-name" className="mx-auto max-w-4xl px-4 py-14 sm:px-6 md:py-20 lg:px-8">
        <h2 id="about-name" className="text-3xl font-semibold">
          <Trans>Why Ikawa</Trans>
        </h2>
        <p className="mt-4 text-lg leading-relaxed text-espresso-600">
          <Trans>
            <span lang="rn">Ikawa</span> is the Kirundi word for coffee. We chose it because the coffee is the
            whole point: we name the province and the washing station of every bag, we buy from the same
            stations season after season, and we roast in small batches so what reaches you still tastes of
            the hills it came from.
          </Trans>
        </p>
        <div className="mt-8">
          <ButtonLink to={shopHref}>
            <Trans>Shop our coffee</Trans>
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
