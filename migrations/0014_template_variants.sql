-- Variants (decisions, section 11): Premium and Enterprise may ask for 2 or 3 versions of one brief for one credit.
-- The job keeps how many were asked; each version is its own template, labelled A, B or C and grouped by the job.
ALTER TABLE `generation_jobs` ADD `variants` integer DEFAULT 1 NOT NULL;
ALTER TABLE `templates` ADD `variant` text;
ALTER TABLE `templates` ADD `variant_group` text;
-- The e-mail's headline beside its subject, so versions can be compared without opening their bodies.
ALTER TABLE `templates` ADD `headline` text;
-- One template per job and label: a redelivered message finds every version already stored and adds none. A single
-- generation has no label, and SQLite treats NULLs as distinct, hence the ifnull.
DROP INDEX IF EXISTS `templates_job_idx`;
CREATE UNIQUE INDEX `templates_job_variant_idx` ON `templates` (`job_id`, ifnull(`variant`, ''));
