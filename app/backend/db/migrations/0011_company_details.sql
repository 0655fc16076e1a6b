CREATE TABLE "company_details" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"fields" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "company_details_single_row" CHECK ("company_details"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "company_details" ADD CONSTRAINT "company_details_updated_by_staff_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;