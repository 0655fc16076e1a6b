CREATE TABLE "document_files" (
	"document_type" text NOT NULL,
	"locale" text NOT NULL,
	"sha256" text NOT NULL,
	"original_name" text NOT NULL,
	"bytes" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "document_files_document_type_locale_pk" PRIMARY KEY("document_type","locale")
);
--> statement-breakpoint
ALTER TABLE "document_files" ADD CONSTRAINT "document_files_updated_by_staff_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;