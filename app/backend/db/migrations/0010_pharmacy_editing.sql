-- Pharmacies edited by staff (issue 24): a version on each pharmacy (a change based on an older read is refused),
-- when and by whom it was last changed. The shipped list starts at version 1.
ALTER TABLE "pharmacies" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "pharmacies" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "pharmacies" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "pharmacies" ADD CONSTRAINT "pharmacies_updated_by_staff_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;