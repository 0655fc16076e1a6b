CREATE TABLE "site_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"lead" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"effective_date" date,
	"publish_at" timestamp with time zone,
	"unpublish_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "site_pages_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "site_pages" ADD CONSTRAINT "site_pages_updated_by_staff_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Product descriptions were plain text per language (paragraphs at blank lines); they become rich text documents,
-- one paragraph each, as news bodies did in 0009.
UPDATE "products" SET "description" = (
	SELECT coalesce(jsonb_object_agg(d.key, jsonb_build_object('type', 'doc', 'content', (
		SELECT coalesce(jsonb_agg(jsonb_build_object('type', 'paragraph', 'content',
			jsonb_build_array(jsonb_build_object('type', 'text', 'text', btrim(p.paragraph)))) ORDER BY p.n), '[]'::jsonb)
		FROM regexp_split_to_table(d.value, '\n\s*\n') WITH ORDINALITY AS p(paragraph, n)
		WHERE btrim(p.paragraph) <> ''
	))), '{}'::jsonb)
	FROM jsonb_each_text("products"."description") AS d
)
WHERE EXISTS (SELECT 1 FROM jsonb_each("products"."description") AS e WHERE jsonb_typeof(e.value) = 'string');
