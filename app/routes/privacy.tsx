import { Link } from "react-router";
import { LegalPage } from "#app/components/content/legal-page.tsx";
import { site } from "#app/content/site.ts";
import { addressLine } from "#app/content/site-facts.ts";
import { useSiteFacts } from "#app/site-facts/use-site-facts.ts";
import { DEFAULT_RETENTION_DAYS as defaultRetentionDays } from "#app/content/data-retention.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { staticPage } from "#app/route-handle.ts";

/** The longest we take to answer a request about personal data. */
const responseDays = 30;

// Nothing on this page changes in the browser: it ships no React (decision 15).
export const handle = staticPage;

export function meta() {
  return pageMeta({
    title: `Privacy Policy | ${site.name}`,
    description: `What ${site.name} collects through its contact form, job applications and consultation bookings, why, who sees it, how long it is kept, and your rights under the DPDP Act and GDPR.`,
    path: "/privacy",
  });
}

export default function PrivacyPolicy() {
  const facts = useSiteFacts();
  const mail = <a href={`mailto:${facts.email}`}>{facts.email}</a>;
  return (
    <LegalPage
      title="Privacy Policy"
      updated="2025-06-02"
      intro={
        <p>
          We ask only for what we need to answer you, we never sell it, and you can see or delete it whenever
          you like. This page explains the details.
        </p>
      }
    >
      <h2>Who is responsible for your data</h2>
      <p>
        {site.legalName}, {addressLine(facts)}, decides how the personal data collected through this website
        is used. Under India&apos;s Digital Personal Data Protection Act, 2023 (DPDP Act) we are the
        &ldquo;data fiduciary&rdquo;; under the EU and UK General Data Protection Regulation (GDPR) we are the
        &ldquo;controller&rdquo;. For any privacy question or complaint, our grievance contact is reachable at{" "}
        {mail}.
      </p>

      <h2>What we collect, and why</h2>
      <h3>When you send the contact form</h3>
      <p>
        Your name, e-mail address, phone number and message, the service you asked about (if you came from a
        service page) and the time you sent it. We use them only to reply to you, to prepare a proposal you
        asked for, and to keep a record of the conversation. We rely on your consent, which you give by
        sending the form, and under the GDPR also on taking steps you asked for before a contract.
      </p>
      <h3>When you apply for a job</h3>
      <p>
        Your name, e-mail address, phone number, the role, your note to us and, if you attach one, your CV (a
        PDF or Word file). We use them to assess your application and to contact you about it, and for nothing
        else.
      </p>
      <h3>When you book a free consultation</h3>
      <p>
        Your name, e-mail address, phone number if you give it, the time you chose and any notes you add. We
        use them to hold the meeting, send you a confirmation and prepare for the call.
      </p>
      <h3>When you simply browse</h3>
      <p>
        Our server keeps short technical logs (IP address, browser type, the page requested and the time) to
        keep the site secure and working. We use no advertising or analytics cookies and no tracking pixels.
        The only cookie we set is a strictly necessary session cookie for our own staff when they sign in to
        the admin area.
      </p>
      <h3>How we count visits</h3>
      <p>
        To learn which pages help people and where our enquiries come from, our own server counts page views
        and a few clicks (the WhatsApp button, phone and e-mail links, a service page&apos;s main button),
        without cookies and without storing anything in your browser. To tell one visit from another on the
        same day it keeps a scrambled code made from your IP address and browser type with a secret that is
        destroyed at the end of each day, so nobody (us included) can recognise you the next day; your IP
        address itself is never stored. With each visit we note the website or campaign that sent you, and if
        you then send us a message or an application we keep that with it, so we know which of our own
        marketing works. Individual visits are deleted after 30 days; only daily totals are kept. If your
        browser sends the Global Privacy Control signal, we count nothing at all.
      </p>

      <h2>Third-party services you choose to use</h2>
      <ul>
        <li>
          <strong>Google Maps.</strong> The map on our contact page is a picture until you press &ldquo;Show
          the map&rdquo;. Only then does your browser contact Google, whose privacy policy applies from that
          point.
        </li>
        <li>
          <strong>WhatsApp.</strong> The chat button opens WhatsApp, run by Meta. Messages you send there are
          governed by WhatsApp&apos;s own terms and privacy policy.
        </li>
      </ul>

      <h2>Who receives your data</h2>
      <ul>
        <li>The members of our team who handle enquiries, hiring or the consultation concerned.</li>
        <li>
          Service providers that work for us under contract, and only as far as they need to: our web hosting
          and database provider, and the e-mail service that delivers our notifications and replies.
        </li>
        <li>Authorities, only when Indian law requires us to disclose it.</li>
      </ul>
      <p>
        We never sell, rent or trade personal data, and we never add you to a mailing list you did not ask to
        join.
      </p>

      <h2>How long we keep it</h2>
      <p>
        Messages, job applications (including CVs) and consultation bookings are kept for{" "}
        <strong>{defaultRetentionDays} days</strong> after we receive them and are then deleted automatically.
        That is our default setting; if we configure a different period, or the law requires us to keep
        something longer (for example invoices for tax purposes once you become a client), we will say so on
        this page. Technical logs are kept for a shorter time and are not used to identify visitors.
      </p>

      <h2>How we protect it</h2>
      <p>
        The site is served over an encrypted connection, the admin area is protected by a password and limited
        to our staff, and backups are kept under the same controls as the live data.
      </p>

      <h2>Your rights</h2>
      <p>Under the DPDP Act you may ask us:</p>
      <ul>
        <li>for a summary of the personal data we hold about you and how we use it;</li>
        <li>to correct, complete or update it;</li>
        <li>to erase it, and to withdraw the consent you gave, as easily as you gave it;</li>
        <li>to resolve a grievance, and to name someone who may exercise these rights for you.</li>
      </ul>
      <p>
        If you are in the European Union or the United Kingdom, the GDPR also gives you the rights to access,
        rectification, erasure, restriction of processing, data portability and objection, and to complain to
        your local supervisory authority.
      </p>

      <h2>How to ask for a copy or for erasure</h2>
      <p>
        Write to {mail} from the e-mail address you used with us, and say whether you want a copy of your
        data, a correction or its deletion. We may ask a question to confirm it is really you. We answer every
        request within <strong>{responseDays} days</strong>, free of charge. A copy comes as a file with
        everything we hold for that address, including any CV you sent. Erasure removes your messages,
        applications (each with its CV) and bookings from our systems in one step. A CV is stored with the
        application it came with, is never sent around by e-mail, and is covered by the same retention period
        and the same erasure.
      </p>
      <p>
        If you are not satisfied with our answer, you can complain to the Data Protection Board of India, or,
        under the GDPR, to your supervisory authority.
      </p>

      <h2>Children</h2>
      <p>
        Our services are meant for businesses, and this website is not directed at anyone under 18. If you
        believe a child has sent us personal data, write to us and we will delete it.
      </p>

      <h2>Changes to this policy</h2>
      <p>
        When our practices change we update this page and the date at the top. Our{" "}
        <Link to="/tos">Terms of Service</Link> explain the other rules for using this website.
      </p>
    </LegalPage>
  );
}
