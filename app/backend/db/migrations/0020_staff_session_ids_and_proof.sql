ALTER TABLE "staff_sessions" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD COLUMN "proved_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "staff_sessions" SET "proved_at" = "created_at";--> statement-breakpoint
CREATE UNIQUE INDEX "staff_sessions_id_unique" ON "staff_sessions" USING btree ("id");