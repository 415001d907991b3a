import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { ExternalLink, FileText } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  POLICY_BODY_MAX,
  POLICY_SLUGS,
  POLICY_TITLE_MESSAGES,
  type PolicyPage,
  type PolicySlug,
  type UpdatePolicyPageInput,
  UpdatePolicyPageInputSchema,
} from '@ikawa/contracts/pages';
import { LOCALE_NAMES, LOCALES, type Locale, languageOf, localizedPath } from '@ikawa/contracts/i18n';
import { actionErrorMessage } from '@/components/admin/action-error';
import { TextareaField } from '@/components/admin/textarea-field';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { Markdown } from '@/components/ui/markdown';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { Spinner } from '@/components/ui/spinner';
import { Tabs } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useLocale } from '@/hooks/use-locale';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { usePolicyPages, useUpdatePolicyPage } from '../api/policy-pages';

/**
 * The policy pages' text, in Markdown with a live preview rendered the way the shop
 * shows it (no raw HTML), in each language. Saved one page and language at a time, apart from
 * the settings form.
 */
export function PolicyPagesEditor() {
  const { t, i18n } = useLingui();
  const pages = usePolicyPages();
  const pageLocale = useLocale();
  const [slug, setSlug] = useState<PolicySlug>('privacy');
  // The language tab stays as chosen from one page to the next; it starts in the admin's own.
  const [locale, setLocale] = useState<Locale>(pageLocale);
  return (
    <section
      aria-labelledby="policy-pages-title"
      className="rounded-3xl border border-espresso-100 bg-cream-50 p-5 shadow-xs md:p-6"
    >
      <div className="mb-4 flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-2xl bg-cream-200 text-espresso-700">
          <FileText aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h2 id="policy-pages-title" className="text-xl font-semibold text-espresso-900">
            <Trans>Policy pages</Trans>
          </h2>
          <p className="text-sm text-espresso-600">
            <Trans>
              Linked from the footer and the checkout. Write in Markdown: ## for a heading, - for a list,
              **bold**, [a link](https://…). HTML is not shown.
            </Trans>
          </p>
        </div>
      </div>
      <Tabs
        label={t`Policy page`}
        items={POLICY_SLUGS.map((each) => ({ value: each, label: i18n._(POLICY_TITLE_MESSAGES[each]) }))}
        selected={slug}
        onSelect={setSlug}
        focusablePanel={false}
        panelClassName="mt-4"
      >
        {(shown) => (
          <Tabs
            label={t`Language of the page`}
            items={LOCALES.map((each) => ({
              value: each,
              // Each language is named in itself, as the language switch names it.
              label: <span lang={languageOf(each)}>{LOCALE_NAMES[each]}</span>,
            }))}
            selected={locale}
            onSelect={setLocale}
            focusablePanel={false}
            panelClassName="mt-4"
          >
            {(language) =>
              pages.isPending ? (
                <Spinner size="sm" label={t`Loading the pages`} />
              ) : pages.isError ? (
                <Alert>{pages.error.message}</Alert>
              ) : (
                <PageForm
                  key={`${shown}-${language}`}
                  page={pages.data.find((page) => page.slug === shown && page.locale === language)}
                  slug={shown}
                  locale={language}
                />
              )
            }
          </Tabs>
        )}
      </Tabs>
    </section>
  );
}

interface PageFormProps {
  page: PolicyPage | undefined;
  slug: PolicySlug;
  /** The language of the text edited and saved. */
  locale: Locale;
}

function PageForm({ page, slug, locale }: PageFormProps) {
  const { t, i18n } = useLingui();
  const save = useUpdatePolicyPage();
  const pageLocale = useLocale();
  const lang = languageOf(locale);
  const previewId = useId();
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<UpdatePolicyPageInput>({
    resolver: zodResolver(UpdatePolicyPageInputSchema),
    defaultValues: {
      // The server sends every page in both languages; the fallback title is only known in the admin's.
      title: page?.title ?? (locale === pageLocale ? i18n._(POLICY_TITLE_MESSAGES[slug]) : ''),
      body: page?.body ?? '',
    },
  });
  const body = useWatch({ control, name: 'body' });

  const submit = handleSubmit(async (input) => {
    setSaved(false);
    try {
      const result = await save.mutateAsync({
        slug,
        input: { locale, title: input.title, body: input.body },
      });
      reset({ title: result.title, body: result.body });
      setSaved(true);
    } catch (error) {
      applyServerFieldErrors(error, setError, ['title', 'body']);
    }
  });

  return (
    <form noValidate onSubmit={submit} onChange={() => setSaved(false)} className="grid gap-4">
      <Field
        label={t`Page title`}
        lang={lang}
        maxLength={100}
        error={errors.title?.message}
        {...register('title')}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <TextareaField
          label={t`Text (Markdown)`}
          rows={16}
          lang={lang}
          maxLength={POLICY_BODY_MAX}
          className="min-h-80 font-mono text-sm"
          error={errors.body?.message}
          {...register('body')}
        />
        <div>
          <p id={previewId} className="mb-1.5 text-sm font-medium text-espresso-900">
            <Trans>Preview</Trans>
          </p>
          <ScrollRegion
            aria-labelledby={previewId}
            className="max-h-[28rem] min-h-80 rounded-2xl bg-white p-4 text-sm ring-1 ring-espresso-100"
          >
            <div lang={lang}>
              <Markdown>{body ?? ''}</Markdown>
            </div>
          </ScrollRegion>
        </div>
      </div>
      <div aria-live="polite">
        {saved && (
          <Alert variant="info">
            <Trans>Page saved. The shop shows it now.</Trans>
          </Alert>
        )}
        {save.error && (
          <Alert title={t`Error saving the page`}>
            {actionErrorMessage(save.error, t`Could not save the page`)}
          </Alert>
        )}
      </div>
      <div className="flex flex-wrap items-center justify-end gap-3">
        {isDirty && (
          <p className="mr-auto text-sm text-espresso-600">
            <Trans>You have unsaved changes.</Trans>
          </p>
        )}
        <a
          // A plain link opens outside the router, so it carries the language edited itself.
          href={localizedPath(locale, paths.policy[slug])}
          hrefLang={locale}
          target="_blank"
          rel="noopener"
          className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-espresso-700 underline underline-offset-4"
        >
          <Trans>View page</Trans>
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only">
            {' '}
            <Trans>(opens in a new tab)</Trans>
          </span>
        </a>
        <Button type="submit" isLoading={save.isPending}>
          <Trans>Save page</Trans>
        </Button>
      </div>
    </form>
  );
}
