DROP INDEX "support_tickets_status_updated_idx";--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "status" text DEFAULT 'unread' NOT NULL;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "last_message_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "contact_messages_status_idx" ON "contact_messages" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "support_tickets_activity_idx" ON "support_tickets" USING btree ("last_message_at","id");--> statement-breakpoint
CREATE INDEX "support_tickets_status_activity_idx" ON "support_tickets" USING btree ("status","last_message_at","id");--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_status_check" CHECK ("contact_messages"."status" in ('unread', 'read', 'archived'));--> statement-breakpoint
-- Tickets opened before this column: their newest message's time, or their opening's.
UPDATE "support_tickets" SET "last_message_at" = coalesce((SELECT max("created_at") FROM "ticket_messages" WHERE "ticket_messages"."ticket_id" = "support_tickets"."id"), "support_tickets"."created_at");
