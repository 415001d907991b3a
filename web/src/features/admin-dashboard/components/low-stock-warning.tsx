import { Plural, Trans } from '@lingui/react/macro';
import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

interface LowStockWarningProps {
  count: number;
  threshold: number;
}

/** SPEC §2: shown when lowStockProducts is above 0; the threshold comes from the store settings. */
export function LowStockWarning({ count, threshold }: LowStockWarningProps) {
  if (count <= 0) return null;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-3 rounded-2xl border border-crema-300 bg-cream-200 px-4 py-3 text-sm text-espresso-800"
    >
      <TriangleAlert aria-hidden="true" className="size-5 shrink-0 text-crema-500" />
      <p className="min-w-0 flex-1">
        <Trans>
          <span className="font-semibold">Low stock warning:</span>{' '}
          <Plural
            value={count}
            one={`# product is below the low-stock threshold of ${threshold} units.`}
            other={`# products are below the low-stock threshold of ${threshold} units.`}
          />
        </Trans>
      </p>
      <Link
        to={paths.admin.products}
        className="inline-flex min-h-11 items-center rounded-lg px-1 font-semibold text-leaf-700 hover:underline"
      >
        <Trans>Review products</Trans>
      </Link>
    </div>
  );
}
