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
});
