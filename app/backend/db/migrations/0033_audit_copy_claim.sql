ALTER TABLE "audit_copy_mark" ADD COLUMN "claimed_by" text;--> statement-breakpoint
ALTER TABLE "audit_copy_mark" ADD COLUMN "claimed_until" timestamp with time zone;