import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Pause, Play } from 'lucide-react';
import { useState } from 'react';
import { HERO_SLIDE_MS, LANDING_HERO_IMAGE } from '@ikawa/contracts/constants';
import { ButtonLink, buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useCarousel } from '../hooks/use-carousel';
import { MAIN_PICTURE_TIMING } from '@/lib/app-start';

/** Original artwork (web/public/images/hero); the captions say what each one shows. */
const SLIDES = [
  { id: 'hills', src: LANDING_HERO_IMAGE, caption: msg`Dawn over the coffee hills of Kayanza` },
  {
    id: 'station',
    src: '/images/hero/washing-station.svg',
    caption: msg`Parchment drying on raised beds at a washing station`,
  },
] as const;

interface HeroProps {
  shopHref: string;
  storyAnchor: string;
}

/**
 * SPEC §2 sliding hero: two backgrounds changing every 5 s, with 'Shop Now' and 'Learn More'.
 * The headline stays put; only the landscape behind it changes.
 */
export function Hero({ shopHref, storyAnchor }: HeroProps) {
  const { t, i18n } = useLingui();
  const carousel = useCarousel(SLIDES.length, HERO_SLIDE_MS);
  const current = SLIDES[carousel.index] ?? SLIDES[0];
  // The first landscape is the page's largest paint: the others load once it is shown, so they
  // do not share the phone's bandwidth with it, and long before their turn comes.
  const [firstShown, setFirstShown] = useState(false);
  const position = carousel.index + 1;
  const count = SLIDES.length;
  return (
    <section
      aria-roledescription={t`carousel`}
      aria-label={t`Welcome to Ikawa`}
      className="relative isolate flex min-h-[36rem] flex-col overflow-hidden bg-espresso-950 text-cream-50 [--focus-ring:var(--color-crema-300)] md:min-h-[40rem]"
      {...carousel.rootProps}
    >
      {SLIDES.map((slide, index) =>
        index === 0 || firstShown || index === carousel.index ? (
          <img
            key={slide.id}
            src={slide.src}
            alt=""
            width={1600}
            height={900}
            fetchPriority={index === 0 ? 'high' : 'low'}
            elementtiming={index === 0 ? MAIN_PICTURE_TIMING : undefined}
            onLoad={index === 0 ? () => setFirstShown(true) : undefined}
            onError={index === 0 ? () => setFirstShown(true) : undefined}
            className={cn(
              'absolute inset-0 -z-20 h-full w-full object-cover object-[20%_center] md:object-[70%_center] transition-opacity duration-1000',
              index === carousel.index ? 'opacity-100' : 'opacity-0',
            )}
          />
        ) : null,
      )}
      {/* Keeps the text readable over both landscapes; phones put the text over the whole picture. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-espresso-950/60 bg-[linear-gradient(to_top,rgb(26_16_11/0.75)_0%,transparent_35%),linear-gradient(to_right,rgb(26_16_11/0.85)_0%,rgb(26_16_11/0.55)_42%,transparent_78%)] md:bg-transparent"
      />

      <div className="mx-auto flex w-full max-w-7xl flex-1 items-center px-4 pt-16 pb-28 sm:px-6 md:pt-20 lg:px-8">
        <div className="max-w-xl">
          <p className="inline-flex items-center gap-2 rounded-full bg-cream-50/10 px-3 py-1 text-xs font-semibold tracking-[0.18em] text-crema-300 uppercase backdrop-blur-sm">
            <span aria-hidden="true" className="flex gap-1">
              <span className="size-2 rounded-full bg-leaf-500" />
              <span className="size-2 rounded-full bg-cherry-500" />
            </span>
            <Trans>Single-origin · Burundi</Trans>
          </p>
          <h1 className="mt-6 text-4xl leading-[1.05] font-semibold text-balance sm:text-5xl lg:text-6xl">
            <Trans>Coffee from the high hills of Burundi</Trans>
          </h1>
          <p className="mt-6 max-w-lg text-lg leading-relaxed text-cream-200">
            <Trans>
              <em className="font-display text-crema-300 not-italic">Ikawa</em> means coffee in Kirundi. We
              bring you washed Arabica from Burundi&apos;s highland farms: ground, granulated or by the sack.
            </Trans>
          </p>
          <div className="mt-9 flex flex-wrap gap-3">
            <ButtonLink to={shopHref} variant="light" size="lg">
              <Trans>Shop Now</Trans>
            </ButtonLink>
            <a href={`#${storyAnchor}`} className={buttonClasses({ variant: 'outline-light', size: 'lg' })}>
              <Trans>Learn More</Trans>
            </a>
          </div>
        </div>
      </div>

      <div className="absolute inset-x-0 bottom-0">
        <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 pb-5 sm:px-6 lg:px-8">
          <p
            aria-live={carousel.rotating ? 'off' : 'polite'}
            className="min-w-0 flex-1 truncate text-sm text-cream-200"
          >
            <span className="sr-only">
              <Trans>
                Picture {position} of {count}:
              </Trans>{' '}
            </span>
            {i18n._(current.caption)}
          </p>
          <div className="flex items-center">
            {SLIDES.map((slide, index) => {
              const number = index + 1;
              const caption = i18n._(slide.caption);
              return (
                <button
                  key={slide.id}
                  type="button"
                  aria-label={t`Show picture ${number}: ${caption}`}
                  aria-pressed={index === carousel.index}
                  onClick={() => carousel.goTo(index)}
                  className="group inline-flex size-11 items-center justify-center rounded-full"
                >
                  <span
                    className={cn(
                      'block h-2 rounded-full transition-all',
                      index === carousel.index
                        ? 'w-7 bg-cream-50'
                        : 'w-2 bg-cream-50/45 group-hover:bg-cream-50/80',
                    )}
                  />
                </button>
              );
            })}
            <button
              type="button"
              aria-label={carousel.playing ? t`Pause slideshow` : t`Play slideshow`}
              onClick={carousel.togglePlaying}
              className="inline-flex size-11 items-center justify-center rounded-full text-cream-100 hover:bg-cream-50/10"
            >
              {carousel.playing ? (
                <Pause aria-hidden="true" className="size-4" />
              ) : (
                <Play aria-hidden="true" className="size-4" />
              )}
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
