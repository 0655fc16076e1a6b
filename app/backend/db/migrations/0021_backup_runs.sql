CREATE TABLE "backup_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"trigger" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"status" text DEFAULT 'running' NOT NULL,
	"archive" text,
	"bytes" bigint,
	"files" integer,
	"rows" integer,
	"error" text
);
--> statement-breakpoint
CREATE INDEX "backup_runs_started_idx" ON "backup_runs" USING btree ("started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "backup_runs_one_running" ON "backup_runs" USING btree ("status") WHERE "backup_runs"."status" = 'running';