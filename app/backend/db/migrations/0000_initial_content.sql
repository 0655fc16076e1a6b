CREATE TABLE "clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"sector" jsonb NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"dial_code" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_type" text NOT NULL,
	"name" jsonb NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_document_type_unique" UNIQUE("document_type")
);
--> statement-breakpoint
CREATE TABLE "figures" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"unit" jsonb NOT NULL,
	"label" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "history_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" smallint NOT NULL,
	"month" smallint NOT NULL,
	"title" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "people" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"role" jsonb NOT NULL,
	"bio" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pharmacies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"address" jsonb NOT NULL,
	"phone" text NOT NULL,
	"si_nm" text NOT NULL,
	"sgg_nm" text NOT NULL,
	"subway_area" text,
	"subway_line" text,
	"subway_name" text
);
--> statement-breakpoint
CREATE TABLE "pharmacy_products" (
	"pharmacy_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "pharmacy_products_pharmacy_id_product_id_pk" PRIMARY KEY("pharmacy_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "post_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"post_type" text NOT NULL,
	"name" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "post_categories_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_type" text NOT NULL,
	"category_id" integer,
	"title" jsonb NOT NULL,
	"summary" jsonb,
	"body" jsonb,
	"published_at" date NOT NULL,
	"outlet" jsonb,
	"link" text,
	"application_number" text,
	"registration_number" text,
	"filed_at" date,
	"registered_at" date,
	"patent_status" text,
	"office" text,
	"authors" jsonb,
	"journal" text,
	"year" smallint,
	"volume" text,
	"pages" text,
	"doi" text
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"product_type" text NOT NULL,
	"name" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"specs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "products_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"author" jsonb NOT NULL,
	"affiliation" jsonb NOT NULL,
	"quote" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recruits" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"department" jsonb NOT NULL,
	"employment_type" text NOT NULL,
	"location" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"closes_at" date NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pharmacy_products" ADD CONSTRAINT "pharmacy_products_pharmacy_id_pharmacies_id_fk" FOREIGN KEY ("pharmacy_id") REFERENCES "public"."pharmacies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pharmacy_products" ADD CONSTRAINT "pharmacy_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_category_id_post_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."post_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pharmacies_region_idx" ON "pharmacies" USING btree ("si_nm","sgg_nm");--> statement-breakpoint
CREATE INDEX "pharmacies_subway_idx" ON "pharmacies" USING btree ("subway_area","subway_line","subway_name");--> statement-breakpoint
CREATE INDEX "pharmacy_products_product_idx" ON "pharmacy_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "posts_type_published_idx" ON "posts" USING btree ("post_type","published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "posts_type_category_idx" ON "posts" USING btree ("post_type","category_id");--> statement-breakpoint
CREATE INDEX "products_type_idx" ON "products" USING btree ("product_type","sort_order");