import { screen, within } from '@/testing/render';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import { makeEarningEntry, renderWithClient } from '../testing/delivery-fixtures';
import { DeliveryHistory } from './delivery-history';

const answerHistory = (body: object) => fakeApi({ 'GET /api/delivery/history': body });

const page = (data: unknown[], total = data.length) => ({
  success: true,
  data,
  page: 1,
  pageSize: 10,
  total,
  totalPages: Math.ceil(total / 10),
});

describe('DeliveryHistory', () => {
  it('asks the server for the chosen filter and marks it pressed', async () => {
    const api = answerHistory(
      page([
        makeEarningEntry({
          status: 'paid',
          paidAt: '2026-03-06T09:30:00.000Z',
          order: {
            _id: 'abcdef12-3456',
            number: 'IK-1042',
            status: 'delivered',
            deliveredAt: '2026-03-05T15:00:00.000Z',
          },
        }),
      ]),
    );
    const onChange = vi.fn();
    renderWithClient(<DeliveryHistory filters={{ status: 'paid', page: 1 }} onChange={onChange} />);

    expect(screen.getByRole('button', { name: 'Paid' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    const table = await screen.findByRole('table', { name: 'Delivery History' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Order ID', 'Amount', 'Status', 'Delivery Date', 'Payment Date']);
    expect(within(table).getByText('IK-1042')).toBeInTheDocument();
    expect(api.calls[0]?.url).toBe('/api/delivery/history?status=paid&page=1&pageSize=10');

    await userEvent.click(screen.getByRole('button', { name: 'Pending' }));
    expect(onChange).toHaveBeenCalledWith({ status: 'pending', page: 1 });
  });

  it("shows a dash for an unpaid entry's payment date", async () => {
    answerHistory(page([makeEarningEntry()]));
    renderWithClient(<DeliveryHistory filters={{ status: 'all', page: 1 }} onChange={vi.fn()} />);
    const table = await screen.findByRole('table', { name: 'Delivery History' });
    const cells = within(table)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.at(-1)).toBe('—');
  });

  it("says 'No delivery history found.' when there is none", async () => {
    answerHistory(page([]));
    renderWithClient(<DeliveryHistory filters={{ status: 'pending', page: 1 }} onChange={vi.fn()} />);
    expect(await screen.findByText('No delivery history found.')).toBeInTheDocument();
  });

  it('pages through the server pages', async () => {
    answerHistory({ ...page([makeEarningEntry()], 25), page: 2 });
    const onChange = vi.fn();
    renderWithClient(<DeliveryHistory filters={{ status: 'all', page: 2 }} onChange={onChange} />);
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onChange).toHaveBeenCalledWith({ status: 'all', page: 3 });
  });

  it('reads in French on a French page, with French dates and money', async () => {
    answerHistory({
      ...page(
        [
          makeEarningEntry({
            amount: 12.5,
            status: 'paid',
            paidAt: '2026-03-06T12:30:00.000Z',
            order: {
              _id: 'abcdef12-3456',
              number: 'IK-1042',
              status: 'delivered',
              deliveredAt: '2026-03-05T15:00:00.000Z',
            },
          }),
        ],
        25,
      ),
      page: 2,
    });
    renderWithClient(<DeliveryHistory filters={{ status: 'all', page: 2 }} onChange={vi.fn()} />, {
      locale: 'fr-CA',
    });
    expect(screen.getByRole('heading', { name: 'Historique des livraisons' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Filtrer par statut de paiement' })).toHaveTextContent(
      'ToutEn attentePayé',
    );
    const table = await screen.findByRole('table', { name: 'Historique des livraisons' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Nº de commande', 'Montant', 'Statut', 'Date de livraison', 'Date de paiement']);
    const cells = within(table).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent(/^12,50\s\$$/);
    expect(cells[3]).toHaveTextContent(/^5 mars 2026, \d{1,2} h \d{2} HNE$/);
    expect(cells[4]).toHaveTextContent(/^6 mars 2026, \d{1,2} h \d{2} HNE$/);
    expect(screen.getByText('Page 2 sur 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suivante' })).toBeEnabled();
  });
});
