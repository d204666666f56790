import { planRule } from "../accounts/plan-rule";
import { ACTION_PLANS } from "../../shared/plans";

const MESSAGE =
  "Sending templates to Mailchimp, Brevo and Klaviyo is available on the Premium and Enterprise plans.";

/** The plan rules of the platform keys and the send (each save or send calls the platform once, hence the limits). */
export const PLATFORM_RULES = {
  /** A stored key stays its owner's to see (last 4 characters) and delete on every plan. */
  ownKeys: planRule({ min: "free", message: MESSAGE }),
  saveKey: planRule({
    min: ACTION_PLANS.sendToPlatform,
    message: MESSAGE,
    limit: { name: "platform-keys", max: 30, windowSeconds: 60 * 60 },
  }),
  sendToPlatform: planRule({
    min: ACTION_PLANS.sendToPlatform,
    message: MESSAGE,
    limit: { name: "platform-send", max: 60, windowSeconds: 60 * 60 },
  }),
};
