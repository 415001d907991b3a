import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2, MailX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { NEWSLETTER_MESSAGE_DESCRIPTORS } from '@ikawa/contracts/newsletter';
import { ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { type NewsletterLinkAction, useNewsletterLink } from '../api/newsletter-links';

const TITLES: Record<NewsletterLinkAction, { busy: MessageDescriptor; done: MessageDescriptor }> = {
  confirm: { busy: msg`Confirming your subscription…`, done: msg`Subscription confirmed` },
  unsubscribe: { busy: msg`Unsubscribing…`, done: msg`You are unsubscribed` },
};

/**
 * /newsletter/confirm and /newsletter/unsubscribe: the link does its work as soon
 * as the page opens, with no sign-in and no further click.
 */
export function NewsletterLink({ action }: { action: NewsletterLinkAction }) {
  const { i18n } = useLingui();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const link = useNewsletterLink(action);
  const started = useRef(false);
  const { mutate } = link;

  useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    mutate(token);
  }, [token, mutate]);

  const failed = !token || link.isError;
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center px-6 py-20 text-center md:py-28"
      aria-live="polite"
    >
      {failed ? (
        <>
          <MailX aria-hidden="true" className="size-14 text-cherry-600" />
          <h1 className="mt-5 text-3xl font-semibold">
            <Trans>This link does not work</Trans>
          </h1>
          <p className="mt-3 text-espresso-600">
            {link.error?.message ?? i18n._(NEWSLETTER_MESSAGE_DESCRIPTORS.invalidLink)}
          </p>
        </>
      ) : link.isSuccess ? (
        <>
          <CheckCircle2 aria-hidden="true" className="size-14 text-leaf-600" />
          <h1 className="mt-5 text-3xl font-semibold">{i18n._(TITLES[action].done)}</h1>
          <p className="mt-3 text-espresso-600">{link.data.message}</p>
        </>
      ) : (
        <>
          <Spinner size="lg" className="text-espresso-700" />
          <h1 className="mt-6 text-3xl font-semibold">{i18n._(TITLES[action].busy)}</h1>
        </>
      )}
      <ButtonLink to={paths.shop} variant="secondary" className="mt-8">
        <Trans>Browse the coffee</Trans>
      </ButtonLink>
    </section>
  );
}
