-- Images uploaded in the editor, one row per stored object, so the per-prefix cap is claimed atomically in one
-- conditional INSERT instead of listing R2 and then writing (40 parallel uploads stored 40 with the list check).
CREATE TABLE IF NOT EXISTS `template_images` (
  `key` text PRIMARY KEY NOT NULL,
  `asset_prefix` text NOT NULL,
  `created_at` integer DEFAULT (unixepoch()) NOT NULL
);
CREATE INDEX IF NOT EXISTS `template_images_prefix_idx` ON `template_images` (`asset_prefix`);
