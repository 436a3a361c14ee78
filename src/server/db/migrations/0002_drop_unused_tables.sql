DROP TABLE "content_access_log" CASCADE;--> statement-breakpoint
DROP TABLE "generated_content" CASCADE;--> statement-breakpoint
DROP TABLE "protection_settings" CASCADE;--> statement-breakpoint
DROP TABLE "user_certificates" CASCADE;--> statement-breakpoint
DROP TABLE "wallets" CASCADE;