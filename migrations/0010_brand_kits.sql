-- Brand kits (issue 22): what the user approved about a brand, reused by every generation.
-- Enterprise keeps up to 10 per account (one default), other plans one; the server enforces the count.
CREATE TABLE `brand_kits` (
  `id` text PRIMARY KEY NOT NULL,
  `user_id` text NOT NULL REFERENCES `users`(`id`) ON DELETE CASCADE,
  `name` text NOT NULL,
  `website` text,
  `logo_key` text,
  `logo_sha` text,
  `logo_facts` text,
  `palette` text DEFAULT '[]' NOT NULL,
  `fonts` text DEFAULT '[]' NOT NULL,
  `tagline` text,
  `address` text,
  `socials` text DEFAULT '[]' NOT NULL,
  `lang` text,
  `tone` text,
  `sender_name` text,
  `is_default` integer DEFAULT 0 NOT NULL,
  `version` integer DEFAULT 1 NOT NULL,
  `created_at` integer DEFAULT (unixepoch()) NOT NULL,
  `updated_at` integer DEFAULT (unixepoch()) NOT NULL
);
CREATE INDEX `brand_kits_user_idx` ON `brand_kits` (`user_id`, `created_at`);
-- At most one default per account.
CREATE UNIQUE INDEX `brand_kits_default_idx` ON `brand_kits` (`user_id`) WHERE `is_default` = 1;
-- The kit (and its version) a generation used; no foreign key: deleting a kit never touches jobs or templates.
ALTER TABLE `generation_jobs` ADD `brand_id` text;
ALTER TABLE `generation_jobs` ADD `brand_version` integer;
