import type { CopyContext, EmailContent } from "../content";
import type { Rng } from "../rng";
import { signoff } from "./shared";

export function eventCopy(ctx: CopyContext, rng: Rng): EmailContent {
  const b = ctx.brandName;
  const name = ctx.facts.title ?? rng.pick([`${b} Meetup`, `${b} Summit`, `An evening with ${b}`]);
  const start = rng.pick(["18:00", "09:30", "14:00"]);
  return {
    subject: rng.pick([`You're invited: ${name}`, `Join us in person at ${name}`, `Save the date - ${name}`]),
    preheader: rng.pick(["Talks, conversations and good company. RSVP inside.", "An in-person event you won't want to miss - places are limited.", "We'd love to see you there. Please RSVP."]),
    eyebrow: rng.pick(["In-person event", "You're invited", "Save the date"]),
    headline: rng.pick([`Join us at ${name}`, name, `Meet the ${b} team in person`]),
    intro: ctx.details.length
      ? ctx.details
      : [
          rng.pick([
            `We're bringing our community together for an afternoon of talks, demos and conversation - and we'd love you to be there.`,
            `Join ${b} in person for inspiring sessions, great conversations and a chance to meet the team behind the product.`,
          ]),
        ],
    blocks: [
      {
        kind: "details",
        title: rng.pick(["Event details", "When and where"]),
        rows: [
          { label: "Date", value: ctx.facts.date ?? "{{event_date}}" },
          { label: "Time", value: ctx.facts.time ?? `Doors open at ${start}` },
          { label: "Venue", value: ctx.facts.venue ?? "{{venue_name}}, {{venue_address}}" },
        ],
      },
      {
        kind: "agenda",
        title: rng.pick(["Agenda", "Programme", "What's happening"]),
        items: rng.pick([
          [
            { time: "Arrival", title: "Welcome coffee and registration" },
            { time: "Opening", title: `Keynote from the ${b} team` },
            { time: "Sessions", title: "Talks and live demos" },
            { time: "Evening", title: "Drinks, networking and Q&A" },
          ],
          [
            { time: "Part 1", title: "Welcome and introductions" },
            { time: "Part 2", title: "Hands-on workshop" },
            { time: "Part 3", title: "Panel discussion with customers" },
            { time: "Close", title: "Networking reception" },
          ],
        ]),
      },
    ],
    cta: { label: rng.pick(["RSVP now", "Reserve my place", "Yes, I'll attend"]), url: "{{rsvp_url}}" },
    ctaNote: rng.pick(["Places are limited, so please RSVP by {{rsvp_deadline}}.", "Can't make it? Let us know and we'll share the highlights afterwards."]),
    closing: signoff(ctx, rng),
    footer: `You are receiving this invitation because you are part of the ${b} community.`,
  };
}
