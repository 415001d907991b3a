import { zodResolver } from '@hookform/resolvers/zod';
import { ExternalLink, FileText } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  POLICY_BODY_MAX,
  POLICY_TITLES,
  type PolicyPage,
  type PolicySlug,
  type UpdatePolicyPageInput,
  UpdatePolicyPageInputSchema,
} from '@ikawa/contracts/pages';
import { actionErrorMessage } from '@/components/admin/action-error';
import { TextareaField } from '@/components/admin/textarea-field';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { Markdown } from '@/components/ui/markdown';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { cn } from '@/lib/cn';
import { usePolicyPages, useUpdatePolicyPage } from '../api/policy-pages';

/**
 * Issue 17 §3: the policy pages' text, in Markdown with a live preview rendered the way the shop
 * shows it (no raw HTML). Saved one page at a time, apart from the settings form.
 */
export function PolicyPagesEditor() {
  const pages = usePolicyPages();
  const [slug, setSlug] = useState<PolicySlug>('privacy');
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
            Policy pages
          </h2>
          <p className="text-sm text-espresso-600">
            Linked from the footer and the checkout. Write in Markdown: ## for a heading, - for a list,
            **bold**, [a link](https://…). HTML is not shown.
          </p>
        </div>
      </div>
      <div role="tablist" aria-label="Policy page" className="mb-4 flex flex-wrap gap-2">
        {(Object.keys(POLICY_TITLES) as PolicySlug[]).map((each) => (
          <button
            key={each}
            type="button"
            role="tab"
            aria-selected={each === slug}
            aria-controls="policy-page-panel"
            onClick={() => setSlug(each)}
            className={cn(
              'min-h-11 rounded-full px-4 text-sm font-medium ring-1 transition-colors',
              each === slug
                ? 'bg-espresso-900 text-cream-50 ring-espresso-900'
                : 'bg-white text-espresso-800 ring-espresso-200 hover:bg-cream-100',
            )}
          >
            {POLICY_TITLES[each]}
          </button>
        ))}
      </div>
      <div id="policy-page-panel" role="tabpanel">
        {pages.isPending ? (
          <Spinner size="sm" label="Loading the pages" />
        ) : pages.isError ? (
          <Alert>{pages.error.message}</Alert>
        ) : (
          <PageForm key={slug} page={pages.data.find((page) => page.slug === slug)} slug={slug} />
        )}
      </div>
    </section>
  );
}

function PageForm({ page, slug }: { page: PolicyPage | undefined; slug: PolicySlug }) {
  const save = useUpdatePolicyPage();
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
    defaultValues: { title: page?.title ?? POLICY_TITLES[slug], body: page?.body ?? '' },
  });
  const body = useWatch({ control, name: 'body' });

  const submit = handleSubmit(async (input) => {
    setSaved(false);
    try {
      const result = await save.mutateAsync({ slug, input });
      reset({ title: result.title, body: result.body });
      setSaved(true);
    } catch (error) {
      applyServerFieldErrors(error, setError, ['title', 'body']);
    }
  });

  return (
    <form noValidate onSubmit={submit} onChange={() => setSaved(false)} className="grid gap-4">
      <Field label="Page title" maxLength={100} error={errors.title?.message} {...register('title')} />
      <div className="grid gap-4 lg:grid-cols-2">
        <TextareaField
          label="Text (Markdown)"
          rows={16}
          maxLength={POLICY_BODY_MAX}
          className="min-h-80 font-mono text-sm"
          error={errors.body?.message}
          {...register('body')}
        />
        <div>
          <p id={previewId} className="mb-1.5 text-sm font-medium text-espresso-900">
            Preview
          </p>
          <ScrollRegion
            aria-labelledby={previewId}
            className="max-h-[28rem] min-h-80 rounded-2xl bg-white p-4 text-sm ring-1 ring-espresso-100"
          >
            <Markdown>{body ?? ''}</Markdown>
          </ScrollRegion>
        </div>
      </div>
      <div aria-live="polite">
        {saved && <Alert variant="info">Page saved. The shop shows it now.</Alert>}
        {save.error && (
          <Alert title="Error saving the page">
            {actionErrorMessage(save.error, 'Could not save the page')}
          </Alert>
        )}
      </div>
      <div className="flex flex-wrap items-center justify-end gap-3">
        {isDirty && <p className="mr-auto text-sm text-espresso-600">You have unsaved changes.</p>}
        <a
          href={paths.policy[slug]}
          target="_blank"
          rel="noopener"
          className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-espresso-700 underline underline-offset-4"
        >
          View page
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
        <Button type="submit" isLoading={save.isPending}>
          Save page
        </Button>
      </div>
    </form>
  );
}
