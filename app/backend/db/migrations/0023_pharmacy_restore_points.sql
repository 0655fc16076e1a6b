CREATE TABLE "pharmacy_restore_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"cause" text NOT NULL,
	"count" integer NOT NULL,
	"rows" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pharmacy_restore_points" ADD CONSTRAINT "pharmacy_restore_points_created_by_staff_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pharmacy_restore_points_created_idx" ON "pharmacy_restore_points" USING btree ("created_at");