/** Fixed words the look adds, keyed so they can be translated with the rest of the engine's strings. */
export const LABELS_EN = {
  "calendar.add": "Add to calendar",
  "calendar.google": "Google Calendar",
  "calendar.ics": "Apple, Outlook (.ics)",
  "event.date": "Date",
  "event.time": "Time",
  "event.venue": "Venue",
  "event.join": "Join online",
  "speakers.title": "Speakers",
  "offer.title": "Your offer",
  "offer.code": "Use code",
  "offer.until": "Valid until",
  "articles.title": "From our website",
  "social.follow": "Follow us",
  "product.view": "View",
  "order.qty": "Qty",
} as const;

export type LabelKey = keyof typeof LABELS_EN;

export function label(key: LabelKey, vars: Record<string, string> = {}): string {
  return LABELS_EN[key].replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? "");
}
