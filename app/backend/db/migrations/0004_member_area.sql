CREATE TABLE "member_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"answered_by" text
);
--> statement-breakpoint
CREATE TABLE "phone_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"mobile" text NOT NULL,
	"code_hash" text NOT NULL,
	"client_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"tries" smallint DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "point_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"description" jsonb NOT NULL,
	"saved" integer DEFAULT 0 NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "point_entries_amounts" CHECK ("point_entries"."saved" >= 0 AND "point_entries"."used" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sample_request_materials" (
	"request_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "sample_request_materials_request_id_product_id_pk" PRIMARY KEY("request_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "sample_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"status_changed_at" timestamp with time zone NOT NULL,
	"quantity" text NOT NULL,
	"purpose" text NOT NULL,
	"recipient" text NOT NULL,
	"mobile" text NOT NULL,
	"zipcode" text NOT NULL,
	"address1" text NOT NULL,
	"address2" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawal_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"month" text NOT NULL,
	"reasons" text[] NOT NULL,
	"comment" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "zipcode" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "address1" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "address2" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "birthday" text;--> statement-breakpoint
ALTER TABLE "member_questions" ADD CONSTRAINT "member_questions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_codes" ADD CONSTRAINT "phone_codes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_entries" ADD CONSTRAINT "point_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_request_materials" ADD CONSTRAINT "sample_request_materials_request_id_sample_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."sample_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_request_materials" ADD CONSTRAINT "sample_request_materials_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_requests" ADD CONSTRAINT "sample_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_questions_member_idx" ON "member_questions" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "phone_codes_member_idx" ON "phone_codes" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "phone_codes_mobile_idx" ON "phone_codes" USING btree ("mobile","created_at");--> statement-breakpoint
CREATE INDEX "phone_codes_client_idx" ON "phone_codes" USING btree ("client_key","created_at");--> statement-breakpoint
CREATE INDEX "phone_codes_expires_idx" ON "phone_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "point_entries_member_idx" ON "point_entries" USING btree ("member_id","occurred_at");--> statement-breakpoint
CREATE INDEX "sample_requests_member_idx" ON "sample_requests" USING btree ("member_id","created_at");