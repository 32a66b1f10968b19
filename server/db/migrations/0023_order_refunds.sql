ALTER TABLE "orders" ADD COLUMN "refund_amount" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_method" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_by" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_reference" text;--> statement-breakpoint
CREATE INDEX "orders_refund_due_idx" ON "orders" USING btree ("refund_due_at") WHERE "orders"."refund_due_at" is not null and "orders"."refunded_at" is null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refund_valid" CHECK (("orders"."refund_due_at" is null and "orders"."refund_amount" is null and "orders"."refund_method" is null and "orders"."refunded_at" is null)
        or ("orders"."refund_due_at" is not null and "orders"."refund_amount" between 1 and "orders"."total" and "orders"."refund_method" in ('bank', 'easypaisa')
            and ("orders"."refunded_at" is null) = ("orders"."refunded_by" is null)));