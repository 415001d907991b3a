import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { ProductType } from '@ikawa/contracts/enums';
import { PRODUCT_TYPE_MESSAGES } from '@ikawa/contracts/display';
import { cn } from '@/lib/cn';

/** DESIGN: All, Granulated, Powder, Sack everywhere (SPEC's order), then Accessories. */
const OPTIONS: { value: ProductType | null; label: MessageDescriptor }[] = [
  { value: null, label: msg({ message: 'All', context: 'product types' }) },
  { value: 'granule', label: PRODUCT_TYPE_MESSAGES.granule },
  { value: 'powder', label: PRODUCT_TYPE_MESSAGES.powder },
  { value: 'sack', label: PRODUCT_TYPE_MESSAGES.sack },
  // Mugs and other goods beside the coffee.
  { value: 'accessory', label: PRODUCT_TYPE_MESSAGES.accessory },
];

interface TypeFilterProps {
  value: ProductType | null;
  onChange: (type: ProductType | null) => void;
}

/** The product type as a native radio group: arrow keys move and select, Tab leaves. */
export function TypeFilter({ value, onChange }: TypeFilterProps) {
  const { i18n } = useLingui();
  const name = useId();
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-espresso-900">
        <Trans>Product Type</Trans>
      </legend>
      <div className="mt-2 flex flex-col gap-1">
        {OPTIONS.map((option) => {
          const checked = option.value === value;
          return (
            <label
              key={option.value ?? 'all'}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-3 text-sm transition-colors',
                'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-(--focus-ring) has-[:focus-visible]:outline-solid',
                checked
                  ? 'bg-espresso-900 font-semibold text-cream-50'
                  : 'text-espresso-800 hover:bg-espresso-50',
              )}
            >
              <input
                type="radio"
                name={name}
                value={option.value ?? 'all'}
                checked={checked}
                onChange={() => onChange(option.value)}
                className="size-4 shrink-0 accent-leaf-600 outline-none"
              />
              {i18n._(option.label)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
