import { Trans } from '@lingui/react/macro';
import type { ProductType } from '@ikawa/contracts/enums';
import { Button } from '@/components/ui/button';
import {
  type CatalogueFilters,
  priceFiltersFromSlider,
  priceStops,
  sliderValuesFromFilters,
} from '../utils/catalogue-filters';
import { PriceRangeSlider } from './price-range-slider';
import { TypeFilter } from './type-filter';

export type PanelFilters = Pick<CatalogueFilters, 'type' | 'minPrice' | 'maxPrice'>;

interface CatalogueFiltersPanelProps {
  value: PanelFilters;
  /** The slider's right end; null until the first answer tells the catalogue's highest price. */
  priceMax: number | null;
  onTypeChange: (type: ProductType | null) => void;
  onPriceChange: (price: Pick<PanelFilters, 'minPrice' | 'maxPrice'>) => void;
  onReset: () => void;
  canReset: boolean;
  /** Mobile: the filters wait for 'Apply Filters' (SPEC §2). */
  onApply?: () => void;
}

/** SPEC §2 filters: product type and price range, with Reset (and Apply Filters on phones). */
export function CatalogueFiltersPanel({
  value,
  priceMax,
  onTypeChange,
  onPriceChange,
  onReset,
  canReset,
  onApply,
}: CatalogueFiltersPanelProps) {
  return (
    <div className="flex flex-col gap-7">
      <TypeFilter value={value.type} onChange={onTypeChange} />
      {priceMax === null ? (
        <div aria-hidden="true" className="h-24 rounded-2xl bg-espresso-50 motion-safe:animate-pulse" />
      ) : (
        <PriceRangeSlider
          stops={priceStops(priceMax)}
          value={sliderValuesFromFilters(value, priceMax)}
          onChange={(range) => onPriceChange(priceFiltersFromSlider(range, priceMax))}
          disabled={priceMax === 0}
        />
      )}
      <div className="flex flex-wrap gap-3">
        {onApply && (
          <Button onClick={onApply} className="flex-1">
            <Trans>Apply Filters</Trans>
          </Button>
        )}
        <Button
          variant="secondary"
          onClick={onReset}
          disabled={!canReset}
          className={onApply ? '' : 'w-full'}
        >
          <Trans>Reset</Trans>
        </Button>
      </div>
    </div>
  );
}
