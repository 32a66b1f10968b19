ALTER TABLE "preorders" ADD COLUMN "initial_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "preorders" ADD COLUMN "final_paid_at" timestamp with time zone;--> statement-breakpoint
-- Payments confirmed before this column existed are dated by the preorder's last change, the nearest we know.
UPDATE "preorders" SET "initial_paid_at" = "updated_at" WHERE "initial_payment_status" = 'paid';--> statement-breakpoint
UPDATE "preorders" SET "final_paid_at" = "updated_at" WHERE "final_payment_status" = 'paid';
