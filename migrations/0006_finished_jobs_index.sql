-- The hourly purge of jobs finished more than 7 days ago finds them by status and finish time.
CREATE INDEX IF NOT EXISTS `generation_jobs_finished_idx` ON `generation_jobs` (`status`,`finished_at`);
