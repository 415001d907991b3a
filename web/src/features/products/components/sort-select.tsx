import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { PRODUCT_SORTS } from '@ikawa/contracts/display';
import type { ProductSort } from '@ikawa/contracts/products';
import { inputClasses } from '@/components/ui/input';
import { cn } from '@/lib/cn';

const SORT_LABELS: Record<ProductSort, MessageDescriptor> = {
  name: msg`Name (A–Z)`,
  price: msg`Price: low to high`,
  'price-desc': msg`Price: high to low`,
  newest: msg`Newest first`,
};

interface SortSelectProps {
  value: ProductSort;
  onChange: (sort: ProductSort) => void;
}

export function SortSelect({ value, onChange }: SortSelectProps) {
  const { i18n } = useLingui();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap text-espresso-700">
        <Trans>Sort by</Trans>
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(event) => {
            const sort = PRODUCT_SORTS.find((option) => option === event.target.value);
            if (sort) onChange(sort);
          }}
          className={cn(inputClasses(), 'cursor-pointer appearance-none rounded-full pr-9')}
        >
          {PRODUCT_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {i18n._(SORT_LABELS[sort])}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-espresso-500"
        />
      </div>
    </div>
  );
}
