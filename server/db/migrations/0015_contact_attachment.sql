ALTER TABLE "contact_messages" ADD COLUMN "attachment_id" uuid;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "attachment_name" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "attachment_type" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "attachment_size" integer;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_attachment_id_uploads_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_attachment_id_unique" UNIQUE("attachment_id");