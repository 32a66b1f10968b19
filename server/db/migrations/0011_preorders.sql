CREATE TABLE "preorder_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"preorder_id" uuid NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "preorder_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"preorder_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"prod_id" text NOT NULL,
	"name" text NOT NULL,
	"image_id" uuid,
	"size" text NOT NULL,
	"color" text NOT NULL,
	"quantity" integer NOT NULL,
	"price" integer NOT NULL,
	CONSTRAINT "preorder_items_quantity_positive" CHECK ("preorder_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "preorder_progress_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"preorder_id" uuid NOT NULL,
	"upload_id" uuid NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"uploaded_by" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "preorder_screenshots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"preorder_id" uuid NOT NULL,
	"payment" text NOT NULL,
	"upload_id" uuid NOT NULL,
	"added_by" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "preorder_screenshots_payment_known" CHECK ("preorder_screenshots"."payment" in ('initial', 'final'))
);
--> statement-breakpoint
CREATE TABLE "preorders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"preorder_id" text NOT NULL,
	"user_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_method" text NOT NULL,
	"guest_token_hash" text,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"customer_phone" text NOT NULL,
	"shipping_address" jsonb NOT NULL,
	"item_count" integer NOT NULL,
	"original_amount" integer NOT NULL,
	"initial_amount" integer NOT NULL,
	"initial_payment_status" text DEFAULT 'pending' NOT NULL,
	"final_payment_status" text DEFAULT 'pending' NOT NULL,
	"delivery_charge" integer,
	"delivery_charge_notes" text,
	"delivery_set_at" timestamp with time zone,
	"est_production_start" timestamp with time zone NOT NULL,
	"est_production_end" timestamp with time zone NOT NULL,
	"est_ready_for_delivery" timestamp with time zone NOT NULL,
	"est_delivery" timestamp with time zone NOT NULL,
	"production_started_at" timestamp with time zone,
	"ready_for_delivery_at" timestamp with time zone,
	"delivery_expected_at" timestamp with time zone,
	"production_notes" text DEFAULT '' NOT NULL,
	"delivery_notes" text DEFAULT '' NOT NULL,
	"general_notes" text DEFAULT '' NOT NULL,
	"notes_updated_at" timestamp with time zone,
	"idempotency_scope" text,
	"idempotency_key" text,
	"request_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "preorders_status_known" CHECK ("preorders"."status" in ('pending', 'production', 'packaging', 'shipped_delivered', 'cancelled')),
	CONSTRAINT "preorders_method_known" CHECK ("preorders"."payment_method" in ('bank', 'easypaisa')),
	CONSTRAINT "preorders_initial_status_known" CHECK ("preorders"."initial_payment_status" in ('pending', 'paid', 'failed')),
	CONSTRAINT "preorders_final_status_known" CHECK ("preorders"."final_payment_status" in ('pending', 'paid', 'failed')),
	CONSTRAINT "preorders_amounts_valid" CHECK ("preorders"."original_amount" >= 0 and "preorders"."initial_amount" = ceil("preorders"."original_amount" / 2.0) and ("preorders"."delivery_charge" is null or "preorders"."delivery_charge" >= 0)),
	CONSTRAINT "preorders_final_paid_has_amount" CHECK ("preorders"."final_payment_status" <> 'paid' or "preorders"."delivery_charge" is not null)
);
--> statement-breakpoint
ALTER TABLE "preorder_history" ADD CONSTRAINT "preorder_history_preorder_id_preorders_id_fk" FOREIGN KEY ("preorder_id") REFERENCES "public"."preorders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preorder_history" ADD CONSTRAINT "preorder_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preorder_items" ADD CONSTRAINT "preorder_items_preorder_id_preorders_id_fk" FOREIGN KEY ("preorder_id") REFERENCES "public"."preorders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preorder_progress_images" ADD CONSTRAINT "preorder_progress_images_preorder_id_preorders_id_fk" FOREIGN KEY ("preorder_id") REFERENCES "public"."preorders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preorder_progress_images" ADD CONSTRAINT "preorder_progress_images_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preorder_screenshots" ADD CONSTRAINT "preorder_screenshots_preorder_id_preorders_id_fk" FOREIGN KEY ("preorder_id") REFERENCES "public"."preorders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preorder_screenshots" ADD CONSTRAINT "preorder_screenshots_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preorders" ADD CONSTRAINT "preorders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "preorder_history_preorder_idx" ON "preorder_history" USING btree ("preorder_id","created_at");--> statement-breakpoint
CREATE INDEX "preorder_items_preorder_idx" ON "preorder_items" USING btree ("preorder_id");--> statement-breakpoint
CREATE INDEX "preorder_progress_images_preorder_idx" ON "preorder_progress_images" USING btree ("preorder_id","uploaded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "preorder_screenshots_unique" ON "preorder_screenshots" USING btree ("preorder_id","upload_id");--> statement-breakpoint
CREATE INDEX "preorder_screenshots_preorder_idx" ON "preorder_screenshots" USING btree ("preorder_id","added_at");--> statement-breakpoint
CREATE UNIQUE INDEX "preorders_preorder_id_unique" ON "preorders" USING btree ("preorder_id");--> statement-breakpoint
CREATE UNIQUE INDEX "preorders_idempotency_unique" ON "preorders" USING btree ("idempotency_scope","idempotency_key");--> statement-breakpoint
CREATE INDEX "preorders_user_created_idx" ON "preorders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "preorders_status_created_idx" ON "preorders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "preorders_created_idx" ON "preorders" USING btree ("created_at");