ALTER TABLE `generation_jobs` ADD `session_id` text;--> statement-breakpoint
ALTER TABLE `generation_jobs` ADD `ticket` integer;--> statement-breakpoint
ALTER TABLE `generation_jobs` ADD `public_base_url` text;--> statement-breakpoint
ALTER TABLE `generation_jobs` ADD `credit_period_start` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `generation_jobs_session_idx` ON `generation_jobs` (`user_id`,`session_id`);--> statement-breakpoint
CREATE INDEX `generation_jobs_status_idx` ON `generation_jobs` (`status`,`created_at`);