ALTER TABLE "posts" ADD COLUMN "seo" jsonb;--> statement-breakpoint
ALTER TABLE "site_pages" ADD COLUMN "seo" jsonb;