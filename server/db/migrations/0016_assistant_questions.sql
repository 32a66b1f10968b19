CREATE TABLE "assistant_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_key" text NOT NULL,
	"question" text NOT NULL,
	"reason" text NOT NULL,
	"times_asked" integer DEFAULT 1 NOT NULL,
	"first_asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assistant_questions_question_key_unique" UNIQUE("question_key"),
	CONSTRAINT "assistant_questions_reason_known" CHECK ("assistant_questions"."reason" in ('unknown', 'no-match'))
);
--> statement-breakpoint
CREATE INDEX "assistant_questions_last_asked_idx" ON "assistant_questions" USING btree ("last_asked_at");