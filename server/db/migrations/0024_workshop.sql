CREATE TABLE "product_stock_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"size" text NOT NULL,
	"change" integer NOT NULL,
	"stock_after" integer NOT NULL,
	"reason" text NOT NULL,
	"actor_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workshop_artisans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"pay_type" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workshop_artisans_pay_type_known" CHECK ("workshop_artisans"."pay_type" in ('piece', 'monthly'))
);
--> statement-breakpoint
CREATE TABLE "workshop_earnings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"artisan_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"quantity" integer NOT NULL,
	"rate" integer NOT NULL,
	"amount" integer NOT NULL,
	"earned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"payout_id" uuid
);
--> statement-breakpoint
CREATE TABLE "workshop_job_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"from_stage" text,
	"to_stage" text,
	"note" text NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workshop_job_holders" (
	"job_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"artisan_id" uuid NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workshop_job_holders_job_id_stage_pk" PRIMARY KEY("job_id","stage"),
	CONSTRAINT "workshop_job_holders_stage_known" CHECK ("workshop_job_holders"."stage" in ('cutting', 'printing', 'embroidery', 'stitching', 'finishing', 'quality'))
);
--> statement-breakpoint
CREATE TABLE "workshop_job_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"upload_id" uuid NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"uploaded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workshop_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "workshop_jobs_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1001 CACHE 1),
	"product_id" uuid NOT NULL,
	"prod_id" text NOT NULL,
	"product_name" text NOT NULL,
	"category" text,
	"image_id" uuid,
	"size" text NOT NULL,
	"color" text NOT NULL,
	"quantity" integer NOT NULL,
	"route" text[] NOT NULL,
	"stage" text NOT NULL,
	"preorder_id" uuid,
	"preorder_ref" text,
	"preorder_item_id" uuid,
	"due_date" date NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"stocked_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workshop_jobs_quantity_range" CHECK ("workshop_jobs"."quantity" between 1 and 500),
	CONSTRAINT "workshop_jobs_stage_known" CHECK ("workshop_jobs"."stage" in ('cutting', 'printing', 'embroidery', 'stitching', 'finishing', 'quality', 'ready')),
	CONSTRAINT "workshop_jobs_stage_on_route" CHECK ("workshop_jobs"."stage" = any("workshop_jobs"."route"))
);
--> statement-breakpoint
CREATE TABLE "workshop_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"artisan_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"paid_on" date NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"actor_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workshop_payouts_positive" CHECK ("workshop_payouts"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "workshop_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"stage" text NOT NULL,
	"prod_id" text,
	"category" text,
	"rate" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workshop_rates_one_target" CHECK (("workshop_rates"."prod_id" is null) <> ("workshop_rates"."category" is null)),
	CONSTRAINT "workshop_rates_not_negative" CHECK ("workshop_rates"."rate" >= 0)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "skipped_stages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "product_stock_changes" ADD CONSTRAINT "product_stock_changes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_artisans" ADD CONSTRAINT "workshop_artisans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_earnings" ADD CONSTRAINT "workshop_earnings_artisan_id_workshop_artisans_id_fk" FOREIGN KEY ("artisan_id") REFERENCES "public"."workshop_artisans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_earnings" ADD CONSTRAINT "workshop_earnings_job_id_workshop_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."workshop_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_earnings" ADD CONSTRAINT "workshop_earnings_payout_id_workshop_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."workshop_payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_job_events" ADD CONSTRAINT "workshop_job_events_job_id_workshop_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."workshop_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_job_events" ADD CONSTRAINT "workshop_job_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_job_holders" ADD CONSTRAINT "workshop_job_holders_job_id_workshop_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."workshop_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_job_holders" ADD CONSTRAINT "workshop_job_holders_artisan_id_workshop_artisans_id_fk" FOREIGN KEY ("artisan_id") REFERENCES "public"."workshop_artisans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_job_photos" ADD CONSTRAINT "workshop_job_photos_job_id_workshop_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."workshop_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_job_photos" ADD CONSTRAINT "workshop_job_photos_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_jobs" ADD CONSTRAINT "workshop_jobs_preorder_id_preorders_id_fk" FOREIGN KEY ("preorder_id") REFERENCES "public"."preorders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_jobs" ADD CONSTRAINT "workshop_jobs_preorder_item_id_preorder_items_id_fk" FOREIGN KEY ("preorder_item_id") REFERENCES "public"."preorder_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_payouts" ADD CONSTRAINT "workshop_payouts_artisan_id_workshop_artisans_id_fk" FOREIGN KEY ("artisan_id") REFERENCES "public"."workshop_artisans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_stock_changes_product_idx" ON "product_stock_changes" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "workshop_artisans_user_unique" ON "workshop_artisans" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "workshop_artisans_active_name_idx" ON "workshop_artisans" USING btree ("active","name");--> statement-breakpoint
CREATE UNIQUE INDEX "workshop_earnings_job_stage_unique" ON "workshop_earnings" USING btree ("job_id","stage");--> statement-breakpoint
CREATE INDEX "workshop_earnings_artisan_idx" ON "workshop_earnings" USING btree ("artisan_id","earned_at");--> statement-breakpoint
CREATE INDEX "workshop_job_events_job_idx" ON "workshop_job_events" USING btree ("job_id","created_at");--> statement-breakpoint
CREATE INDEX "workshop_job_holders_artisan_idx" ON "workshop_job_holders" USING btree ("artisan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workshop_job_photos_upload_unique" ON "workshop_job_photos" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "workshop_job_photos_job_idx" ON "workshop_job_photos" USING btree ("job_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "workshop_jobs_number_unique" ON "workshop_jobs" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "workshop_jobs_preorder_item_unique" ON "workshop_jobs" USING btree ("preorder_item_id");--> statement-breakpoint
CREATE INDEX "workshop_jobs_preorder_idx" ON "workshop_jobs" USING btree ("preorder_id");--> statement-breakpoint
CREATE INDEX "workshop_jobs_preorder_ref_idx" ON "workshop_jobs" USING btree ("preorder_ref");--> statement-breakpoint
CREATE INDEX "workshop_jobs_open_stage_due_idx" ON "workshop_jobs" USING btree ("stage","due_date") WHERE "workshop_jobs"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "workshop_payouts_artisan_idx" ON "workshop_payouts" USING btree ("artisan_id","paid_on");--> statement-breakpoint
CREATE UNIQUE INDEX "workshop_rates_product_unique" ON "workshop_rates" USING btree ("stage","prod_id") WHERE "workshop_rates"."prod_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "workshop_rates_category_unique" ON "workshop_rates" USING btree ("stage","category") WHERE "workshop_rates"."category" is not null;