import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Bike, HandCoins, Mail, Phone } from 'lucide-react';
import type { DeliveryPerson, EarningEntry } from '@ikawa/contracts/delivery';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/hooks/use-locale';
import { PersonHistory } from './person-history';

interface DeliveryPersonCardProps {
  person: DeliveryPerson;
  layout: 'table' | 'cards';
  onMarkPaid: (person: DeliveryPerson, entry: EarningEntry) => void;
  onCashReceived: (person: DeliveryPerson) => void;
}

function Figure({ label, value, tone }: { label: string; value: string; tone?: 'pending' | 'paid' }) {
  return (
    <div className="rounded-2xl bg-cream-100 px-3 py-2.5">
      <dt className="text-xs font-medium text-espresso-500">{label}</dt>
      <dd
        className={`font-display text-lg font-semibold tabular-nums ${
          tone === 'paid' ? 'text-leaf-700' : 'text-espresso-900'
        }`}
      >
        {value}
      </dd>
    </div>
  );
}

export function DeliveryPersonCard({ person, layout, onMarkPaid, onCashReceived }: DeliveryPersonCardProps) {
  const { t } = useLingui();
  const f = useFormat();
  const headingId = `courier-${person._id}`;
  const name = person.user.name;
  const cashHeld = f.price(person.cashHeld);
  const open = person.openDeliveries;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-3xl border border-espresso-100 bg-cream-50 p-5 shadow-soft md:p-6"
    >
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex min-w-0 items-center gap-3">
          <Avatar name={person.user.name} size="md" />
          <div className="min-w-0">
            <h2 id={headingId} className="truncate text-xl font-semibold text-espresso-900">
              {person.user.name}
            </h2>
            <p className="flex flex-wrap items-center gap-x-3 gap-y-0.5 text-sm text-espresso-600">
              <span className="inline-flex min-w-0 items-center gap-1">
                <Mail aria-hidden="true" className="size-3.5 shrink-0" />
                <span className="truncate">{person.user.email}</span>
              </span>
              {person.phone && (
                <span className="inline-flex items-center gap-1">
                  <Phone aria-hidden="true" className="size-3.5" />
                  {person.phone}
                </span>
              )}
              {person.vehicle && (
                <span className="inline-flex items-center gap-1">
                  <Bike aria-hidden="true" className="size-3.5" />
                  {person.vehicle}
                </span>
              )}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={person.isAvailable ? 'leaf' : 'neutral'}>
            {person.isAvailable ? <Trans>Available</Trans> : <Trans>Unavailable</Trans>}
          </Badge>
          <Badge tone="crema">
            <Plural value={open} one="# open delivery" other="# open deliveries" />
          </Badge>
        </div>
      </header>

      <dl className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure label={t`Total earnings`} value={f.price(person.earnings.total)} />
        <Figure label={t`Pending`} value={f.price(person.earnings.pending)} tone="pending" />
        <Figure label={t`Paid`} value={f.price(person.earnings.paid)} tone="paid" />
        <Figure label={t`Cash held`} value={cashHeld} />
      </dl>
      {person.cashHeld > 0 && (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-crema-300 bg-cream-200/60 px-4 py-3 text-sm">
          <p className="text-espresso-800">
            <Trans>
              {name} holds <strong>{cashHeld}</strong> collected from cash orders.
            </Trans>
          </p>
          <Button variant="secondary" size="sm" onClick={() => onCashReceived(person)}>
            <HandCoins aria-hidden="true" className="size-4" />
            <Trans>Cash received</Trans>
          </Button>
        </div>
      )}

      <section className="mt-5" aria-label={t`Delivery history of ${name}`}>
        <h3 className="mb-1 font-sans text-sm font-semibold text-espresso-800">
          <Trans>Delivery history</Trans>
        </h3>
        <PersonHistory person={person} layout={layout} onMarkPaid={(entry) => onMarkPaid(person, entry)} />
      </section>
    </article>
  );
}
