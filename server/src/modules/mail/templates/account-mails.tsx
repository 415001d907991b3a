import { Link, Text } from '@react-email/components';
import { MailButton, MailLayout, styles } from './layout';
import type { MailData } from './types';

export function welcomeSubject(data: MailData<'welcome'>): string {
  return `Welcome to ${data.shop.name}`;
}

export function Welcome({ name, shop }: MailData<'welcome'>) {
  return (
    <MailLayout shop={shop} preview="Your account is ready.">
      <Text style={styles.heading}>Welcome, {name}!</Text>
      <Text style={styles.text}>
        Your account is ready. Our Arabica grows on the hills of Burundi; we roast it and bring it to your
        door, or keep it for you at the store.
      </Text>
      <MailButton href={`${shop.url}/shop`}>Browse the coffee</MailButton>
    </MailLayout>
  );
}

export function passwordResetSubject(data: MailData<'password_reset'>): string {
  return `Choose a new password for ${data.shop.name}`;
}

export function PasswordReset({ name, link, minutes, shop }: MailData<'password_reset'>) {
  return (
    <MailLayout shop={shop} preview="A link to choose a new password.">
      <Text style={styles.heading}>Hello {name},</Text>
      <Text style={styles.text}>
        Someone, hopefully you, asked to reset the password of your account. The link works once, for{' '}
        {minutes} minutes.
      </Text>
      <MailButton href={link}>Choose a new password</MailButton>
      <Text style={styles.muted}>
        Or open this address: <Link href={link}>{link}</Link>
      </Text>
      <Text style={styles.muted}>
        If you did not ask for it, ignore this e-mail: your password stays as it is.
      </Text>
    </MailLayout>
  );
}

export function newsletterConfirmSubject(data: MailData<'newsletter_confirm'>): string {
  return `Confirm your subscription to the ${data.shop.name} newsletter`;
}

export function NewsletterConfirm({
  name,
  confirmUrl,
  unsubscribeUrl,
  shop,
}: MailData<'newsletter_confirm'>) {
  return (
    <MailLayout shop={shop} preview="One click to confirm." unsubscribeUrl={unsubscribeUrl}>
      <Text style={styles.heading}>{name ? `Hello ${name},` : 'Hello,'}</Text>
      <Text style={styles.text}>
        Please confirm that you want our newsletter: news from the hills of Burundi, new harvests and offers.
        Until you confirm, we send you nothing more.
      </Text>
      <MailButton href={confirmUrl}>Confirm my subscription</MailButton>
      <Text style={styles.muted}>If you did not ask for it, ignore this e-mail.</Text>
    </MailLayout>
  );
}
