CREATE TABLE "seller_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"shop_name" text NOT NULL,
	"shop_type" text NOT NULL,
	"country" text NOT NULL,
	"location" text NOT NULL,
	"description" text NOT NULL,
	"phone" text NOT NULL,
	"mpesa_number" text NOT NULL,
	"years_of_experience" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"decline_reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"shop_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seller_applications" ADD CONSTRAINT "seller_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_applications" ADD CONSTRAINT "seller_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_applications" ADD CONSTRAINT "seller_applications_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "seller_applications_one_pending_key" ON "seller_applications" USING btree ("user_id") WHERE "seller_applications"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "seller_applications_user_idx" ON "seller_applications" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "seller_applications_queue_idx" ON "seller_applications" USING btree (("state" <> 'pending'),"created_at","id");