import { Link } from "react-router";
import { usePageMeta } from "../../lib/use-page-meta";
import { PUBLIC_PAGES } from "../../lib/public-pages";
import { CONTACT_EMAIL, LegalLayout, LegalSection } from "./legal/legal-layout";

const TOC = [
  "Who we are",
  "Information we collect",
  "How we use your information and our legal basis",
  "Service providers (processors)",
  "Security",
  "Data retention",
  "Your rights",
  "Cookies",
  "Children",
  "International transfers",
  "Changes to this policy",
  "Contact us",
];

export function PrivacyPage() {
  usePageMeta(PUBLIC_PAGES["/privacy"].title, PUBLIC_PAGES["/privacy"].description);
  return (
    <LegalLayout title="Privacy Policy" updated="September 28, 2025" toc={TOC}>
      <p>
        This Privacy Policy explains what personal information BrandMail collects when you use our website and
        e-mail template generator (the “Service”), why we collect it, who we share it with and the choices you
        have. We collect only what we need to run the Service, and we never sell your personal information.
      </p>
      <LegalSection n={1} title="Who we are">
        <p>
          BrandMail (“we”, “us”) operates the Service and is the controller of the personal information
          described in this policy. You can reach us at any time at{" "}
          <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
        </p>
      </LegalSection>
      <LegalSection n={2} title="Information we collect">
        <h3>Information you give us</h3>
        <ul>
          <li>
            Account details: your first name, last name, business e-mail address and a password (stored only
            as a salted, slow hash).
          </li>
          <li>
            Brand material: the logo files you upload, the website addresses you enter and any campaign
            details you write.
          </li>
          <li>Generated content: the templates we create for you and any edits you save.</li>
          <li>
            Brand kits: the name, website, logo, colours, fonts, address and links you approve on the Brand
            page.
          </li>
          <li>
            E-mail platform keys: a Mailchimp, Brevo or Klaviyo API key you save to send templates there,
            stored encrypted; we show only its last 4 characters.
          </li>
          <li>Support messages: anything you write to us by e-mail.</li>
        </ul>
        <h3>Information collected automatically</h3>
        <ul>
          <li>
            Usage data: templates generated, the plan you are on, the number of templates used in the current
            billing period.
          </li>
          <li>
            Technical data: IP address, browser type, device information and timestamps, used for security,
            rate limiting and error diagnosis.
          </li>
          <li>
            Error reports: when a page crashes or a request fails, the browser sends a technical report (error
            message, page address, browser) so we can fix it.
          </li>
        </ul>
        <h3>Payment information</h3>
        <p>
          Payments are handled by PayPal. We never see or store your card or bank details. We receive a
          subscription identifier, the plan you bought and the status of your subscription (active, cancelled,
          suspended or expired).
        </p>
        <h3>Information we read from your website</h3>
        <p>
          When you enter a website address we fetch that public page to read your company name, description,
          fonts, theme colour and logo. We only read publicly available pages and never log in anywhere on
          your behalf.
        </p>
      </LegalSection>
      <LegalSection n={3} title="How we use your information and our legal basis">
        <ul>
          <li>
            <strong>To provide the Service</strong> (performance of our contract with you): creating your
            account, generating and storing templates, counting your monthly template credits.
          </li>
          <li>
            <strong>To process payments</strong> (contract): activating, renewing, upgrading and cancelling
            subscriptions.
          </li>
          <li>
            <strong>To communicate with you</strong> (contract and legitimate interest): verification and
            password-reset e-mails, service notices, monthly usage reports for Enterprise accounts and answers
            to support requests.
          </li>
          <li>
            <strong>To keep the Service secure</strong> (legitimate interest): preventing abuse, rate limiting
            sign-in attempts and investigating errors.
          </li>
          <li>
            <strong>To improve the Service</strong> (consent): optional analytics cookies, used only if you
            accept them.
          </li>
          <li>
            <strong>To meet legal obligations</strong> (legal obligation): keeping accounting records and
            responding to lawful requests.
          </li>
        </ul>
      </LegalSection>
      <LegalSection n={4} title="Service providers (processors)">
        <p>
          We share personal information only with providers that help us run the Service, under written
          data-processing terms:
        </p>
        <ul>
          <li>
            <strong>Cloudflare, Inc.</strong> hosts the application, database, file storage and e-mail
            delivery, and protects the Service against attacks.
          </li>
          <li>
            <strong>PayPal (Europe) S.à r.l. et Cie, S.C.A.</strong> processes subscription payments and
            manages your automatic payments.
          </li>
        </ul>
        <p>
          We may disclose information if required by law, or to protect the rights, property or safety of our
          users or others.
        </p>
      </LegalSection>
      <LegalSection n={5} title="Security">
        <p>
          All traffic is encrypted with TLS. Passwords are stored as salted hashes, sessions use short-lived
          signed tokens and refresh tokens are rotated on every use. Template previews are served from a
          sandbox that cannot run scripts. Access to production systems is limited to the people who need it.
          No method of transmission or storage is perfectly secure, but we work hard to protect your
          information and will notify you and the authorities of a breach where the law requires.
        </p>
      </LegalSection>
      <LegalSection n={6} title="Data retention">
        <ul>
          <li>Uploaded logo files are deleted 1 hour after processing.</li>
          <li>
            Generated templates, including the logo image used inside them, are kept until you delete them or
            close your account.
          </li>
          <li>Brand kits are kept until you delete them or close your account.</li>
          <li>
            E-mail platform keys are kept until you remove them in Settings (on any plan), close your account,
            or a plan below Premium takes effect, whichever comes first.
          </li>
          <li>Account information is kept while your account is open.</li>
          <li>Billing records are kept for as long as tax and accounting law requires.</li>
          <li>Requests to delete all of your data are handled within 30 days.</li>
        </ul>
      </LegalSection>
      <LegalSection n={7} title="Your rights">
        <p>
          Depending on where you live, you may have the right to access the personal information we hold about
          you, correct it, delete it, restrict or object to its processing, receive it in a portable format
          and withdraw consent at any time. To exercise any of these rights, write to{" "}
          <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> from the address on your account; we answer
          within 30 days. You may also complain to your local data-protection authority.
        </p>
      </LegalSection>
      <LegalSection n={8} title="Cookies">
        <p>
          We use strictly necessary storage to keep you signed in (per browser tab) and to remember your
          cookie choice for one year. Analytics cookies (such as _ga and _gid) are optional and are set only
          if you choose “Accept All Cookies”. If you choose “Decline Analytics”, the analytics script is not
          loaded and existing analytics cookies are removed. You can change your choice at any time with the
          cookie settings button in the bottom-left corner of every page.
        </p>
      </LegalSection>
      <LegalSection n={9} title="Children">
        <p>
          The Service is meant for businesses. You must be at least 18 years old, or use the Service on behalf
          of a registered business, to create an account. We do not knowingly collect information from
          children; if you believe a child has given us personal information, contact us and we will delete
          it.
        </p>
      </LegalSection>
      <LegalSection n={10} title="International transfers">
        <p>
          Our providers operate worldwide, so your information may be processed outside your country,
          including in the United States and the European Union. Where the law requires it, transfers are
          protected by the European Commission’s Standard Contractual Clauses or an equivalent safeguard.
        </p>
      </LegalSection>
      <LegalSection n={11} title="Changes to this policy">
        <p>
          We may update this policy as the Service changes. We will post the new version on this page with a
          new “last updated” date and, for material changes, tell you by e-mail before they take effect.
        </p>
      </LegalSection>
      <LegalSection n={12} title="Contact us">
        <p>
          Questions about this policy or your data: <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
          See also our <Link to="/terms">Terms of Service</Link>.
        </p>
      </LegalSection>
    </LegalLayout>
  );
}
