-- Issue 20: a choice per category AND channel (in-app, e-mail, push). Existing rows keep their
-- e-mail choice; the new channels start on, as they behaved before.
ALTER TABLE "notification_preferences" ADD COLUMN "in_app" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "push" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
-- What each notification is about. Rows from before stay NULL (they are never routed again).
ALTER TABLE "notifications" ADD COLUMN "category" text;
--> statement-breakpoint
-- notify() always names the category; the one writer that does not is send_money_request (0011),
-- whose two notes (sent, received) are money.
ALTER TABLE "notifications" ALTER COLUMN "category" SET DEFAULT 'money';
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_category_check" CHECK ("category" IN ('money', 'investments', 'security', 'support', 'news'));
--> statement-breakpoint
-- The push outbox carries its own copy of the text: a push can go to a user who turned the in-app
-- notification of that category off, whose notifications row is then gone.
ALTER TABLE "push_outbox" DROP CONSTRAINT "push_outbox_notification_id_notifications_id_fk";
--> statement-breakpoint
ALTER TABLE "push_outbox" ADD COLUMN "user_id" uuid;
--> statement-breakpoint
ALTER TABLE "push_outbox" ADD COLUMN "message" text;
--> statement-breakpoint
ALTER TABLE "push_outbox" ADD COLUMN "link" text;
--> statement-breakpoint
ALTER TABLE "push_outbox" ADD COLUMN "created_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "push_outbox" o SET "user_id" = n."user_id", "message" = n."message", "link" = n."link", "created_at" = n."created_at"
FROM "notifications" n WHERE n."id" = o."notification_id";
--> statement-breakpoint
DELETE FROM "push_outbox" WHERE "user_id" IS NULL;
--> statement-breakpoint
ALTER TABLE "push_outbox" ALTER COLUMN "user_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "push_outbox" ALTER COLUMN "message" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "push_outbox" ALTER COLUMN "link" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "push_outbox" ALTER COLUMN "created_at" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "push_outbox" ADD CONSTRAINT "push_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
DROP TRIGGER "notifications_push_outbox" ON "notifications";
--> statement-breakpoint
DROP FUNCTION "push_outbox_enqueue"();
--> statement-breakpoint
-- Routes every new notification by its category and the user's choice, whichever code inserted it
-- (notify(), the send-money statement, a broadcast's INSERT … SELECT), in the writer's own
-- transaction and set-based (a broadcast to every investor is one join, not a lookup per row).
-- Push: users with a subscription who did not turn push off for the category. In-app: the row is
-- removed again when the user turned the bell off for the category. Security ignores both choices.
CREATE FUNCTION "notifications_route_channels"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "push_outbox" ("notification_id", "user_id", "message", "link", "created_at")
	SELECT i."id", i."user_id", i."message", i."link", i."created_at" FROM inserted i
	WHERE EXISTS (SELECT 1 FROM "push_subscriptions" s WHERE s."user_id" = i."user_id")
		AND NOT EXISTS (
			SELECT 1 FROM "notification_preferences" p
			WHERE p."user_id" = i."user_id" AND p."category" = i."category" AND i."category" <> 'security' AND NOT p."push");
	DELETE FROM "notifications" n USING inserted i, "notification_preferences" p
	WHERE n."id" = i."id" AND p."user_id" = i."user_id" AND p."category" = i."category" AND i."category" <> 'security' AND NOT p."in_app";
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "notifications_route_channels" AFTER INSERT ON "notifications" REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION "notifications_route_channels"();
