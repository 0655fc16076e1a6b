ALTER TABLE "documents" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "renamed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "renamed_by" uuid;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_renamed_by_staff_accounts_id_fk" FOREIGN KEY ("renamed_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;