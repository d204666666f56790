import { Link } from "react-router";

/**
 * A message that sends the user to Settings ("Connect your Mailchimp account in Settings first.") with the word
 * Settings as a link there; `onFollow` closes whatever dialog showed it.
 */
export function WithSettingsLink({ text, onFollow }: { text: string; onFollow?: () => void }) {
  const parts = text.split(/\b(Settings)\b/);
  return (
    <>
      {parts.map((part, i) =>
        part === "Settings" ? (
          <Link key={i} to="/?tab=settings" onClick={onFollow}>
            Settings
          </Link>
        ) : (
          part
        ),
      )}
    </>
  );
}
