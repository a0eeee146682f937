import { FactList } from "#app/components/ui/fact-list.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { services } from "#app/content/services.ts";
import { site } from "#app/content/site.ts";

const reasons = [
  {
    title: "We know the local market",
    body: "From Aminabad traders to Gomti Nagar start-ups, we know how Lucknow buys, and we write in English and Hindi for the audiences that need both.",
  },
  {
    title: "You can meet us",
    body: `Our whole team works from our own office in ${site.city}. Drop in for chai and a strategy session, or talk to your account manager on WhatsApp.`,
  },
  {
    title: "Fair, fixed pricing",
    body: "A fixed monthly fee agreed in advance, ad spend paid straight from your own accounts, and no long lock-in contracts.",
  },
] as const;

/** "Why Lucknow Businesses Pick Us": three reasons and three facts (shared by all service pages). */
export function WhyLucknow() {
  const facts = [
    { value: String(site.foundingYear), label: `Founded in ${site.city}` },
    { value: String(services.length), label: "Services under one roof" },
    { value: "1 day", label: "Our reply time to every enquiry" },
  ];
  return (
    <Section
      id="why-lucknow"
      tone="dark"
      eyebrow="Local and accountable"
      title="Why Lucknow Businesses Pick Us"
    >
      <div className="grid gap-12 lg:grid-cols-[3fr_2fr]">
        <ul className="grid gap-8 sm:grid-cols-3 lg:grid-cols-1">
          {reasons.map((reason) => (
            <li key={reason.title}>
              <h3 className="text-lg font-bold text-white">{reason.title}</h3>
              <p className="mt-2 leading-7 text-slate-300">{reason.body}</p>
            </li>
          ))}
        </ul>
        <FactList facts={facts} tone="dark" className="content-start" />
      </div>
    </Section>
  );
}
