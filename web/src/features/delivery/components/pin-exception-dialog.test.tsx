import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@/testing/render';
import { FakeXhr } from '@/testing/fake-xhr';
import { DeliveryStatusButton } from './delivery-status-button';

const ORDER = '7d6c1a52-9b1e-4c41-8f43-0f3c0a3f6b11';
const PHOTO = '2f1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const photo = () => new File([new Uint8Array(2000)], 'door.jpg', { type: 'image/jpeg' });

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderAtTheDoor(pinLocked = false) {
  const onAdvance = vi.fn();
  render(
    <DeliveryStatusButton
      status="picked_up"
      isPending={false}
      pinRequired
      pinLocked={pinLocked}
      orderId={ORDER}
      onAdvance={onAdvance}
    />,
  );
  return onAdvance;
}

describe('Can’t get the PIN', () => {
  it('asks a reason and a photo from the back camera, sends the photo, then delivers with them', async () => {
    const onAdvance = renderAtTheDoor();
    await userEvent.click(screen.getByRole('button', { name: 'Can’t get the PIN' }));
    const dialog = screen.getByRole('dialog', { name: 'Can’t get the PIN' });
    const camera = screen.getByLabelText('Photo of the hand-over');
    expect(camera).toHaveAttribute('accept', 'image/*');
    expect(camera).toHaveAttribute('capture', 'environment');

    // Nothing is sent without a reason, nor without a photo.
    const submit = screen.getByRole('button', { name: 'Deliver without the PIN' });
    await userEvent.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Choose why you cannot get the PIN.');
    await userEvent.click(screen.getByRole('radio', { name: 'The customer cannot find the PIN' }));
    await userEvent.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Take a photo of the hand-over first.');
    expect(FakeXhr.sent).toHaveLength(0);

    await userEvent.upload(camera, photo());
    await userEvent.click(submit);
    const [xhr] = FakeXhr.sent;
    expect(xhr?.method).toBe('POST');
    expect(xhr?.url).toBe(`/api/delivery/orders/${ORDER}/photos`);
    expect((xhr?.body as FormData).get('file')).toBeInstanceOf(File);
    expect(onAdvance).not.toHaveBeenCalled();
    xhr?.respond(201, {
      success: true,
      data: { _id: PHOTO, orderId: ORDER, width: 1600, height: 1200, createdAt: '2026-11-29T13:00:00.000Z' },
    });
    await waitFor(() =>
      expect(onAdvance).toHaveBeenCalledWith('delivered', undefined, {
        reason: 'customer_forgot',
        photoId: PHOTO,
      }),
    );
    expect(dialog).not.toBeInTheDocument();
  });

  it('shows the shop’s refusal of the photo and delivers nothing', async () => {
    const onAdvance = renderAtTheDoor();
    await userEvent.click(screen.getByRole('button', { name: 'Can’t get the PIN' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Someone else received the order' }));
    await userEvent.upload(screen.getByLabelText('Photo of the hand-over'), photo());
    await userEvent.click(screen.getByRole('button', { name: 'Deliver without the PIN' }));
    FakeXhr.sent[0]?.respond(400, {
      success: false,
      error: 'Please upload a JPEG, PNG or WebP photo',
      code: 'image_invalid',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Please upload a JPEG, PNG or WebP photo');
    expect(onAdvance).not.toHaveBeenCalled();
  });

  it('stays the way out once the PIN is locked', async () => {
    renderAtTheDoor(true);
    expect(screen.getByText(/The PIN is locked after 5 wrong tries/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as Delivered' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Can’t get the PIN' }));
    expect(screen.getByRole('dialog', { name: 'Can’t get the PIN' })).toHaveTextContent(/The PIN is locked/);
  });
});
