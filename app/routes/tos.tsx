import { Link } from "react-router";
import { LegalPage } from "#app/components/content/legal-page.tsx";
import { site } from "#app/content/site.ts";
import { addressLine, phoneHref } from "#app/content/site-facts.ts";
import { useSiteFacts } from "#app/site-facts/use-site-facts.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { staticPage } from "#app/route-handle.ts";

// Nothing on this page changes in the browser: it ships no React (decision 15).
export const handle = staticPage;

export function meta() {
  return pageMeta({
    title: `Terms of Service | ${site.name}`,
    description: `The terms for using the ${site.name} website, asking for a proposal, booking a consultation and applying for a job with our Lucknow agency.`,
    path: "/tos",
  });
}

export default function TermsOfService() {
  const facts = useSiteFacts();
  return (
    <LegalPage
      title="Terms of Service"
      updated="2025-06-02"
      intro={
        <p>
          These terms apply when you use this website, send us an enquiry, book a consultation or apply for a
          job. They are written to be read, so please do.
        </p>
      }
    >
      <h2>1. Who we are</h2>
      <p>
        This website is run by {site.legalName} (&ldquo;{site.name}&rdquo;, &ldquo;we&rdquo;,
        &ldquo;us&rdquo;), a digital marketing and design agency with its office at {addressLine(facts)}. You
        can reach us at <a href={`mailto:${facts.email}`}>{facts.email}</a> or{" "}
        <a href={phoneHref(facts.phone)}>{facts.phone}</a>.
      </p>

      <h2>2. Using this website</h2>
      <p>
        You may browse, read and share the pages of this website for your own information and for your
        business. Please do not:
      </p>
      <ul>
        <li>try to break into, overload or disrupt the website or the systems behind it;</li>
        <li>send enquiries or applications in someone else&apos;s name, or send spam through our forms;</li>
        <li>
          copy large parts of the site, such as our service pages or articles, and present them as your own.
        </li>
      </ul>
      <p>
        You are welcome to quote a short passage from our blog if you name {site.name} and link to the
        article.
      </p>

      <h2>3. Enquiries, proposals and free consultations</h2>
      <p>
        Sending the contact form, booking a consultation or talking to us on the phone does not commit you to
        anything. A free consultation is exactly that: we listen, ask questions and share honest advice, with
        no obligation to buy.
      </p>
      <p>
        If we send you a proposal, it describes the work, the deliverables and the fees. Unless it says
        otherwise, a proposal is valid for 30 days. Prices are in Indian rupees and exclude GST, which is
        added at the rate in force when we invoice.
      </p>

      <h2>4. When you become a client</h2>
      <p>
        Paid work is governed by the written agreement or accepted proposal for that project. Where that
        agreement and these terms differ, the agreement wins. It sets out the scope, the timeline, payment
        terms, who owns what at the end, and how either side can end the engagement.
      </p>

      <h2>5. Results and other platforms</h2>
      <p>
        We work hard for measurable results and report on them honestly, but no agency controls search engines
        or social networks. We do not promise a particular ranking on Google, a fixed number of followers or a
        set number of leads, and nobody should.
      </p>
      <p>
        Campaigns on Google, Meta and other platforms are also subject to those platforms&apos; own policies
        and decisions. Advertising budgets are paid to the platforms and are separate from our fees unless a
        proposal says otherwise.
      </p>

      <h2>6. Content and trademarks</h2>
      <p>
        The text, illustrations, logos and design of this website belong to {site.legalName} or are used with
        permission. Names and trademarks of other companies mentioned on the site belong to their owners.
      </p>

      <h2>7. Job applications</h2>
      <p>
        Applying for one of our openings does not create an employment relationship or a promise of one. We
        read every application and reply to every applicant, whether or not we can take things further.
      </p>

      <h2>8. Links and embedded services</h2>
      <p>
        Our pages link to other websites and services, such as WhatsApp for chat and Google Maps for
        directions. The office map loads from Google only after you choose to show it. Those services have
        their own terms and privacy policies, and we are not responsible for their content.
      </p>

      <h2>9. Our responsibility</h2>
      <p>
        We keep the information on this website accurate and up to date, but it is general guidance, not
        advice for your particular business. To the extent the law allows, we are not liable for losses that
        arise from relying on the website alone. Nothing in these terms limits liability that cannot be
        limited under Indian law.
      </p>

      <h2>10. Your personal data</h2>
      <p>
        How we collect, use and protect the details you share with us, and how to ask for a copy or for
        deletion, is explained in our <Link to="/privacy-policy">Privacy Policy</Link>.
      </p>

      <h2>11. Law and disputes</h2>
      <p>
        These terms are governed by the laws of India. If a disagreement cannot be settled by talking to us
        first, the courts at Lucknow, Uttar Pradesh, have jurisdiction.
      </p>

      <h2>12. Changes to these terms</h2>
      <p>
        We may update these terms as our services or the law change. The date at the top shows the latest
        version. If you have a question about them, write to{" "}
        <a href={`mailto:${facts.email}`}>{facts.email}</a>.
      </p>
    </LegalPage>
  );
}
