CREATE TABLE "order_replaced_screenshots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"upload_id" uuid NOT NULL,
	"replaced_at" timestamp with time zone DEFAULT now() NOT NULL,
	"replaced_by" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "guest_token_hash" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "attached_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "guest_token_hash" text;--> statement-breakpoint
ALTER TABLE "order_replaced_screenshots" ADD CONSTRAINT "order_replaced_screenshots_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_replaced_screenshots" ADD CONSTRAINT "order_replaced_screenshots_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_replaced_screenshots_order_idx" ON "order_replaced_screenshots" USING btree ("order_id","replaced_at");--> statement-breakpoint
-- Proofs orders already use can no longer be deleted either.
UPDATE "uploads" SET "attached_at" = now() WHERE "id" IN (SELECT "screenshot_id" FROM "orders" WHERE "screenshot_id" IS NOT NULL);
