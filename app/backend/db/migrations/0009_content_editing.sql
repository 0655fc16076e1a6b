CREATE TABLE "content_drafts" (
	"content_type" text NOT NULL,
	"item_id" integer NOT NULL,
	"fields" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "content_drafts_content_type_item_id_pk" PRIMARY KEY("content_type","item_id")
);
--> statement-breakpoint
CREATE TABLE "content_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"item_id" integer NOT NULL,
	"revision" integer NOT NULL,
	"fields" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" uuid,
	CONSTRAINT "content_revisions_item_revision_unique" UNIQUE("content_type","item_id","revision")
);
--> statement-breakpoint
CREATE TABLE "media_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"sha256" text NOT NULL,
	"original_name" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"files" jsonb NOT NULL,
	"alt" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	CONSTRAINT "media_items_sha256_unique" UNIQUE("sha256")
);
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "content_drafts" ADD CONSTRAINT "content_drafts_updated_by_staff_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_published_by_staff_accounts_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_items" ADD CONSTRAINT "media_items_created_by_staff_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_revisions_item_idx" ON "content_revisions" USING btree ("content_type","item_id");--> statement-breakpoint
CREATE INDEX "media_items_created_idx" ON "media_items" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_updated_by_staff_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posts_publication_idx" ON "posts" USING btree ("publish_at","unpublish_at");--> statement-breakpoint
-- What was published before editing existed stays published.
UPDATE "posts" SET "publish_at" = now() WHERE "publish_at" IS NULL;--> statement-breakpoint
-- Bodies were plain text (paragraphs at blank lines); they become the editor's documents, one paragraph each.
UPDATE "posts" SET "body" = (
	SELECT coalesce(jsonb_object_agg(b.key, jsonb_build_object('type', 'doc', 'content', (
		SELECT coalesce(jsonb_agg(jsonb_build_object('type', 'paragraph', 'content',
			jsonb_build_array(jsonb_build_object('type', 'text', 'text', btrim(p.paragraph)))) ORDER BY p.n), '[]'::jsonb)
		FROM regexp_split_to_table(b.value, '\n\s*\n') WITH ORDINALITY AS p(paragraph, n)
		WHERE btrim(p.paragraph) <> ''
	))), '{}'::jsonb)
	FROM jsonb_each_text("posts"."body") AS b
)
WHERE "body" IS NOT NULL AND EXISTS (SELECT 1 FROM jsonb_each("posts"."body") AS e WHERE jsonb_typeof(e.value) = 'string');
