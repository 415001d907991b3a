import { render, screen, within } from '@/testing/render';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { EarningEntry } from '@ikawa/contracts/delivery';
import { DeliveryHistory } from './delivery-history';

const entry = (overrides: Partial<EarningEntry>): EarningEntry => ({
  _id: 'e1',
  order: {
    _id: 'a1b2c3d4-0000-4000-8000-000000000001',
    number: 'IK-1042',
    status: 'delivered',
    deliveredAt: null,
  },
  amount: 10,
  status: 'pending',
  createdAt: '2026-03-04T10:00:00.000Z',
  paidAt: null,
  payable: true,
  flag: null,
  ...overrides,
});

describe('DeliveryHistory', () => {
  it('says when the courier has no history', () => {
    render(<DeliveryHistory personName="Didier" entries={[]} layout="table" onMarkPaid={vi.fn()} />);
    expect(screen.getByText('No delivery history found for this delivery person.')).toBeInTheDocument();
  });

  it('lists Order ID, Amount, Status, Date and Paid Date, a dash while unpaid', () => {
    render(
      <DeliveryHistory
        personName="Didier"
        entries={[
          entry({}),
          entry({
            _id: 'e2',
            order: {
              _id: 'ffee0011-0000-4000-8000-000000000002',
              number: 'IK-1043',
              status: 'delivered',
              deliveredAt: null,
            },
            status: 'paid',
            amount: 12.5,
            paidAt: '2026-03-06T10:00:00.000Z',
          }),
        ]}
        layout="table"
        onMarkPaid={vi.fn()}
      />,
    );
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Order ID', 'Amount', 'Status', 'Date', 'Paid Date', 'Action']);
    const pending = screen.getByRole('row', { name: /IK-1042/ });
    expect(within(pending).getByText('—')).toBeInTheDocument();
    const paid = screen.getByRole('row', { name: /IK-1043/ });
    expect(within(paid).getByText('Mar 6, 2026')).toBeInTheDocument();
    expect(within(paid).queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers Mark as Paid on pending entries only', async () => {
    const onMarkPaid = vi.fn();
    render(
      <DeliveryHistory
        personName="Didier"
        entries={[entry({}), entry({ _id: 'e2', status: 'paid', paidAt: '2026-03-06T10:00:00.000Z' })]}
        layout="cards"
        onMarkPaid={onMarkPaid}
      />,
    );
    const buttons = screen.getAllByRole('button', { name: /Mark as Paid/ });
    expect(buttons).toHaveLength(1);
    await userEvent.setup().click(buttons[0] as HTMLElement);
    expect(onMarkPaid).toHaveBeenCalledWith(expect.objectContaining({ _id: 'e1' }));
  });

  it('writes the columns, money and dates in French', () => {
    render(
      <DeliveryHistory
        personName="Didier"
        entries={[entry({ status: 'paid', amount: 12.5, paidAt: '2026-03-06T10:00:00.000Z' })]}
        layout="table"
        onMarkPaid={vi.fn()}
      />,
      { locale: 'fr-CA' },
    );
    expect(screen.getByRole('table', { name: 'Historique des livraisons de Didier' })).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Nº de commande', 'Montant', 'Statut', 'Date', 'Date de paiement', 'Action']);
    const row = screen.getByRole('row', { name: /IK-1042/ });
    expect(within(row).getByText(/^12,50\s\$$/)).toBeInTheDocument();
    expect(within(row).getByText('Payé')).toBeInTheDocument();
    expect(within(row).getByText('6 mars 2026')).toBeInTheDocument();
  });
});
