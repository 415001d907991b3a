import { TaxesPage } from '@/features/admin-taxes/components/taxes-page';

export function AdminTaxesRoute() {
  return (
    <div className="mx-auto max-w-6xl">
      <TaxesPage />
    </div>
  );
}
