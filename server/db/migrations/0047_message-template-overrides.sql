-- An administrator's wording of a mail or notice in one language, used instead of the built-in text.
CREATE TABLE "message_template_overrides" (
	"template_key" text NOT NULL,
	"locale" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_template_overrides_template_key_locale_pk" PRIMARY KEY("template_key","locale"),
	CONSTRAINT "message_template_overrides_locale_check" CHECK ("message_template_overrides"."locale" IN ('en', 'es', 'fr', 'ru'))
);
--> statement-breakpoint
ALTER TABLE "message_template_overrides" ADD CONSTRAINT "message_template_overrides_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
