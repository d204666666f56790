import type { CopyContext, EmailContent } from "../content";
import type { Rng } from "../rng";
import { bodyParagraphs } from "./shared";

export function purchaseCopy(ctx: CopyContext, rng: Rng): EmailContent {
  const b = ctx.brandName;
  return {
    subject: rng.pick([`Your ${b} order {{order_number}} is confirmed`, `Thanks for your order - ${b}`, `Order confirmation from ${b}`]),
    preheader: rng.pick(["Here is your order summary and what happens next.", "We've received your order and we're getting it ready.", "Your receipt and order details are inside."]),
    eyebrow: rng.pick(["Order confirmed", "Receipt", "Thank you for your purchase"]),
    headline: rng.pick(["Thanks for your order!", "Your order is confirmed", "We've got your order"]),
    intro: bodyParagraphs(ctx, [
      rng.pick([
        `Hi {{first_name}}, thank you for shopping with ${b}. We've received your order and will let you know as soon as it ships.`,
        `Hi {{first_name}}, good news: your order with ${b} is confirmed. You'll find the summary below.`,
      ]),
    ]),
    blocks: [
      {
        kind: "order",
        title: rng.pick(["Order summary", "Your order", "What you ordered"]),
        items: [
          { name: "{{item_1_name}}", qty: "{{item_1_qty}}", price: "{{item_1_price}}" },
          { name: "{{item_2_name}}", qty: "{{item_2_qty}}", price: "{{item_2_price}}" },
        ],
        totals: [
          { label: "Subtotal", value: "{{subtotal}}" },
          { label: "Shipping", value: "{{shipping}}" },
          { label: "Tax", value: "{{tax}}" },
          { label: "Total", value: "{{order_total}}" },
        ],
      },
      {
        kind: "details",
        title: rng.pick(["Order details", "Delivery information"]),
        rows: [
          { label: "Order number", value: "{{order_number}}" },
          { label: "Order date", value: "{{order_date}}" },
          { label: "Shipping to", value: "{{shipping_address}}" },
          { label: "Payment", value: "{{payment_method}}" },
        ],
      },
    ],
    cta: { label: rng.pick(["View your order", "Track your order", "See order status"]), url: "{{order_url}}" },
    ctaNote: null,
    closing: [rng.pick([`Questions about your order? Just reply to this email - the ${b} team is happy to help.`, `Need help? Reply to this email and we'll get back to you within one business day.`])],
    footer: `This is a receipt for your purchase from ${b}.`,
  };
}
