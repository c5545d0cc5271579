-- Proof of liabilities: each snapshot publishes the root of a Merkle sum tree over what every user
-- is owed; its leaves are kept (nonce, id_hash, balance, position) so a user's path can be rebuilt
-- later. A leaf's balance is positive: users owed nothing are left out of the tree.
CREATE TABLE "liability_snapshots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"root_hash" text NOT NULL,
	"total_cents" bigint NOT NULL,
	"leaf_count" integer NOT NULL,
	"created_by" uuid NOT NULL REFERENCES "users"("id"),
	CONSTRAINT "liability_snapshots_figures" CHECK ("total_cents" >= 0 AND "leaf_count" >= 1)
);
--> statement-breakpoint
CREATE INDEX "liability_snapshots_taken_idx" ON "liability_snapshots" USING btree ("taken_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE TABLE "liability_leaves" (
	"snapshot_id" uuid NOT NULL REFERENCES "liability_snapshots"("id") ON DELETE CASCADE,
	"user_id" uuid NOT NULL REFERENCES "users"("id"),
	"leaf_index" integer NOT NULL,
	"nonce" text NOT NULL,
	"id_hash" text NOT NULL,
	"balance_cents" bigint NOT NULL,
	CONSTRAINT "liability_leaves_pkey" PRIMARY KEY ("snapshot_id", "user_id"),
	CONSTRAINT "liability_leaves_balance" CHECK ("balance_cents" > 0 AND "leaf_index" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "liability_leaves_position_key" ON "liability_leaves" USING btree ("snapshot_id", "leaf_index");
