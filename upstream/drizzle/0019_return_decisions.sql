ALTER TABLE "return_requests" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_requests_queue_idx" ON "return_requests" USING btree ("status","created_at","id");