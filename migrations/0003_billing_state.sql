CREATE TABLE `billing_subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`plan_key` text,
	`status` text NOT NULL,
	`pending_plan_key` text,
	`last_event_time` integer,
	`last_payment_time` integer,
	`last_sale_id` text,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `billing_subscriptions_user_idx` ON `billing_subscriptions` (`user_id`,`status`);--> statement-breakpoint
CREATE INDEX `billing_subscriptions_sale_idx` ON `billing_subscriptions` (`last_sale_id`);--> statement-breakpoint
CREATE TABLE `billing_cancellations` (
	`subscription_id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`reason` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer NOT NULL,
	`last_error` text,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `billing_cancellations_due_idx` ON `billing_cancellations` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `billing_cancellations_user_idx` ON `billing_cancellations` (`user_id`,`status`);
