import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_STORE_HOURS } from '@ikawa/contracts/store-hours';
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
});
