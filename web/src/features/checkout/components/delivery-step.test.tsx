import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_STORE_HOURS } from '@ikawa/contracts/store-hours';
import userEvent from '@testing-library/user-event';
import type { DeliveryTerms } from '@ikawa/contracts/rules/delivery-fee';
import { render, screen } from '@/testing/render';
import { DeliveryStep } from './delivery-step';

const calendar = {
  hours: DEFAULT_STORE_HOURS,
  timeZone: 'America/Toronto',
  holidays: ['2026-12-01'],
  cutoff: '14:00',
};

function renderStep(withCalendar = true) {
  return render(
    <DeliveryStep
      value="standard"
      onChange={() => undefined}
      quote={() => ({ amount: 10, isFree: false })}
      toFreeShipping={null}
      settingsError={false}
      onRetrySettings={() => undefined}
      calendar={withCalendar ? calendar : undefined}
    />,
  );
}

describe('DeliveryStep', () => {
  beforeEach(() => {
    // Friday, November 27, 2026, 23:47 in Toronto: past the cut-off, before a weekend.
    vi.useFakeTimers({ now: new Date('2026-11-28T04:47:00Z'), toFake: ['Date'] });
  });
  afterEach(() => vi.useRealTimers());

  it('names the day each choice arrives by, in business days of the store', () => {
    renderStep();
    // Ships Monday the 30th; Tuesday, December 1 is a holiday.
    expect(screen.getByRole('radio', { name: /Express/ })).toHaveAccessibleName(
      expect.stringContaining('Arrives by Thursday, December 3'),
    );
    expect(screen.getByRole('radio', { name: /Standard/ })).toHaveAccessibleName(
      expect.stringContaining('Arrives by Tuesday, December 8'),
    );
  });

  it('promises no day before the store calendar is known', () => {
    renderStep(false);
    expect(screen.queryByText(/Arrives by/)).not.toBeInTheDocument();
  });

  it('shows the zone, its days, no express where it offers none, and the minimum with pickup', async () => {
    const suburbs: DeliveryTerms = {
      zone: { id: 'Toronto suburbs', name: 'Toronto suburbs' },
      standardCents: 1500,
      expressCents: null,
      minimumOrderCents: 3000,
      freeThresholdCents: null,
      deliveryDays: [1, 3, 5],
    };
    const onChoosePickup = vi.fn();
    render(
      <DeliveryStep
        value="standard"
        onChange={() => undefined}
        quote={() => ({ amount: 15, isFree: false })}
        toFreeShipping={76}
        settingsError={false}
        onRetrySettings={() => undefined}
        calendar={{ ...calendar, deliveryDays: [1, 3, 5] }}
        zone={suburbs}
        belowMinimum={{ code: 'below_delivery_minimum', minimumCents: 3000, missingCents: 1800 }}
        onChoosePickup={onChoosePickup}
      />,
    );
    expect(screen.getByText('Delivery zone: Toronto suburbs')).toBeInTheDocument();
    expect(screen.getByText(/Delivered on Tuesday, Thursday,? and Saturday\./)).toBeInTheDocument();
    const express = screen.getByRole('radio', { name: /Express/ });
    expect(express).toBeDisabled();
    expect(express).toHaveAccessibleName(expect.stringContaining('Not offered in Toronto suburbs.'));
    // Ships Monday the 30th, 5 business days (a holiday on the 1st): Tuesday the 8th is served.
    expect(screen.getByRole('radio', { name: /Standard/ })).toHaveAccessibleName(
      expect.stringContaining('Arrives by Tuesday, December 8'),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Delivery to Toronto suburbs needs an order of at least $30.00 of goods: add $18.00 more, or choose store pickup.',
    );
    expect(screen.queryByText(/for free delivery/)).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Switch to store pickup' }));
    expect(onChoosePickup).toHaveBeenCalledTimes(1);
  });
});
