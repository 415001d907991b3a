import { DiscountsPage } from '@/features/admin-discounts/components/discounts-page';

export function AdminDiscountsRoute() {
  return (
    <div className="mx-auto max-w-5xl">
      <DiscountsPage />
    </div>
  );
}
