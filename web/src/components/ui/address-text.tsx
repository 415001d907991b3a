import { Trans } from '@lingui/react/macro';
import { addressLines, type PostalAddress } from '@ikawa/contracts/display';
import { useLocale } from '@/hooks/use-locale';
import { cn } from '@/lib/cn';

interface AddressTextProps {
  address: PostalAddress;
  /** Shown on a line of its own, labelled; none for the store's address. */
  phone?: string | null;
  className?: string;
}

/** An address as every screen writes it (`addressLines`: street, city and postal code, country's name). */
export function AddressText({ address, phone, className }: AddressTextProps) {
  const locale = useLocale();
  return (
    <address className={cn('not-italic', className)}>
      {addressLines(address, locale).map((line, index) => (
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
