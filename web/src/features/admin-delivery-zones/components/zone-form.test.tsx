import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type DeliveryZoneInput, DeliveryZoneInputSchema } from '@ikawa/contracts/delivery-zones';
import { ApiError } from '@/lib/api-client';
import { render, screen } from '@/testing/render';
import { areasOf, NEW_ZONE_VALUES, toZoneInput, ZoneForm, zoneValues } from './zone-form';

function renderForm(onSubmit = vi.fn(async (_input: DeliveryZoneInput) => undefined)) {
  render(
    <>
      <ZoneForm
        id="f"
        defaultValues={NEW_ZONE_VALUES}
        failureMessage="The delivery zone could not be saved."
        onSubmit={onSubmit}
      />
      <button type="submit" form="f">
        Save
      </button>
    </>,
  );
  return { onSubmit, user: userEvent.setup() };
}

describe('ZoneForm', () => {
  it('sends the contract’s input: areas as a list, express and free delivery off as null', async () => {
    const { onSubmit, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('List at least one postal area')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Zone name'), 'Toronto suburbs');
    await user.type(screen.getByLabelText('Postal areas'), 'm1*, M2*\nm9w');
    await user.clear(screen.getByLabelText('Standard fee (CAD)'));
    await user.type(screen.getByLabelText('Standard fee (CAD)'), '15');
    await user.type(screen.getByLabelText('Minimum order (CAD)'), '0');
    await user.click(screen.getByLabelText('Express delivery offered'));
    expect(screen.queryByLabelText('Express fee (CAD)')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Free delivery from an amount'));
    await user.click(screen.getByLabelText('Monday'));
    await user.click(screen.getByLabelText('Saturday'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(onSubmit).toHaveBeenCalledTimes(1);
    const sent = onSubmit.mock.calls[0]?.[0];
    expect(DeliveryZoneInputSchema.safeParse(sent).success).toBe(true);
    expect(sent).toEqual({
      name: 'Toronto suburbs',
      fsas: ['M1*', 'M2*', 'M9W'],
      standardFee: 15,
      expressFee: null,
      minimumOrder: 0,
      freeDeliveryThreshold: null,
      deliveryDays: ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    });
  });

  it('names the areas that are not postal areas before sending anything', async () => {
    const { onSubmit, user } = renderForm();
    await user.type(screen.getByLabelText('Zone name'), 'Downtown');
    await user.type(screen.getByLabelText('Postal areas'), 'M5*, 90210, M5');
    expect(screen.getByText('Not a postal area: 90210, M5')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Write each postal area as the first 3 characters/)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the server’s sentence when another zone has an area', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError(
        409,
        'The postal area M4* is already in the zone Downtown Toronto: a postal area belongs to one zone only.',
        [],
        'delivery_zone_area_taken',
      );
    });
    const { user } = renderForm(onSubmit);
    await user.type(screen.getByLabelText('Zone name'), 'Midtown');
    await user.type(screen.getByLabelText('Postal areas'), 'M4*');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('M4* is already in the zone Downtown Toronto');
  });

  it('fills the form from a zone and back', () => {
    const zone = {
      _id: 'z1',
      name: 'Downtown Toronto',
      fsas: ['M4*', 'M5*'],
      standardFee: 10,
      expressFee: 15,
      minimumOrder: 0,
      freeDeliveryThreshold: 50,
      deliveryDays: ['Monday' as const],
      createdAt: '',
      updatedAt: '',
    };
    expect(toZoneInput(zoneValues(zone))).toEqual({
      name: 'Downtown Toronto',
      fsas: ['M4*', 'M5*'],
      standardFee: 10,
      expressFee: 15,
      minimumOrder: 0,
      freeDeliveryThreshold: 50,
      deliveryDays: ['Monday'],
    });
    expect(areasOf(' m5h,,M5V\n')).toEqual(['M5H', 'M5V']);
  });
});
