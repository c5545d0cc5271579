ALTER TABLE "users" ADD COLUMN "can_deposit" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "can_withdraw" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "can_send_money" boolean DEFAULT true NOT NULL;