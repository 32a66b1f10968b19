ALTER TABLE "orders" ADD COLUMN "courier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "consignment_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "assigned_to" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_assigned_to_idx" ON "orders" USING btree ("assigned_to");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_courier_known" CHECK ("orders"."courier" is null or "orders"."courier" in ('TCS', 'Leopards', 'PostEx', 'M&P', 'Trax', 'Pakistan Post', 'DHL', 'Other'));