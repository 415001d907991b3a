import { render, screen } from '@/testing/render';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PromoCodeField } from './promo-code-field';

function renderField(props: Partial<Parameters<typeof PromoCodeField>[0]> = {}) {
  const onApply = vi.fn();
  const onRemove = vi.fn();
  render(
    <PromoCodeField
      code={null}
      outcome={undefined}
      checking={false}
      onApply={onApply}
      onRemove={onRemove}
      {...props}
    />,
  );
  return { onApply, onRemove, user: userEvent.setup() };
}

describe('PromoCodeField', () => {
  it('sends the code as the server reads it (trimmed, upper case)', async () => {
    const { onApply, user } = renderField();
    await user.type(screen.getByLabelText('Discount code'), '  ikawa15 ');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith('IKAWA15');
  });

  it('says what is wrong with a code that cannot be one, without asking the server', async () => {
    const { onApply, user } = renderField();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Enter a code')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Discount code'), 'ten off!');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('A code has only letters, digits, - and _')).toBeInTheDocument();
    expect(onApply).not.toHaveBeenCalled();
  });

  it('shows what an applied code gives, and removes it', async () => {
    const { onRemove, user } = renderField({
      code: 'IKAWA15',
      outcome: {
        code: 'IKAWA15',
        applied: true,
        summary: '15% off · first order only',
        kind: 'percentage',
        reason: null,
      },
    });
    expect(screen.getByText(/15% off · first order only/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove the code IKAWA15' }));
    expect(onRemove).toHaveBeenCalled();
  });

  it('reads out the server’s reason when a code does not apply', () => {
    renderField({
      code: 'IKAWA15',
      outcome: {
        code: 'IKAWA15',
        applied: false,
        summary: null,
        kind: null,
        reason: {
          code: 'promo_first_order_only',
          message: 'The code IKAWA15 is for the first order of an account only.',
        },
      },
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The code IKAWA15 is for the first order of an account only.',
    );
  });

  it('says the code is being checked while the quote is asked', () => {
    renderField({ code: 'IKAWA15', outcome: undefined, checking: true });
    expect(screen.getByRole('status')).toHaveTextContent('Checking the code');
  });
});
