/** The text with its first letter in capitals ("top Python developers" -> "Top Python developers"). */
export function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
