import { Trans } from '@lingui/react/macro';
import { addressLines, type PostalAddress } from '@ikawa/contracts/display';
import { cn } from '@/lib/cn';

interface AddressTextProps {
  address: PostalAddress;
  /** Shown on a line of its own, labelled; none for the store's address. */
  phone?: string | null;
  className?: string;
}

/** An address as every screen writes it (`addressLines`: street, city and postal code, country). */
export function AddressText({ address, phone, className }: AddressTextProps) {
  return (
    <address className={cn('not-italic', className)}>
      {addressLines(address).map((line, index) => (
        <span key={`${index}:${line}`} className="block">
          {line}
        </span>
      ))}
      {phone && (
        <span className="block">
          <Trans>Phone: {phone}</Trans>
        </span>
      )}
    </address>
  );
}
