import { useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import type { ReactNode } from 'react';
import { PROMO_ROTATE_MS } from '@ikawa/contracts/constants';
import { cn } from '@/lib/cn';
import { useCarousel } from '../hooks/use-carousel';

export interface Promo {
  id: string;
  content: ReactNode;
}

const CONTROL =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full text-cream-100 transition-colors hover:bg-cream-50/10 hover:text-white';

/**
 * SPEC §2 promo banner, rotating every 4 s. Screen readers hear a new message only when the
 * visitor moves it (aria-live is off while it rotates by itself).
 */
export function PromoBanner({ promos }: { promos: Promo[] }) {
  const { t } = useLingui();
  const carousel = useCarousel(promos.length, PROMO_ROTATE_MS);
  if (promos.length === 0) return null;
  const many = promos.length > 1;
  return (
    <section
      aria-roledescription={t`carousel`}
      aria-label={t`Offers`}
      className="bg-espresso-900 text-cream-100 [--focus-ring:var(--color-crema-300)]"
      {...carousel.rootProps}
    >
      <div className="mx-auto flex max-w-7xl items-center gap-1 px-2 sm:px-4 lg:px-6">
        {many ? (
          <button
            type="button"
            aria-label={t`Previous offer`}
            onClick={carousel.previous}
            className={CONTROL}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
          </button>
        ) : (
          // The controls' room is kept while the store settings load (a second offer may arrive),
          // so the text does not re-wrap and the page below does not jump (layout shift).
          <span aria-hidden="true" className="size-11 shrink-0" />
        )}
        <div
          aria-live={carousel.rotating ? 'off' : 'polite'}
          className="grid min-h-11 flex-1 items-center py-2 text-center text-sm"
        >
          {promos.map((promo, index) => {
            const position = index + 1;
            const count = promos.length;
            return (
              <div
                key={promo.id}
                role="group"
                aria-roledescription={t`slide`}
                aria-label={t`${position} of ${count}`}
                aria-hidden={index !== carousel.index}
                inert={index !== carousel.index}
                className={cn(
                  'col-start-1 row-start-1 transition-opacity duration-500',
                  index === carousel.index ? 'opacity-100' : 'opacity-0',
                )}
              >
                {promo.content}
              </div>
            );
          })}
        </div>
        {many && (
          <>
            <button type="button" aria-label={t`Next offer`} onClick={carousel.next} className={CONTROL}>
              <ChevronRight aria-hidden="true" className="size-4" />
            </button>
            <button
              type="button"
              aria-label={carousel.playing ? t`Pause offers` : t`Play offers`}
              onClick={carousel.togglePlaying}
              className={CONTROL}
            >
              {carousel.playing ? (
                <Pause aria-hidden="true" className="size-4" />
              ) : (
                <Play aria-hidden="true" className="size-4" />
              )}
            </button>
          </>
        )}
        {!many && <span aria-hidden="true" className="w-22 shrink-0 self-stretch" />}
      </div>
    </section>
  );
}
