import { AddressesPage } from '@/features/account/components/addresses-page';

export function AccountAddressesRoute() {
  return <AddressesPage />;
}
