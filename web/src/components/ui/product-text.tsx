import { Trans } from '@lingui/react/macro';
import type { ProductTextField } from '@ikawa/contracts/products';
import { Badge } from '@/components/ui/badge';
import { useLocale } from '@/hooks/use-locale';
import { cn } from '@/lib/cn';

/** The product's texts as the shop reads them, with the fields sent in English for want of French. */
type ProductTexts = { untranslated: readonly ProductTextField[] } & Record<ProductTextField, string>;

interface ProductTextProps {
  product: ProductTexts;
  field: ProductTextField;
  /** False where the badge stands elsewhere, e.g. outside a link whose name it would lengthen. */
  badge?: boolean;
}

/** True on a French page when the owner has not written this field in French yet. */
function useShownInEnglish(product: ProductTexts, field: ProductTextField): boolean {
  return useLocale() === 'fr-CA' && product.untranslated.includes(field);
}

/** "English text": tells a French reader why this name or description is not in French. */
export function UntranslatedBadge({
  product,
  field,
  className,
}: {
  product: ProductTexts;
  field: ProductTextField;
  className?: string;
}) {
  if (!useShownInEnglish(product, field)) return null;
  return (
    <Badge tone="neutral" className={cn('align-middle font-sans whitespace-nowrap', className)}>
      <Trans>English text</Trans>
    </Badge>
  );
}

/**
 * A product's name or description. Shown in English on a French page, it is marked `lang="en"`
 * (so screen readers pronounce it as English) and followed by its badge; elsewhere it is plain text.
 */
export function ProductText({ product, field, badge = true }: ProductTextProps) {
  const english = useShownInEnglish(product, field);
  if (!english) return <>{product[field]}</>;
  return (
    <>
      <span lang="en">{product[field]}</span>
      {badge && (
        <>
          {' '}
          <UntranslatedBadge product={product} field={field} />
        </>
      )}
    </>
  );
}
