import { localizedPath } from '@ikawa/contracts/i18n';
import { Link, Text } from '@react-email/components';
import { MailButton, MailLayout, styles, textsIn, withElements } from './layout';
import type { MailData } from './types';

const WELCOME = {
  subject: /*i18n*/ { id: 'mail.welcome.subject', message: 'Welcome to {shop}' },
  preview: /*i18n*/ { id: 'mail.welcome.preview', message: 'Your account is ready.' },
  heading: /*i18n*/ { id: 'mail.welcome.heading', message: 'Welcome, {name}!' },
  body: /*i18n*/ {
    id: 'mail.welcome.body',
    message:
      'Your account is ready. Our Arabica grows on the hills of Burundi; we roast it and bring it to your door, or keep it for you at the store.',
  },
  button: /*i18n*/ { id: 'mail.welcome.button', message: 'Browse the coffee' },
};

export function welcomeSubject(data: MailData<'welcome'>): string {
  return textsIn(data.locale)(WELCOME.subject, { shop: data.shop.name });
}

export function Welcome({ name, shop, locale }: MailData<'welcome'>) {
  const t = textsIn(locale);
  return (
    <MailLayout shop={shop} preview={t(WELCOME.preview)} locale={locale}>
      <Text style={styles.heading}>{t(WELCOME.heading, { name })}</Text>
      <Text style={styles.text}>{t(WELCOME.body)}</Text>
      <MailButton href={`${shop.url}${localizedPath(locale ?? 'en-CA', '/shop')}`}>
        {t(WELCOME.button)}
      </MailButton>
    </MailLayout>
  );
}

const RESET = {
  subject: /*i18n*/ { id: 'mail.reset.subject', message: 'Choose a new password for {shop}' },
  preview: /*i18n*/ { id: 'mail.reset.preview', message: 'A link to choose a new password.' },
  heading: /*i18n*/ { id: 'mail.reset.heading', message: 'Hello {name},' },
  body: /*i18n*/ {
    id: 'mail.reset.body',
    message:
      'Someone, hopefully you, asked to reset the password of your account. The link works once, for {minutes} minutes.',
  },
  button: /*i18n*/ { id: 'mail.reset.button', message: 'Choose a new password' },
  orOpen: /*i18n*/ { id: 'mail.reset.orOpen', message: 'Or open this address: {link}' },
  ignore: /*i18n*/ {
    id: 'mail.reset.ignore',
    message: 'If you did not ask for it, ignore this e-mail: your password stays as it is.',
  },
};

export function passwordResetSubject(data: MailData<'password_reset'>): string {
  return textsIn(data.locale)(RESET.subject, { shop: data.shop.name });
}

export function PasswordReset({ name, link, minutes, shop, locale }: MailData<'password_reset'>) {
  const t = textsIn(locale);
  return (
    <MailLayout shop={shop} preview={t(RESET.preview)} locale={locale}>
      <Text style={styles.heading}>{t(RESET.heading, { name })}</Text>
      <Text style={styles.text}>{t(RESET.body, { minutes })}</Text>
      <MailButton href={link}>{t(RESET.button)}</MailButton>
      <Text style={styles.muted}>
        {withElements(locale, RESET.orOpen, {}, { link: <Link href={link}>{link}</Link> })}
      </Text>
      <Text style={styles.muted}>{t(RESET.ignore)}</Text>
    </MailLayout>
  );
}

const NEWSLETTER = {
  subject: /*i18n*/ {
    id: 'mail.newsletterConfirm.subject',
    message: 'Confirm your subscription to the {shop} newsletter',
  },
  preview: /*i18n*/ { id: 'mail.newsletterConfirm.preview', message: 'One click to confirm.' },
  helloName: /*i18n*/ { id: 'mail.newsletterConfirm.helloName', message: 'Hello {name},' },
  hello: /*i18n*/ { id: 'mail.newsletterConfirm.hello', message: 'Hello,' },
  body: /*i18n*/ {
    id: 'mail.newsletterConfirm.body',
    message:
      'Please confirm that you want our newsletter: news from the hills of Burundi, new harvests and offers. Until you confirm, we send you nothing more.',
  },
  button: /*i18n*/ { id: 'mail.newsletterConfirm.button', message: 'Confirm my subscription' },
  ignore: /*i18n*/ {
    id: 'mail.newsletterConfirm.ignore',
    message: 'If you did not ask for it, ignore this e-mail.',
  },
};

export function newsletterConfirmSubject(data: MailData<'newsletter_confirm'>): string {
  return textsIn(data.locale)(NEWSLETTER.subject, { shop: data.shop.name });
}

export function NewsletterConfirm({
  name,
  confirmUrl,
  unsubscribeUrl,
  shop,
  locale,
}: MailData<'newsletter_confirm'>) {
  const t = textsIn(locale);
  return (
    <MailLayout shop={shop} preview={t(NEWSLETTER.preview)} unsubscribeUrl={unsubscribeUrl} locale={locale}>
      <Text style={styles.heading}>{name ? t(NEWSLETTER.helloName, { name }) : t(NEWSLETTER.hello)}</Text>
      <Text style={styles.text}>{t(NEWSLETTER.body)}</Text>
      <MailButton href={confirmUrl}>{t(NEWSLETTER.button)}</MailButton>
      <Text style={styles.muted}>{t(NEWSLETTER.ignore)}</Text>
    </MailLayout>
  );
}
