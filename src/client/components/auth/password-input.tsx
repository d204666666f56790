import { useState, type InputHTMLAttributes } from "react";

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, "type"> {
  id: string;
  label: string;
  /** When set, visibility is controlled by the parent (e.g. a "Show password" checkbox for two fields). */
  visible?: boolean;
  onToggleVisible?: () => void;
}

export function PasswordInput({ id, label, visible, onToggleVisible, ...input }: Props) {
  const [own, setOwn] = useState(false);
  const shown = visible ?? own;
  const toggle = onToggleVisible ?? (() => setOwn((v) => !v));
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="password-wrap">
        <input id={id} type={shown ? "text" : "password"} {...input} />
        <button
          type="button"
          className="password-toggle"
          onClick={toggle}
          aria-label={shown ? "Hide password" : "Show password"}
          aria-controls={id}
          aria-pressed={shown}
        >
          {shown ? (
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path
                fill="currentColor"
                d="M2.1 3.5 3.5 2.1l18.4 18.4-1.4 1.4-3.2-3.2A11 11 0 0 1 12 20C6.5 20 2.7 16.4 1 12c.8-2 2.1-3.8 3.8-5.2L2.1 3.5Zm5.1 5.1A4.9 4.9 0 0 0 7 12a5 5 0 0 0 7.4 4.4l-1.6-1.6A3 3 0 0 1 9.2 11.2L7.2 8.6ZM12 4c5.5 0 9.3 3.6 11 8a12.4 12.4 0 0 1-3.4 4.8l-2.9-2.9A5 5 0 0 0 10.1 7.3L8.3 5.5C9.5 4.5 10.7 4 12 4Z"
              />
            </svg>
          ) : (
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path
                fill="currentColor"
                d="M12 4c5.5 0 9.3 3.6 11 8-1.7 4.4-5.5 8-11 8S2.7 16.4 1 12c1.7-4.4 5.5-8 11-8Zm0 3a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm0 2a3 3 0 1 1 0 6 3 3 0 0 1 0-6Z"
              />
            </svg>
          )}
        </button>
      </div>
    </div>
  );
}
