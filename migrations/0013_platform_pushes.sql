-- What a template's edit chain made at each e-mail platform, so sending it again updates that template instead of
-- making another copy there.
CREATE TABLE `platform_pushes` (
  `user_id` text NOT NULL REFERENCES `users`(`id`) ON DELETE CASCADE,
  `lineage_id` text NOT NULL,
  `platform` text NOT NULL,
  `remote_id` text NOT NULL,
  `url` text NOT NULL,
  `template_id` text NOT NULL,
  `template_name` text NOT NULL,
  `sent_at` integer NOT NULL,
  `created_at` integer NOT NULL DEFAULT (unixepoch()),
  PRIMARY KEY (`user_id`, `lineage_id`, `platform`)
);
