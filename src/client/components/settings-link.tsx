import { Link } from "react-router";

/**
 * A message that sends the user to Settings ("Connect your Mailchimp account in Settings first.") with the word
 * "Settings" as a link to the Settings tab, so it is never a dead end. `onFollow` closes what the link leaves.
 */
export function WithSettingsLink({ text, onFollow }: { text: string; onFollow?: () => void }) {
  const at = text.indexOf("Settings");
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <Link to="/?tab=settings" onClick={onFollow}>
        Settings
      </Link>
      {text.slice(at + "Settings".length)}
    </>
  );
}
