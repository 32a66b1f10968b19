-- Several app instances on one database (issue 19): the sign-in throttle's failures and the rate limits' counts are
-- shared here, UNLOGGED (written on every limited request; a crash empties them, which only resets the counts, as a
-- restart did when each instance kept them in memory), and each background job's latest tick is claimed here.
-- drizzle-kit writes CREATE TABLE; UNLOGGED is added by hand (Drizzle has no option for it).
CREATE UNLOGGED TABLE "login_failures" (
	"key" text PRIMARY KEY NOT NULL,
	"times" bigint[] NOT NULL,
	"kept" integer NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_ticks" (
	"name" text PRIMARY KEY NOT NULL,
	"tick" bigint NOT NULL
);
--> statement-breakpoint
CREATE UNLOGGED TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
