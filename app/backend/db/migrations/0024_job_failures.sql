CREATE TABLE "job_failures" (
	"job" text PRIMARY KEY NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	"last_failed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"failures" integer DEFAULT 1 NOT NULL
);
