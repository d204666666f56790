import type { ReactNode } from "react";
import { Link } from "react-router";
import { Footer, Navbar } from "../../../components/navbar";
import "../public.css";

export { CONTACT_EMAIL } from "../../../lib/contact";

export function LegalLayout({
  title,
  updated,
  toc,
  children,
}: {
  title: string;
  updated: string;
  toc: string[];
  children: ReactNode;
}) {
  return (
    <>
      <Navbar />
      <main className="page narrow legal">
        <Link to="/" className="back-link">
          ← Back to home
        </Link>
        <h1>{title}</h1>
        <p className="updated">Last updated {updated}</p>
        <nav className="legal-toc" aria-label="Contents">
          <ol>
            {toc.map((t, i) => (
              <li key={t}>
                <a href={`#section-${i + 1}`}>{t}</a>
              </li>
            ))}
          </ol>
        </nav>
        {children}
      </main>
      <Footer />
    </>
  );
}

export function LegalSection({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  return (
    <section id={`section-${n}`}>
      <h2>
        {n}. {title}
      </h2>
      {children}
    </section>
  );
}
