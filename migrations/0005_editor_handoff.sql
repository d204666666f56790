ALTER TABLE `generation_jobs` ADD `cancelled_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `esp_platform` text;
