CREATE TABLE "audit_copy_mark" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"last_copied_id" bigint DEFAULT 0 NOT NULL,
	"copied_at" timestamp with time zone
);
