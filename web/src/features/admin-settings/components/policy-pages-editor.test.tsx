import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@/testing/render';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@ikawa/contracts/i18n';
import { POLICY_SLUGS, type PolicyPage } from '@ikawa/contracts/pages';
import { queryConfig } from '@/lib/query-client';
import { fakeApi } from '@/testing/fake-api';
import { PolicyPagesEditor } from './policy-pages-editor';

/** Every page in both languages, as GET /api/pages answers the editor. */
const PAGES: PolicyPage[] = POLICY_SLUGS.flatMap((slug) => [
  { slug, locale: 'en-CA', title: `${slug} in English`, body: `The ${slug} text.`, updatedAt: null },
  { slug, locale: 'fr-CA', title: `${slug} en français`, body: `Le texte ${slug}.`, updatedAt: null },
]);

/** The server: the pages, and each PUT answered with the page it saved. */
function stubPagesApi() {
  return fakeApi({
    'GET /api/pages': { status: 'success', data: PAGES },
    'PUT /api/admin/pages/:slug': ({ params, body }) => ({
      status: 'success',
      data: { slug: params.slug, ...(body as object), updatedAt: '2026-03-04T15:00:00.000Z' },
    }),
  });
}

function renderEditor(locale: Locale = 'en-CA') {
  const queryClient = new QueryClient({
    defaultOptions: { ...queryConfig, queries: { ...queryConfig.queries, retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <PolicyPagesEditor />
    </QueryClientProvider>,
    { locale },
  );
  return { user: userEvent.setup(), queryClient };
}

describe('PolicyPagesEditor', () => {
  it('edits each page in each language, the language tabs named in their own language', async () => {
    stubPagesApi();
    const { user } = renderEditor();
    const languages = screen.getByRole('tablist', { name: 'Language of the page' });
    expect(within(languages).getByRole('tab', { name: 'English' })).toHaveAttribute('aria-selected', 'true');
    expect(within(languages).getByText('Français')).toHaveAttribute('lang', 'fr');
    expect(await screen.findByLabelText('Page title')).toHaveValue('privacy in English');

    await user.click(within(languages).getByRole('tab', { name: 'Français' }));
    expect(screen.getByLabelText('Page title')).toHaveValue('privacy en français');
    expect(screen.getByLabelText('Page title')).toHaveAttribute('lang', 'fr');
    expect(screen.getByLabelText('Text (Markdown)')).toHaveValue('Le texte privacy.');
    expect(screen.getByRole('link', { name: /View page/ })).toHaveAttribute('href', '/fr/privacy');

    // The language chosen stays from one page to the next.
    await user.click(screen.getByRole('tab', { name: 'Shipping Policy' }));
    expect(screen.getByLabelText('Page title')).toHaveValue('shipping en français');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Terms of Service' })).toHaveFocus();
    expect(screen.getByLabelText('Page title')).toHaveValue('terms en français');
  });

  it('saves the text in the language of its tab', async () => {
    const api = stubPagesApi();
    const { user, queryClient } = renderEditor();
    await user.click(screen.getByRole('tab', { name: 'Returns' }));
    await user.click(screen.getByRole('tab', { name: 'Français' }));
    const title = await screen.findByLabelText('Page title');
    await user.clear(title);
    await user.type(title, 'Retours et remboursements');
    await user.click(screen.getByRole('button', { name: 'Save page' }));

    expect(await screen.findByText('Page saved. The shop shows it now.')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/admin/pages/:slug').map(({ path, body }) => ({ url: path, body }))).toEqual([
      {
        url: '/api/admin/pages/returns',
        body: { locale: 'fr-CA', title: 'Retours et remboursements', body: 'Le texte returns.' },
      },
    ]);
    // The English page is left as it was, here and in the shop's page of this (English) language.
    const pages = queryClient.getQueryData<PolicyPage[]>(['pages', 'all']) ?? [];
    expect(pages.find((page) => page.slug === 'returns' && page.locale === 'fr-CA')?.title).toBe(
      'Retours et remboursements',
    );
    expect(pages.find((page) => page.slug === 'returns' && page.locale === 'en-CA')?.title).toBe(
      'returns in English',
    );
    expect(queryClient.getQueryData(['pages', 'returns'])).toBeUndefined();
    await user.click(screen.getByRole('tab', { name: 'English' }));
    await waitFor(() => expect(screen.getByLabelText('Page title')).toHaveValue('returns in English'));
  });

  it('starts in French on a French page', async () => {
    stubPagesApi();
    renderEditor('fr-CA');
    const languages = screen.getByRole('tablist', { name: 'Langue de la page' });
    expect(within(languages).getByRole('tab', { name: 'Français' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByLabelText('Titre de la page')).toHaveValue('privacy en français');
  });
});
