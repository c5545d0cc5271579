CREATE TABLE "push_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"notification_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "push_outbox" ADD CONSTRAINT "push_outbox_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every notification of a user with a push subscription is queued for Web Push in the writer's
-- own transaction, whichever code inserts it (notify(), the transfer statement, broadcasts).
CREATE FUNCTION "push_outbox_enqueue"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "push_outbox" ("notification_id")
	SELECT i."id" FROM inserted i
	WHERE EXISTS (SELECT 1 FROM "push_subscriptions" s WHERE s."user_id" = i."user_id");
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "notifications_push_outbox" AFTER INSERT ON "notifications" REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION "push_outbox_enqueue"();
