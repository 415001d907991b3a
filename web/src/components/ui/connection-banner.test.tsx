import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { settingsQueryOptions } from '@/features/settings/api/get-settings';
import { reportReachable } from '@/lib/connection';
import { createQueryClient } from '@/lib/query-client';
import { fakeApi, networkError } from '@/testing/fake-api';
import { render, screen } from '@/testing/render';
import { settingsBody } from '@/testing/settings';
import { ConnectionBanner } from './connection-banner';

/** A page that shows the store's name from the API, as the footer does. */
function Page() {
  const settings = useQuery({ ...settingsQueryOptions(), retry: false });
  if (settings.isError) return <p>{settings.error.message}</p>;
  return <h1>{settings.data?.storeName ?? 'Loading'}</h1>;
}

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ConnectionBanner />
      <Page />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

afterEach(() => reportReachable(true));

describe('ConnectionBanner', () => {
  it('says the shop cannot be reached, keeps the page, and goes once Retry is answered', async () => {
    let down = true;
    fakeApi({ 'GET /api/settings': () => (down ? networkError() : settingsBody({ storeName: 'Ikawa' })) });
    const user = renderPage();

    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent("We can't reach the shop. Check your connection.");
    // The page's own error says the same, never the browser's "Failed to fetch".
    expect(
      await screen.findByText("We can't reach the shop. Check your connection.", { selector: 'p' }),
    ).toBeVisible();
    expect(screen.queryByText(/Failed to fetch/)).not.toBeInTheDocument();

    down = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Ikawa' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows nothing while the shop answers', async () => {
    fakeApi({ 'GET /api/settings': settingsBody({ storeName: 'Ikawa' }) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Ikawa' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
