-- Issue 65 §6 (decision 110): an admin's monthly review of the access records, and the reasons confirmed for downloads of
-- personal data.
CREATE TABLE "access_reviews" (
	"month" text PRIMARY KEY NOT NULL,
	"reviewer_id" uuid NOT NULL,
	"reviewer_email" text NOT NULL,
	"reviewed_at" timestamp with time zone NOT NULL,
	"note" text NOT NULL,
	"confirmed" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "download_reasons" (
	"audit_entry_id" bigint PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"confirmed_by" uuid NOT NULL,
	"confirmed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "access_reviews" ADD CONSTRAINT "access_reviews_reviewer_id_staff_accounts_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_reasons" ADD CONSTRAINT "download_reasons_audit_entry_id_audit_log_id_fk" FOREIGN KEY ("audit_entry_id") REFERENCES "public"."audit_log"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_reasons" ADD CONSTRAINT "download_reasons_confirmed_by_staff_accounts_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;