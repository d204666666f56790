import { useState } from "react";

export function DarkModeSection() {
  const [dark, setDark] = useState(false);
  return (
    <section className="landing-section alt" id="dark-mode" aria-labelledby="dark-title">
      <div className="lp-split reverse">
        <div className={`dm-preview ${dark ? "is-dark" : ""}`} data-theme={dark ? "dark" : "light"}>
          <div className="dm-toggle" role="group" aria-label="Preview theme">
            <button
              type="button"
              aria-pressed={!dark}
              className={!dark ? "active" : ""}
              onClick={() => setDark(false)}
            >
              ☀ Light
            </button>
            <button
              type="button"
              aria-pressed={dark}
              className={dark ? "active" : ""}
              onClick={() => setDark(true)}
            >
              ☾ Dark
            </button>
          </div>
          <div className="dm-mail">
            <div className="dm-head">
              <span className="demo-dot" /> Northwind
            </div>
            <strong className="dm-title">Your March update is here</strong>
            <p>Three new integrations, a faster editor and a sneak peek at what we are building next.</p>
            <span className="dm-btn">Read the update</span>
            <div className="dm-foot">Northwind Ltd · Unsubscribe</div>
          </div>
        </div>
        <div>
          <span className="lp-eyebrow">Dark mode</span>
          <h2 id="dark-title">Looks right in light and dark mode</h2>
          <p className="lead-small">
            Many of your readers open e-mail in dark mode. BrandMail templates carry colour-scheme hints and
            dark-mode styles, so your logo stays visible and your text stays readable when an inbox flips the
            colours.
          </p>
          <ul className="lp-check-list">
            <li>Dark-mode styles for Apple Mail and Outlook</li>
            <li>Logos and buttons keep their contrast</li>
            <li>Try the toggle to see the same template in both themes</li>
          </ul>
        </div>
      </div>
    </section>
  );
}
