-- Issue 24, items 8 and 12.
-- Each claim of an Idempotency-Key gets its own id. The money transaction records the answer only
-- while its own claim still holds the key (server/modules/idempotency/idempotency.answer.ts), so a
-- claim left in flight by a process that died, or by a release the database refused, can be taken
-- over after a short lease without any chance of moving the money twice.
ALTER TABLE "idempotency_keys" ADD COLUMN "claim_id" uuid;--> statement-breakpoint
-- Profile pictures are https:// URLs only now; anything stored before (javascript:, data:, file:, http:) is dropped.
UPDATE "users" SET "avatar" = NULL WHERE "avatar" IS NOT NULL AND "avatar" !~* '^https://[^/?#]+';
