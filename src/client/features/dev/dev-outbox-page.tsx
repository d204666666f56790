import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { Footer, Navbar } from "../../components/navbar";
import { errorMessage, request, type Answer, type Api } from "../../lib/api";
import { usePageMeta } from "../../lib/use-page-meta";

type OutboxMessage = Answer<Api["api"]["dev"]["outbox"]["$get"]>["messages"][number];

export function DevOutboxPage() {
  usePageMeta("Development outbox", "Every e-mail the app sends in development.");
  const [params, setParams] = useSearchParams();
  const to = params.get("to") ?? "";
  const [address, setAddress] = useState(to);
  const [messages, setMessages] = useState<OutboxMessage[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!to) return;
    let live = true;
    request({}, (c) => c.api.dev.outbox.$get({ query: { to } }))
      .then((r) => live && (setMessages(r.messages), setError(null)))
      .catch((e) => live && setError(errorMessage(e, "Could not load the outbox")));
    return () => {
      live = false;
    };
  }, [to]);

  return (
    <>
      <Navbar />
      <main className="page narrow">
        <h1>Development outbox</h1>
        <p className="muted">
          In development, e-mails are not sent: they land here. This page does not exist in production.
        </p>
        <form
          className="inline-form"
          onSubmit={(e) => {
            e.preventDefault();
            setParams({ to: address.trim() });
          }}
        >
          <label htmlFor="outbox-to">Recipient address</label>
          <input
            id="outbox-to"
            type="email"
            required
            value={address}
            onChange={(e) => setAddress(e.target.value)}
          />
          <button className="btn btn-primary" type="submit">
            Show messages
          </button>
        </form>
        {error && <p className="alert alert-error">{error}</p>}
        {messages && messages.length === 0 && <p>No messages for {to}.</p>}
        {messages?.map((m) => (
          <article key={m.createdAt + m.subject} className="card outbox-message">
            <h2>{m.subject}</h2>
            <p className="muted">
              To {m.to} · {new Date(m.createdAt).toLocaleString()}
            </p>
            <pre className="outbox-text">{m.text}</pre>
            <ul>
              {m.links.map((l) => (
                <li key={l}>
                  <a href={l}>{l}</a>
                </li>
              ))}
            </ul>
          </article>
        ))}
      </main>
      <Footer />
    </>
  );
}
