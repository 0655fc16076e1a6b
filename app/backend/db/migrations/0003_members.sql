CREATE TABLE "member_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member_social_accounts" (
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"member_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_social_accounts_provider_subject_pk" PRIMARY KEY("provider","subject")
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text,
	"password_hash" text,
	"name" text NOT NULL,
	"mobile" text,
	"status" text DEFAULT 'active' NOT NULL,
	"sign_up_method" text NOT NULL,
	"terms_agreed_at" timestamp with time zone NOT NULL,
	"privacy_agreed_at" timestamp with time zone NOT NULL,
	"marketing_agree" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "oauth_used_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"used_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_signup_tickets" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"email" text,
	"email_verified" boolean NOT NULL,
	"name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "withdrawn_identities" (
	"identity_hash" text PRIMARY KEY NOT NULL,
	"withdrawn_at" timestamp with time zone NOT NULL,
	"barred_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_sessions" ADD CONSTRAINT "member_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_social_accounts" ADD CONSTRAINT "member_social_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_sessions_member_idx" ON "member_sessions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "member_sessions_expires_idx" ON "member_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "member_social_accounts_member_idx" ON "member_social_accounts" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "members_active_email_unique" ON "members" USING btree ("email") WHERE "members"."status" = 'active';--> statement-breakpoint
CREATE INDEX "oauth_used_states_used_idx" ON "oauth_used_states" USING btree ("used_at");--> statement-breakpoint
CREATE INDEX "social_signup_tickets_expires_idx" ON "social_signup_tickets" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "withdrawn_identities_barred_idx" ON "withdrawn_identities" USING btree ("barred_until");