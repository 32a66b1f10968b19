-- Payment-proof checks (issue 20): a row per attached payment screenshot, queued with it and read in the background,
-- and the matches found between proofs of different orders or preorders (same picture, same transaction ID).
CREATE TABLE "proof_check_matches" (
	"check_id" uuid NOT NULL,
	"other_check_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"found_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proof_check_matches_check_id_other_check_id_kind_pk" PRIMARY KEY("check_id","other_check_id","kind"),
	CONSTRAINT "proof_check_matches_kind_known" CHECK ("proof_check_matches"."kind" in ('image', 'transaction'))
);
--> statement-breakpoint
CREATE TABLE "proof_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"upload_id" uuid NOT NULL,
	"order_id" uuid,
	"preorder_id" uuid,
	"payment" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"amount" integer,
	"transaction_id" text,
	"paid_at" text,
	"account_digits" text,
	"confidence" real,
	"text" text,
	"image_hash" text,
	"amount_due" integer,
	"amount_finding" text,
	"account_finding" text,
	"older_than_order" boolean DEFAULT false NOT NULL,
	"flagged" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_at" timestamp with time zone,
	CONSTRAINT "proof_checks_status_known" CHECK ("proof_checks"."status" in ('pending', 'done', 'unreadable', 'failed')),
	CONSTRAINT "proof_checks_owner" CHECK (("proof_checks"."order_id" is not null and "proof_checks"."preorder_id" is null and "proof_checks"."payment" is null) or ("proof_checks"."order_id" is null and "proof_checks"."preorder_id" is not null and "proof_checks"."payment" in ('initial', 'final')))
);
--> statement-breakpoint
ALTER TABLE "proof_check_matches" ADD CONSTRAINT "proof_check_matches_check_id_proof_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."proof_checks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_check_matches" ADD CONSTRAINT "proof_check_matches_other_check_id_proof_checks_id_fk" FOREIGN KEY ("other_check_id") REFERENCES "public"."proof_checks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_checks" ADD CONSTRAINT "proof_checks_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_checks" ADD CONSTRAINT "proof_checks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_checks" ADD CONSTRAINT "proof_checks_preorder_id_preorders_id_fk" FOREIGN KEY ("preorder_id") REFERENCES "public"."preorders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proof_check_matches_other_idx" ON "proof_check_matches" USING btree ("other_check_id");--> statement-breakpoint
CREATE INDEX "proof_checks_upload_idx" ON "proof_checks" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "proof_checks_order_idx" ON "proof_checks" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "proof_checks_preorder_idx" ON "proof_checks" USING btree ("preorder_id");--> statement-breakpoint
CREATE INDEX "proof_checks_due_idx" ON "proof_checks" USING btree ("next_attempt_at") WHERE "proof_checks"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "proof_checks_transaction_idx" ON "proof_checks" USING btree ("transaction_id") WHERE "proof_checks"."transaction_id" is not null;--> statement-breakpoint
CREATE INDEX "proof_checks_flagged_upload_idx" ON "proof_checks" USING btree ("upload_id") WHERE "proof_checks"."flagged";--> statement-breakpoint
CREATE INDEX "proof_checks_flagged_preorder_idx" ON "proof_checks" USING btree ("preorder_id") WHERE "proof_checks"."flagged";