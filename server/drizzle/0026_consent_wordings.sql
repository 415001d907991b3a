-- The newsletter's consent record names a wording the server keeps (docs/decisions/016): the form
-- sends the version it showed and the server copies that version's text, instead of storing
-- whatever text a client sends. Version 1 is the wording the form has shown so far.
CREATE TABLE "consent_wordings" (
	"version" integer PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "consent_wordings" ("version", "text") VALUES
  (1, 'I agree to receive the Ikawa newsletter by e-mail. I can unsubscribe at any time with one click.');
--> statement-breakpoint
-- Earlier records keep the text they stored, with no version: it came from the client.
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "consent_version" integer;
--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_consent_version_consent_wordings_version_fk" FOREIGN KEY ("consent_version") REFERENCES "public"."consent_wordings"("version") ON DELETE no action ON UPDATE no action;
