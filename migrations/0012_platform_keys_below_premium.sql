-- E-mail platform keys are deleted when a plan below Premium takes effect (decisions, section 11). Plans change in
-- several places (PayPal webhooks and reconciliation, the daily expiry of lapsed plans, refunds, support), so the
-- database itself removes the keys in the same statement that moves the plan.
CREATE TRIGGER `platform_keys_below_premium` AFTER UPDATE OF `plan` ON `users`
WHEN NEW.`plan` NOT IN ('premium', 'enterprise')
BEGIN
  DELETE FROM `platform_keys` WHERE `user_id` = NEW.`id`;
END;
