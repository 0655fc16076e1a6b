-- One spelling per content kind (decision 64): the tables of openings and testimonials take the kinds' names, with
-- their constraints and sequences, and the drafts and revisions name their kind by it. The audit log keeps what it
-- recorded (it is append-only): its entries before this migration name the content types of then.
ALTER TABLE "recruits" RENAME TO "openings";--> statement-breakpoint
ALTER TABLE "quotes" RENAME TO "testimonials";--> statement-breakpoint
ALTER TABLE "openings" RENAME CONSTRAINT "recruits_pkey" TO "openings_pkey";--> statement-breakpoint
ALTER TABLE "testimonials" RENAME CONSTRAINT "quotes_pkey" TO "testimonials_pkey";--> statement-breakpoint
ALTER TABLE "openings" RENAME CONSTRAINT "recruits_updated_by_staff_accounts_id_fk" TO "openings_updated_by_staff_accounts_id_fk";--> statement-breakpoint
ALTER TABLE "testimonials" RENAME CONSTRAINT "quotes_updated_by_staff_accounts_id_fk" TO "testimonials_updated_by_staff_accounts_id_fk";--> statement-breakpoint
ALTER SEQUENCE "recruits_id_seq" RENAME TO "openings_id_seq";--> statement-breakpoint
ALTER SEQUENCE "quotes_id_seq" RENAME TO "testimonials_id_seq";--> statement-breakpoint
CREATE TEMPORARY TABLE "kind_names" ("former" text PRIMARY KEY, "kind" text NOT NULL) ON COMMIT DROP;--> statement-breakpoint
INSERT INTO "kind_names" VALUES
  ('product-material', 'products-material'), ('product-pb', 'products-pb'), ('product-related', 'products-related'),
  ('client', 'clients'), ('person', 'people'), ('recruit', 'openings'), ('quote', 'testimonials'), ('figure', 'figures'),
  ('faq-category', 'faq-categories'), ('faq-entry', 'faq-entries'), ('page', 'pages');--> statement-breakpoint
UPDATE "content_drafts" SET "content_type" = "kind" FROM "kind_names" WHERE "content_type" = "former";--> statement-breakpoint
UPDATE "content_revisions" SET "content_type" = "kind" FROM "kind_names" WHERE "content_type" = "former";
