import { fireEvent, render, screen, waitFor } from '@/testing/render';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { testI18n } from '@/testing/i18n';
import { ExportDialog, exportPresets } from './export-dialog';

const TODAY = new Date(2026, 10, 25); // 25 Nov 2026, the admin's own clock

function renderDialog(onExport = vi.fn(() => Promise.resolve()), error: unknown = null) {
  render(
    <ExportDialog
      open
      onClose={() => {}}
      title="Export orders"
      description="One row per order."
      onExport={onExport}
      isPending={false}
      error={error}
      now={TODAY}
    />,
  );
  return { user: userEvent.setup(), onExport };
}

describe('exportPresets', () => {
  it('counts this and last month and year from today', () => {
    const i18n = testI18n();
    expect(exportPresets(TODAY).map(({ label, range }) => [i18n._(label), range.from, range.to])).toEqual([
      ['This month', '2026-11-01', '2026-11-25'],
      ['Last month', '2026-10-01', '2026-10-31'],
      ['This year', '2026-01-01', '2026-11-25'],
      ['Last year', '2025-01-01', '2025-12-31'],
    ]);
    expect(exportPresets(new Date(2026, 0, 10))[1]?.range).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });
});

describe('ExportDialog', () => {
  it('starts on this month, fills a quick range, and downloads the range chosen', async () => {
    const { user, onExport } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Export orders' });
    expect(dialog).toHaveAccessibleDescription('One row per order.');
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-25');
    await user.click(screen.getByRole('button', { name: 'Last year' }));
    expect(screen.getByLabelText('From')).toHaveValue('2025-01-01');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(onExport).toHaveBeenCalledWith({ from: '2025-01-01', to: '2025-12-31' }));
  });

  it('refuses a start after the end with the API’s own sentence, asking nothing of the server', async () => {
    const { user, onExport } = renderDialog();
    // jsdom's date input takes a whole value at once, as a date picker gives it.
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-12-01' } });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('The start date must be on or before the end date.')).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveAttribute('aria-invalid', 'true');
    await user.clear(screen.getByLabelText('To'));
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('To is required')).toBeInTheDocument();
    expect(onExport).not.toHaveBeenCalled();
  });

  it("shows the server's refusal, and its field errors on the fields", async () => {
    const refusal = new ApiError(
      400,
      'Invalid query',
      [{ path: 'to', message: 'To is required' }],
      'validation_failed',
    );
    const onExport = vi.fn(() => Promise.reject(refusal));
    const { user } = renderDialog(onExport, refusal);
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid query');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('To is required')).toBeInTheDocument();
  });
});
