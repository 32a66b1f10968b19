ALTER TABLE "notifications" DROP CONSTRAINT "notifications_status_known";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "preorder_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "notifications_claimed_idx" ON "notifications" USING btree ("claimed_until") WHERE "notifications"."status" = 'sending';--> statement-breakpoint
CREATE INDEX "notifications_order_idx" ON "notifications" USING btree ("order_id") WHERE "notifications"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "notifications_preorder_idx" ON "notifications" USING btree ("preorder_id") WHERE "notifications"."preorder_id" is not null;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_status_known" CHECK ("notifications"."status" in ('pending', 'sending', 'sent', 'failed'));