import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type BaseSyntheticEvent, memo, type RefCallback, useLayoutEffect, useMemo, useState } from 'react';
import { type Path, type UseFormRegister, type UseFormSetValue, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  NEWSLETTER_CONSENT,
  type NewsletterInput,
  NewsletterInputSchema,
  type NewsletterResponse,
} from '@ikawa/contracts/newsletter';
import { applyServerFieldErrors, errorMessage } from '@/lib/form-errors';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';

/** When the server gives no sentence of its own. */
const NEWSLETTER_FAILED = msg`We could not subscribe you right now. Please try again.`;
const UNEXPECTED = msg`An unexpected error occurred`;

export type NewsletterValues = z.input<typeof NewsletterInputSchema>;
export const NEWSLETTER_FIELDS = ['name', 'email'] as const satisfies readonly Path<NewsletterValues>[];

type FieldName = (typeof NEWSLETTER_FIELDS)[number];

/**
 * A field's props from the form library, taking over the text typed before its code arrived
 * (the library would otherwise write its empty default into the field), caret included.
 */
function takeOverField(
  register: UseFormRegister<NewsletterValues>,
  setValue: UseFormSetValue<NewsletterValues>,
  name: FieldName,
) {
  const { ref, ...props } = register(name);
  const takeOver: RefCallback<HTMLInputElement> = (input) => {
    const typed = input?.value;
    const start = input?.selectionStart ?? null;
    const end = input?.selectionEnd ?? null;
    ref(input);
    if (!input || typed === undefined || input.value === typed) return;
    setValue(name, typed);
    // Email fields have no caret position to read or set (their selection is null).
    if (document.activeElement === input && start !== null) input.setSelectionRange(start, end);
  };
  return { ...props, ref: takeOver };
}

/** What the form shows and does once its code is in (newsletter-form.tsx draws it). */
export interface NewsletterFormModel {
  /** Each field's props; the same object from one render to the next, so a field keeps its ref. */
  fields: Record<FieldName, ReturnType<typeof takeOverField>>;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  errors: Partial<Record<FieldName, string>>;
  isSubmitting: boolean;
  result: NewsletterResponse | null;
  formError: string | null;
}

/**
 * The newsletter form's behaviour (SPEC §2): the form library, the contract's schema and the
 * request, loaded the first time the visitor turns to the form. It draws nothing: it hands the
 * form what to show after each of its own renders, so the fields the visitor is typing in stay
 * the same elements. Memoised: the form's renders do not reach it, only its own state does.
 */
export const NewsletterFormLogic = memo(function NewsletterFormLogic({
  onModel,
}: {
  onModel: (model: NewsletterFormModel) => void;
}) {
  const { i18n } = useLingui();
  const subscribe = useSubscribeNewsletter();
  const [result, setResult] = useState<NewsletterResponse | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<NewsletterValues, unknown, NewsletterInput>({
    resolver: zodResolver(NewsletterInputSchema),
    // The wording shown below the button: its version is what the server records (the server
    // keeps each version's text, so the consent never depends on text sent by a browser).
    defaultValues: { name: '', email: '', consentVersion: NEWSLETTER_CONSENT.version },
  });

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
      applyServerFieldErrors(error, setError, NEWSLETTER_FIELDS);
    }
  });

  const fields = useMemo(
    () => ({
      name: takeOverField(register, setValue, 'name'),
      email: takeOverField(register, setValue, 'email'),
    }),
    [register, setValue],
  );

  const model: NewsletterFormModel = {
    fields,
    onSubmit,
    errors: { name: errors.name?.message, email: errors.email?.message },
    isSubmitting,
    result,
    formError,
  };
  useLayoutEffect(() => onModel(model));
  return null;
});
