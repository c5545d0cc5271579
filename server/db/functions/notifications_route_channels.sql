-- Routes every new notification by its category and the user's choice, whichever code inserted it
-- (notify(), the send-money statement, a broadcast's INSERT … SELECT), in the writer's own
-- transaction and set-based (a broadcast to every investor is one join, not a lookup per row).
-- Push: users with a subscription who did not turn push off for the category. In-app: the row is
-- removed again when the user turned the bell off for the category. Security ignores both choices.
CREATE OR REPLACE FUNCTION "notifications_route_channels"() RETURNS trigger LANGUAGE plpgsql AS $$
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
CREATE OR REPLACE TRIGGER "notifications_route_channels" AFTER INSERT ON "notifications" REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION "notifications_route_channels"();
