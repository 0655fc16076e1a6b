ALTER TABLE "member_sessions" ADD COLUMN "public_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "member_sessions" ADD COLUMN "authenticated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "member_sessions" ADD COLUMN "last_used_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Sessions open before this migration last proved who they were at sign-in (kept as used now: nobody idles out at the deploy).
UPDATE "member_sessions" SET "authenticated_at" = "created_at";--> statement-breakpoint
ALTER TABLE "member_sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "member_sessions" ADD COLUMN "client_ip" text;--> statement-breakpoint
CREATE UNIQUE INDEX "member_sessions_public_id_unique" ON "member_sessions" USING btree ("public_id");