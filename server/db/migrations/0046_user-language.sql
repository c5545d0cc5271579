-- The language of everything the product says to a user (app, mail, push, statements), chosen in
-- the app and kept on the account; the accounts that existed before read English.
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" IN ('en', 'es', 'fr', 'ru'));
