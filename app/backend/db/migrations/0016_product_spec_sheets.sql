CREATE TABLE "product_spec_sheets" (
	"product_id" integer NOT NULL,
	"locale" text NOT NULL,
	"sha256" text NOT NULL,
	"original_name" text NOT NULL,
	"bytes" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "product_spec_sheets_product_id_locale_pk" PRIMARY KEY("product_id","locale")
);
--> statement-breakpoint
ALTER TABLE "product_spec_sheets" ADD CONSTRAINT "product_spec_sheets_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_spec_sheets" ADD CONSTRAINT "product_spec_sheets_updated_by_staff_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;