import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck, Info } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { NEWSLETTER_CONSENT_MESSAGE } from '@ikawa/contracts/newsletter-consent';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import type { NewsletterFormLogic, NewsletterFormModel } from './newsletter-form-logic';

/** The fields before the form's code is in: plain inputs, which keep what is typed in them. */
const PLAIN_FIELDS = { name: { name: 'name' }, email: { name: 'email' } };

/**
 * SPEC §2 newsletter form (name, email, Subscribe), which really subscribes: the server's
 * thank-you or already-subscribed sentence is shown, validation errors sit on their fields,
 * and what was typed stays in place when something goes wrong.
 *
 * Drawn at once, but its form library and the contract's schema (newsletter-form-logic.tsx) load
 * the first time the visitor focuses or presses something in it: a page that shows the form
 * does not download them for a visitor who never uses it. A Subscribe pressed before they
 * arrive is sent once they have.
 */
export function NewsletterForm() {
  const { t, i18n } = useLingui();
  const [logic, setLogic] = useState<{ NewsletterFormLogic: typeof NewsletterFormLogic } | null>(null);
  const [model, setModel] = useState<NewsletterFormModel | null>(null);
  const loading = useRef(false);
  const submitWhenReady = useRef(false);

  const load = () => {
    if (loading.current) return;
    loading.current = true;
    void import('./newsletter-form-logic').then(setLogic, () => {
      // A failed download is tried again on the next focus or press.
      loading.current = false;
    });
  };

  const fields = model?.fields ?? PLAIN_FIELDS;

  useEffect(() => {
    if (!model || !submitWhenReady.current) return;
    submitWhenReady.current = false;
    void model.onSubmit();
  }, [model]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (model) return void model.onSubmit(event);
    event.preventDefault();
    submitWhenReady.current = true;
    load();
  };

  // The versioned wording the server records with the subscription, in the reader's language.
  const consent = i18n._(NEWSLETTER_CONSENT_MESSAGE);
  const result = model?.result;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onFocus={load}
      onPointerDown={load}
      aria-label={t`Newsletter`}
      className="flex flex-col gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-[1fr_1.3fr_auto] sm:items-start">
        <Field
          label={t`Name`}
          autoComplete="name"
          placeholder={t`Your name (optional)`}
          error={model?.errors.name}
          {...fields.name}
        />
        <Field
          label={t`Email`}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={t`you@example.com`}
          error={model?.errors.email}
          {...fields.email}
        />
        <Button
          type="submit"
          size="lg"
          variant="accent"
          isLoading={model?.isSubmitting ?? false}
          className="sm:mt-[1.625rem]"
        >
          <Trans>Subscribe</Trans>
        </Button>
      </div>
      <p className="text-xs text-espresso-600">
        <Trans>{consent} We e-mail you a link to confirm first.</Trans>
      </p>
      <div aria-live="polite">
        {result && (
          <p
            className={
              result.alreadySubscribed
                ? 'flex items-start gap-2 rounded-2xl bg-cream-200 px-4 py-3 text-sm text-espresso-800'
                : 'flex items-start gap-2 rounded-2xl bg-leaf-50 px-4 py-3 text-sm text-leaf-700'
            }
          >
            {result.alreadySubscribed ? (
              <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            ) : (
              <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            )}
            {result.message}
          </p>
        )}
      </div>
      {model?.formError && <Alert>{model.formError}</Alert>}
      {logic && <logic.NewsletterFormLogic onModel={setModel} />}
    </form>
  );
}
