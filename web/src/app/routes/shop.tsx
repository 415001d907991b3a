import { Coffee } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { ComingSoon } from '@/components/ui/coming-soon';
import { paths } from '@/config/paths';

/** SPEC §2 shop catalogue: the heading now, the catalogue in its own issue. */
export function ShopRoute() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 md:py-16 lg:px-8">
      <header className="max-w-2xl">
        <p className="text-sm font-semibold tracking-[0.2em] text-crema-500 uppercase">The Shop</p>
        <h1 className="mt-2 text-4xl font-semibold md:text-5xl">Our Coffee Selection</h1>
        <p className="mt-4 text-lg text-espresso-600">Burundi Arabica as powder, granules or by the sack.</p>
      </header>
      <ComingSoon icon={Coffee} title="The catalogue is almost ready" className="mt-10">
        Our coffees are not listed online yet. They will appear here, with filters by type and price, as soon
        as the shop opens.
      </ComingSoon>
      <div className="mt-6 text-center">
        <ButtonLink to={paths.story} variant="ghost">
          Read our story meanwhile
        </ButtonLink>
      </div>
    </div>
  );
}
