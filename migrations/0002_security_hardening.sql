ALTER TABLE `email_tokens` ADD `status_hash` text;--> statement-breakpoint
ALTER TABLE `email_tokens` ADD `password_hash` text;--> statement-breakpoint
ALTER TABLE `email_tokens` ADD `first_name` text;--> statement-breakpoint
ALTER TABLE `email_tokens` ADD `last_name` text;--> statement-breakpoint
CREATE UNIQUE INDEX `email_tokens_status_idx` ON `email_tokens` (`status_hash`);--> statement-breakpoint
ALTER TABLE `refresh_tokens` ADD `parent_hash` text;--> statement-breakpoint
CREATE INDEX `refresh_tokens_parent_idx` ON `refresh_tokens` (`parent_hash`);--> statement-breakpoint
ALTER TABLE `client_errors` ADD `client_ip` text;--> statement-breakpoint
CREATE INDEX `client_errors_ip_idx` ON `client_errors` (`client_ip`,`created_at`);--> statement-breakpoint
ALTER TABLE `generation_jobs` ADD `resent_at` integer;
