ALTER TABLE "orders" DROP CONSTRAINT "orders_assigned_to_users_id_fk";
--> statement-breakpoint
DROP INDEX "orders_assigned_to_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "assigned_artisan_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "assigned_artisan_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "preorders" ADD COLUMN "assigned_artisan_id" uuid;--> statement-breakpoint
ALTER TABLE "preorders" ADD COLUMN "assigned_artisan_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_assigned_artisan_id_workshop_artisans_id_fk" FOREIGN KEY ("assigned_artisan_id") REFERENCES "public"."workshop_artisans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preorders" ADD CONSTRAINT "preorders_assigned_artisan_id_workshop_artisans_id_fk" FOREIGN KEY ("assigned_artisan_id") REFERENCES "public"."workshop_artisans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_assigned_artisan_idx" ON "orders" USING btree ("assigned_artisan_id");--> statement-breakpoint
CREATE INDEX "preorders_assigned_artisan_idx" ON "preorders" USING btree ("assigned_artisan_id");--> statement-breakpoint
-- Issue 30: an order's assigned worker is an artisan. Each staff member orders were assigned to (issue 5) becomes an
-- artisan linked to their account (no skills, a monthly wage, as active as the account), and keeps their orders.
INSERT INTO "workshop_artisans" ("name", "phone", "skills", "pay_type", "active", "user_id")
SELECT u."name", u."phone_number", '{}'::text[], 'monthly', u."is_active", u."id" FROM "users" u
WHERE u."id" IN (SELECT "assigned_to" FROM "orders" WHERE "assigned_to" IS NOT NULL)
  AND NOT EXISTS (SELECT 1 FROM "workshop_artisans" a WHERE a."user_id" = u."id");--> statement-breakpoint
UPDATE "orders" o SET "assigned_artisan_id" = a."id", "assigned_artisan_at" = o."updated_at"
FROM "workshop_artisans" a WHERE a."user_id" = o."assigned_to";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "assigned_to";