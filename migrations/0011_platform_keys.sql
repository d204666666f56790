-- API keys a user stores for sending templates to an e-mail platform (issue 25). The key is encrypted with AES-GCM
-- (key derived from the PLATFORM_KEYS_SECRET Worker secret); only its last four characters are ever shown.
CREATE TABLE `platform_keys` (
  `user_id` text NOT NULL REFERENCES `users`(`id`) ON DELETE CASCADE,
  `platform` text NOT NULL,
  `ciphertext` text NOT NULL,
  `last4` text NOT NULL,
  `account_name` text,
  `created_at` integer NOT NULL DEFAULT (unixepoch()),
  PRIMARY KEY (`user_id`, `platform`)
);
