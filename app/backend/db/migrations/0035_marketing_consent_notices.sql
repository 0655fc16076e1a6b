CREATE TABLE "marketing_consent_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"period" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_consents" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "marketing_consent_notices" ADD CONSTRAINT "marketing_consent_notices_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "marketing_consent_notices_period_unique" ON "marketing_consent_notices" USING btree ("member_id","consent_at","period");