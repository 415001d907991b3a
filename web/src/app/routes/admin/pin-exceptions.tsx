import { PinExceptionsPage } from '@/features/admin-pin-exceptions/components/pin-exceptions-page';

export function AdminPinExceptionsRoute() {
  return (
    <div className="mx-auto max-w-5xl">
      <PinExceptionsPage />
    </div>
  );
}
