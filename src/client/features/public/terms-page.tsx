import { Link } from "react-router";
import { usePageMeta } from "../../lib/use-page-meta";
import { PUBLIC_PAGES } from "../../lib/public-pages";
import { CONTACT_EMAIL, LegalLayout, LegalSection } from "./legal/legal-layout";

const TOC = [
  "Acceptance of these terms",
  "Eligibility and accounts",
  "The service",
  "Plans and template credits",
  "Subscriptions, billing and payments",
  "Price changes",
  "Cancellation",
  "Acceptable use",
  "Your content",
  "Our intellectual property",
  "Suspension and termination",
  "Disclaimers",
  "Limitation of liability",
  "Governing law and dispute resolution",
  "Changes to these terms and contact",
];

export function TermsPage() {
  usePageMeta(PUBLIC_PAGES["/terms"].title, PUBLIC_PAGES["/terms"].description);
  return (
    <LegalLayout title="Terms of Service" updated="September 20, 2025" toc={TOC}>
      <p>
        These Terms of Service (“Terms”) are an agreement between you and BrandMail (“we”, “us”) and govern
        your use of the BrandMail website and e-mail template generator (the “Service”). Please read them
        carefully.
      </p>
      <LegalSection n={1} title="Acceptance of these terms">
        <p>
          By creating an account or using the Service you agree to these Terms and to our{" "}
          <Link to="/privacy">Privacy Policy</Link>. If you use the Service on behalf of a company, you
          confirm that you may bind that company, and “you” means the company. If you do not agree, do not use
          the Service.
        </p>
      </LegalSection>
      <LegalSection n={2} title="Eligibility and accounts">
        <p>
          You must be at least 18 years old or a registered business. You must register with a business e-mail
          address, give accurate information and keep your password confidential. You are responsible for
          everything done with your account. Tell us at once at{" "}
          <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> if you suspect unauthorised use.
        </p>
      </LegalSection>
      <LegalSection n={3} title="The service">
        <p>
          The Service turns a logo, a website address and a campaign type into an HTML e-mail template.
          Templates are generated automatically and every generation is different. We work to make templates
          display well in common e-mail clients, but you are responsible for reviewing each template, its text
          and its links before you send it. We may improve, change or discontinue features; we will give
          reasonable notice of changes that materially reduce a paid plan.
        </p>
      </LegalSection>
      <LegalSection n={4} title="Plans and template credits">
        <p>
          The Free plan includes 1 template for the lifetime of the account. Paid plans include a number of
          template credits per monthly billing period: Basic 4, Premium 10, Enterprise 50 or 100. Credits are
          used when a template is generated; a generation that fails is not counted. Credits do not roll over:
          unused credits expire at the end of each billing period. Features and campaign types available on
          each plan are described on the <Link to="/pricing">pricing page</Link>.
        </p>
      </LegalSection>
      <LegalSection n={5} title="Subscriptions, billing and payments">
        <p>
          Paid plans are monthly subscriptions billed in advance through PayPal, in euros, with taxes
          included. By subscribing you authorise PayPal to charge your chosen payment method automatically
          each month until you cancel. Payments are non-refundable, including for partially used billing
          periods and unused credits, except where the law requires otherwise. If a payment fails we may
          suspend paid features until it succeeds.
        </p>
      </LegalSection>
      <LegalSection n={6} title="Price changes">
        <p>
          We may change our prices. We will tell you by e-mail at least 30 days before a new price applies to
          your subscription. The new price takes effect at the start of your next billing period after the
          notice period; if you do not agree, you can cancel before then.
        </p>
      </LegalSection>
      <LegalSection n={7} title="Cancellation">
        <p>
          You can cancel a subscription at any time from your billing page, in your PayPal account, or by
          writing to support. Cancellation stops future payments; you keep your plan and its remaining credits
          until the end of the billing period you have paid for, after which your account moves to the Free
          plan. Your templates stay available until you delete them.
        </p>
      </LegalSection>
      <LegalSection n={8} title="Acceptable use">
        <p>You agree not to:</p>
        <ul>
          <li>use logos, trademarks or websites you have no right to use;</li>
          <li>create templates for spam, phishing, fraud, malware or any unlawful or deceptive message;</li>
          <li>
            send e-mail made with the Service to people who have not agreed to receive it, where consent is
            required;
          </li>
          <li>probe, overload or circumvent the security, rate limits or plan limits of the Service;</li>
          <li>
            resell the Service or share an account between unrelated organisations without our written
            permission.
          </li>
        </ul>
      </LegalSection>
      <LegalSection n={9} title="Your content">
        <p>
          You keep all rights in the logos, text and other material you provide and in the templates generated
          for you. You grant us a limited licence to store and process that material only to provide the
          Service to you. You confirm that you have the rights needed to upload it and that it does not
          infringe anyone else’s rights.
        </p>
      </LegalSection>
      <LegalSection n={10} title="Our intellectual property">
        <p>
          The Service, its software, design and generator, and the BrandMail name and logo belong to us. Apart
          from the rights in your templates described above, these Terms do not give you any right in them.
        </p>
      </LegalSection>
      <LegalSection n={11} title="Suspension and termination">
        <p>
          We may suspend or terminate any account, with or without notice, if we reasonably believe it
          breaches these Terms, creates a security or legal risk, or is used fraudulently. Where possible we
          will tell you why and give you a chance to fix the problem. You may close your account at any time.
          Sections 5, 9 to 14 survive termination.
        </p>
      </LegalSection>
      <LegalSection n={12} title="Disclaimers">
        <p>
          The Service is provided “as is” and “as available”. To the extent permitted by law we disclaim all
          warranties, express or implied, including merchantability, fitness for a particular purpose and
          non-infringement. We do not promise that the Service will be uninterrupted or error-free, or that
          templates will display identically in every e-mail client.
        </p>
      </LegalSection>
      <LegalSection n={13} title="Limitation of liability">
        <p>
          To the extent permitted by law, we are not liable for indirect, incidental, special, consequential
          or punitive damages, or for lost profits, revenue, data or goodwill. Our total liability for all
          claims relating to the Service is limited to the amount you paid us for one month of the Service
          before the event giving rise to the claim.
        </p>
      </LegalSection>
      <LegalSection n={14} title="Governing law and dispute resolution">
        <p>
          These Terms are governed by the laws of the State of Israel, without regard to its conflict-of-law
          rules. Any dispute arising from or relating to these Terms or the Service will be resolved by final
          and binding arbitration in Tel Aviv, Israel, before a single arbitrator, in English. You and we each
          waive the right to a jury trial and agree that claims may be brought only individually, not as a
          plaintiff or class member in any class, collective or representative action. Either party may seek
          urgent injunctive relief from the competent courts of Tel Aviv.
        </p>
      </LegalSection>
      <LegalSection n={15} title="Changes to these terms and contact">
        <p>
          We may update these Terms. We will post the new version here with a new date and, for material
          changes, notify you by e-mail at least 30 days in advance. Continuing to use the Service after the
          changes take effect means you accept them. Questions:{" "}
          <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
        </p>
      </LegalSection>
    </LegalLayout>
  );
}
