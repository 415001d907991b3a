import { render, screen } from '@/testing/render';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FaqList } from './faq-list';

const ENTRIES = [
  { id: 'one', question: 'How long does delivery take?', answer: 'Three to five days.' },
  { id: 'two', question: 'How can I pay?', answer: 'Cash or card.' },
];

describe('FaqList', () => {
  it('shows an answer when its question is opened, and hides it again', async () => {
    const user = userEvent.setup();
    render(<FaqList entries={ENTRIES} />);
    const question = screen.getByRole('button', { name: 'How long does delivery take?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Three to five days.')).not.toBeVisible();

    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Three to five days.')).toBeVisible();
    expect(screen.queryByText('Cash or card.')).not.toBeVisible();

    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens with the keyboard', async () => {
    const user = userEvent.setup();
    render(<FaqList entries={ENTRIES} />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'How can I pay?' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Cash or card.')).toBeVisible();
  });
});
