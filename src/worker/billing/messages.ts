export const PENDING_MESSAGE =
  "PayPal is still processing your subscription. Your plan is activated as soon as PayPal confirms the payment.";
export const MANUAL_CANCELLATION_MESSAGE =
  "We could not cancel your previous subscription automatically. Please cancel it in your PayPal account or contact support.";
