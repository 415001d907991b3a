import { type Locale, localizedPath } from '@ikawa/contracts/i18n';
import { randomBytes } from 'node:crypto';
import {
  NEWSLETTER_MESSAGES,
  type NewsletterInput,
  type Subscriber,
  type SubscriberListQuery,
} from '@ikawa/contracts/newsletter';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { ERRORS } from '../../lib/error-messages';
import type { Readable } from 'node:stream';
import { type CsvColumn, csvStream } from '../../lib/csv';
import { hashToken, type MailService, newToken } from '../mail/service';
import {
  allSubscriptions,
  findByConfirmHash,
  findConsentWording,
  findByUnsubscribeToken,
  insertSubscription,
  listSubscriptions,
  lockByEmail,
  type SubscriptionRow,
  updateSubscription,
} from './repo';

/** A new confirmation e-mail for a pending address at most this often. */
const RESEND_AFTER_MS = 10 * 60_000;

const invalidLink = () =>
  new AppError('business_rule', ERRORS.newsletter.invalidLink, { code: 'invalid_link' });

export function toSubscriberDto(row: SubscriptionRow): Subscriber {
  return {
    _id: row.id,
    email: row.email,
    name: row.name,
    status: row.status as Subscriber['status'],
    consentVersion: row.consentVersion,
    consentText: row.consentText,
    consentAt: row.consentAt?.toISOString() ?? null,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The subscribers export's columns (CSV quoting and formula defusing in lib/csv). */
const SUBSCRIBER_COLUMNS: CsvColumn<SubscriptionRow>[] = [
  { header: 'email', cell: (row) => row.email },
  { header: 'name', cell: (row) => row.name },
  { header: 'status', cell: (row) => row.status },
  { header: 'consent_version', cell: (row) => row.consentVersion },
  { header: 'consent_text', cell: (row) => row.consentText },
  { header: 'consent_at', cell: (row) => row.consentAt?.toISOString() },
  { header: 'consent_address', cell: (row) => row.consentAddress },
  { header: 'confirmed_at', cell: (row) => row.confirmedAt?.toISOString() },
  { header: 'unsubscribed_at', cell: (row) => row.unsubscribedAt?.toISOString() },
];

/**
 * The newsletter with consent (Canada's anti-spam law): double opt-in, a record of
 * what was agreed to, when and from where, and a one-click unsubscribe in every message.
 */
export function createNewsletterService({
  db,
  mail,
  now = () => new Date(),
}: {
  db: Db;
  mail: MailService;
  now?: () => Date;
}) {
  return {
    /**
     * Records the consent and writes the confirmation message; subscribed only once confirmed.
     * The consent is the version of the wording the form showed, with the server's own copy of
     * its text (decision 016); an unknown version is refused and nothing is stored.
     */
    async subscribe(
      input: NewsletterInput & { locale: Locale },
      address: string,
    ): Promise<{ alreadySubscribed: boolean }> {
      const at = now();
      const { locale } = input;
      return db.transaction(async (tx) => {
        const wording = await findConsentWording(tx, input.consentVersion);
        if (!wording)
          throw new AppError('validation', ERRORS.newsletter.unknownConsentVersion, {
            code: 'unknown_consent_version',
            details: [{ path: 'consentVersion', message: NEWSLETTER_MESSAGES.unknownConsentVersion }],
          });
        const existing = await lockByEmail(tx, input.email);
        if (existing?.status === 'subscribed') return { alreadySubscribed: true };
        // Asked again while the confirmation is fresh: the e-mail already sent still works, and
        // nobody can flood an inbox through the form.
        const recent = existing?.consentAt && at.getTime() - existing.consentAt.getTime() < RESEND_AFTER_MS;
        if (existing?.status === 'pending' && recent) return { alreadySubscribed: false };
        const { token, hash } = newToken();
        const consent = {
          consentVersion: wording.version,
          consentText: wording.text,
          consentAt: at,
          consentAddress: address,
          confirmTokenHash: hash,
        };
        const row = existing
          ? await updateSubscription(tx, existing.id, {
              ...consent,
              name: input.name || existing.name,
              locale,
              status: 'pending',
              unsubscribedAt: null,
            })
          : await insertSubscription(tx, {
              ...consent,
              email: input.email,
              name: input.name || null,
              locale,
              status: 'pending',
              unsubscribeToken: randomBytes(24).toString('base64url'),
              createdAt: at,
            });
        // The same address at the same moment: the other request writes the message.
        if (!row) return { alreadySubscribed: false };
        const unsubscribe = encodeURIComponent(row.unsubscribeToken);
        await mail.write(
          tx,
          'newsletter_confirm',
          row.email,
          {
            name: row.name,
            locale,
            confirmUrl: mail.link(
              `${localizedPath(locale, '/newsletter/confirm')}?token=${encodeURIComponent(token)}`,
            ),
            unsubscribeUrl: mail.link(
              `${localizedPath(locale, '/newsletter/unsubscribe')}?token=${unsubscribe}`,
            ),
            listUnsubscribeUrl: mail.link(`/api/newsletter/unsubscribe?token=${unsubscribe}`),
          },
          `newsletter-confirm:${hash}`,
        );
        return { alreadySubscribed: false };
      });
    },

    async confirm(token: string): Promise<void> {
      const row = await findByConfirmHash(db, hashToken(token));
      if (!row || row.status === 'unsubscribed') throw invalidLink();
      if (row.status === 'subscribed') return;
      await updateSubscription(db, row.id, { status: 'subscribed', confirmedAt: now() });
    },

    /** One click, no sign-in: immediate, and the same answer when already unsubscribed. */
    async unsubscribe(token: string): Promise<void> {
      const row = await findByUnsubscribeToken(db, token);
      if (!row) throw invalidLink();
      if (row.status === 'unsubscribed') return;
      await updateSubscription(db, row.id, {
        status: 'unsubscribed',
        unsubscribedAt: now(),
        confirmTokenHash: null,
      });
    },

    async list(query: SubscriberListQuery) {
      const { rows, total } = await listSubscriptions(db, query);
      return {
        data: rows.map(toSubscriberDto),
        page: query.page,
        pageSize: query.pageSize,
        total,
        totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
      };
    },

    /** The subscribers as CSV, written like every other export (lib/csv: BOM, quoting, formulas). */
    async csv(): Promise<Readable> {
      const rows = await allSubscriptions(db);
      return csvStream(
        SUBSCRIBER_COLUMNS,
        (async function* () {
          yield rows;
        })(),
      );
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
