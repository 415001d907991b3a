import { countryName } from '@ikawa/contracts/countries';
import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import { DEFAULT_LOCALE, languageOf, type Locale, type MessageDescriptor } from '@ikawa/contracts/i18n';
import { Fragment, type ReactNode } from 'react';
import { translate } from '../../../lib/i18n';
import type { ShopInfo } from './types';

/** A message's texts in its reader's language (a message written before languages: English). */
export function textsIn(locale: Locale | undefined) {
  const lang = locale ?? DEFAULT_LOCALE;
  return (descriptor: MessageDescriptor, values?: Record<string, unknown>) =>
    translate(lang, descriptor, values);
}

/**
 * A translated sentence with elements inside it (a link): the translator sees the whole sentence
 * with `{link}`, and the element takes the placeholder's place wherever the language puts it.
 */
export function withElements(
  locale: Locale | undefined,
  descriptor: MessageDescriptor,
  values: Record<string, unknown>,
  elements: Record<string, ReactNode>,
): ReactNode {
  const markers = Object.fromEntries(Object.keys(elements).map((name) => [name, `\u0001${name}\u0001`]));
  const text = translate(locale ?? DEFAULT_LOCALE, descriptor, { ...values, ...markers });
  return text
    .split('\u0001')
    .map((part, index) =>
      index % 2 === 1 && part in elements ? (
        <Fragment key={index}>{elements[part]}</Fragment>
      ) : (
        <Fragment key={index}>{part}</Fragment>
      ),
    );
}

const LAYOUT = {
  newsletterFooter: /*i18n*/ {
    id: 'mail.layout.newsletterFooter',
    message: 'You receive this because you asked for our newsletter. {unsubscribe} with one click.',
  },
  unsubscribe: /*i18n*/ { id: 'mail.layout.unsubscribe', message: 'Unsubscribe' },
};

/** The shop's colours (web/src/index.css: espresso and cream). */
export const COLOURS = {
  espresso: '#53331d',
  espressoDark: '#2a1a12',
  crema: '#bd7f3c',
  cream: '#fbf5ea',
  line: '#ecdfd3',
  muted: '#6c4427',
};

const font = "Inter, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export const styles = {
  text: { fontSize: '15px', lineHeight: '22px', color: COLOURS.espressoDark, margin: '0 0 12px' },
  muted: { fontSize: '13px', lineHeight: '20px', color: COLOURS.muted, margin: '0 0 8px' },
  heading: { fontSize: '22px', lineHeight: '28px', color: COLOURS.espresso, margin: '0 0 16px' },
  subheading: { fontSize: '16px', lineHeight: '22px', color: COLOURS.espresso, margin: '20px 0 8px' },
  button: {
    backgroundColor: COLOURS.espresso,
    color: '#ffffff',
    borderRadius: '8px',
    padding: '12px 20px',
    fontSize: '15px',
    fontWeight: 600,
    textDecoration: 'none',
    display: 'inline-block',
  },
  link: { color: COLOURS.crema },
};

/**
 * Every message's frame: the shop's name on top, the content, then the shop's postal address
 * and contact (Canada's anti-spam law asks for the sender's address in every message) and, for
 * newsletter messages, the one-click unsubscribe link.
 */
export function MailLayout({
  shop,
  preview,
  children,
  unsubscribeUrl,
  locale,
}: {
  shop: ShopInfo;
  preview: string;
  children: ReactNode;
  unsubscribeUrl?: string;
  locale?: Locale;
}) {
  const { address } = shop;
  const t = textsIn(locale);
  return (
    <Html lang={languageOf(locale ?? DEFAULT_LOCALE)}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: COLOURS.cream, fontFamily: font, margin: 0, padding: '24px 0' }}>
        <Container style={{ maxWidth: '560px', width: '100%', margin: '0 auto' }}>
          <Section style={{ padding: '0 20px 16px' }}>
            <Link href={shop.url} style={{ textDecoration: 'none' }}>
              <Heading as="h1" style={{ fontSize: '24px', color: COLOURS.espresso, margin: 0 }}>
                {shop.name}
              </Heading>
            </Link>
          </Section>
          <Section
            style={{
              backgroundColor: '#ffffff',
              borderRadius: '12px',
              border: `1px solid ${COLOURS.line}`,
              padding: '24px 20px',
            }}
          >
            {children}
          </Section>
          <Section style={{ padding: '16px 20px 0' }}>
            <Text style={styles.muted}>
              {`${shop.name} · ${address.street}, ${address.city} ${address.postalCode}, ${countryName(address.country, locale ?? DEFAULT_LOCALE)}`}
            </Text>
            <Text style={styles.muted}>{`${shop.email} · ${shop.phone}`}</Text>
            {unsubscribeUrl ? (
              <Text style={styles.muted}>
                {withElements(
                  locale,
                  LAYOUT.newsletterFooter,
                  {},
                  {
                    unsubscribe: (
                      <Link href={unsubscribeUrl} style={styles.link}>
                        {t(LAYOUT.unsubscribe)}
                      </Link>
                    ),
                  },
                )}
              </Text>
            ) : null}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export function MailButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: '8px 0 16px' }}>
      <Button href={href} style={styles.button}>
        {children}
      </Button>
    </Section>
  );
}

export function Divider() {
  return <Hr style={{ borderColor: COLOURS.line, margin: '16px 0' }} />;
}
