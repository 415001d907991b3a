import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck, Info } from 'lucide-react';
import { useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  NEWSLETTER_CONSENT,
  NEWSLETTER_CONSENT_MESSAGE,
  type NewsletterInput,
  NewsletterInputSchema,
  type NewsletterResponse,
} from '@ikawa/contracts/newsletter';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { applyServerFieldErrors, errorMessage } from '@/lib/form-errors';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';

/** When the server gives no sentence of its own. */
const NEWSLETTER_FAILED = msg`We could not subscribe you right now. Please try again.`;
const UNEXPECTED = msg`An unexpected error occurred`;

type Values = z.input<typeof NewsletterInputSchema>;
const FIELDS = ['name', 'email'] as const satisfies readonly Path<Values>[];

/**
 * SPEC §2 newsletter form (name, email, Subscribe), which really subscribes: the server's
 * thank-you or already-subscribed sentence is shown, validation errors sit on their fields,
 * and what was typed stays in place when something goes wrong.
 */
export function NewsletterForm() {
  const { t, i18n } = useLingui();
  const subscribe = useSubscribeNewsletter();
  const [result, setResult] = useState<NewsletterResponse | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, NewsletterInput>({
    resolver: zodResolver(NewsletterInputSchema),
    // The wording shown below the button: its version is what the server records (the server
    // keeps each version's text, so the consent never depends on text sent by a browser).
    defaultValues: { name: '', email: '', consentVersion: NEWSLETTER_CONSENT.version },
  });

  // The versioned wording the server records with the subscription, in the reader's language.
  const consent = i18n._(NEWSLETTER_CONSENT_MESSAGE);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setResult(null);
    try {
      const answer = await subscribe.mutateAsync({
        email: values.email,
        ...(values.name ? { name: values.name } : {}),
        consentVersion: values.consentVersion,
      });
      setResult(answer);
      reset();
    } catch (error) {
      setFormError(errorMessage(error, i18n._(NEWSLETTER_FAILED), i18n._(UNEXPECTED)));
      applyServerFieldErrors(error, setError, FIELDS);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t`Newsletter`} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-[1fr_1.3fr_auto] sm:items-start">
        <Field
          label={t`Name`}
          autoComplete="name"
          placeholder={t`Your name (optional)`}
          error={errors.name?.message}
          {...register('name')}
        />
        <Field
          label={t`Email`}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={t`you@example.com`}
          error={errors.email?.message}
          {...register('email')}
        />
        <Button
          type="submit"
          size="lg"
          variant="accent"
          isLoading={isSubmitting}
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
      {formError && <Alert>{formError}</Alert>}
    </form>
  );
}
