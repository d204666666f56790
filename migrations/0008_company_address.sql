-- The user's postal address for the footer of marketing e-mails when the website gives none (CAN-SPAM / GDPR).
ALTER TABLE `users` ADD `company_address` text;
