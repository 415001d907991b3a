import { Trans, useLingui } from '@lingui/react/macro';
import { MapPin } from 'lucide-react';
import type { User } from '@ikawa/contracts/users';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { addressLines } from '../utils/address';
import { SectionCard } from './section-card';

/** SPEC §2: the default shipping address with a 'Manage Addresses' link. */
export function DefaultAddressCard({ user }: { user: User }) {
  const { t, i18n } = useLingui();
  const address = user.address;
  return (
    <SectionCard title={t`Default Shipping Address`}>
      <div className="flex h-full flex-col gap-5">
        {address ? (
          <address className="flex gap-3 not-italic text-espresso-800">
            <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-leaf-600" />
            <span className="flex min-w-0 flex-col break-words">
              {addressLines(address, i18n).map((line) => (
                <span key={line}>{line}</span>
              ))}
            </span>
          </address>
        ) : (
          <p className="text-espresso-600">
            <Trans>No default address yet</Trans>
          </p>
        )}
        <div>
          <ButtonLink to={paths.account.addresses} variant="secondary" size="sm">
            <Trans>Manage Addresses</Trans>
          </ButtonLink>
        </div>
      </div>
    </SectionCard>
  );
}
