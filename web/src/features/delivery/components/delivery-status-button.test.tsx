import { render, screen } from '@/testing/render';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DeliveryStatusButton } from './delivery-status-button';

describe('DeliveryStatusButton', () => {
  it("offers 'Mark as Picked Up' for an assigned order", async () => {
    const onAdvance = vi.fn();
    render(<DeliveryStatusButton status="assigned" isPending={false} onAdvance={onAdvance} />);
    await userEvent.click(screen.getByRole('button', { name: 'Mark as Picked Up' }));
    expect(onAdvance).toHaveBeenCalledWith('picked_up');
  });

  it("offers 'Mark as Delivered' once picked up", async () => {
    const onAdvance = vi.fn();
    render(<DeliveryStatusButton status="picked_up" isPending={false} onAdvance={onAdvance} />);
    await userEvent.click(screen.getByRole('button', { name: 'Mark as Delivered' }));
    expect(onAdvance).toHaveBeenCalledWith('delivered');
  });

  it("reads 'Processing...' and is disabled while the change is sent", () => {
    render(<DeliveryStatusButton status="assigned" isPending onAdvance={vi.fn()} />);
    const button = screen.getByRole('button', { name: 'Processing...' });
    expect(button).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Mark as Picked Up' })).not.toBeInTheDocument();
  });

  it('shows no button once delivered, or for a cancelled order', () => {
    const { rerender } = render(
      <DeliveryStatusButton status="delivered" isPending={false} onAdvance={vi.fn()} />,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<DeliveryStatusButton status="assigned" cancelled isPending={false} onAdvance={vi.fn()} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('asks for the customer’s 4-digit PIN before delivering where the order needs it', async () => {
    const onAdvance = vi.fn();
    render(<DeliveryStatusButton status="picked_up" isPending={false} pinRequired onAdvance={onAdvance} />);
    const deliver = screen.getByRole('button', { name: 'Mark as Delivered' });
    expect(deliver).toBeDisabled();
    const pin = screen.getByRole('textbox', { name: 'Customer’s PIN' });
    // Only digits, at most four.
    await userEvent.type(pin, '4a21799');
    expect(pin).toHaveValue('4217');
    await userEvent.click(deliver);
    expect(onAdvance).toHaveBeenCalledWith('delivered', '4217');
  });

  it('tells the courier to call the shop once the PIN is locked', () => {
    render(
      <DeliveryStatusButton status="picked_up" isPending={false} pinRequired pinLocked onAdvance={vi.fn()} />,
    );
    expect(screen.queryByRole('button', { name: 'Mark as Delivered' })).not.toBeInTheDocument();
    expect(screen.getByText(/The PIN is locked after 5 wrong tries/)).toBeInTheDocument();
  });
});
