CREATE TABLE "member_data_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"exported_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_data_exports" ADD CONSTRAINT "member_data_exports_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_data_exports_member_idx" ON "member_data_exports" USING btree ("member_id","exported_at");