import { Link } from "react-router";
import { site } from "#app/content/site.ts";
import { SOCIAL_NETWORKS, type SocialNetwork, chatUrl } from "#app/content/site-facts.ts";
import { useSiteFacts } from "#app/site-facts/use-site-facts.ts";
import { footerQuickLinks, footerSupportLinks } from "#app/components/layout/nav-links.ts";
import { SocialIcon } from "#app/components/layout/social-icon.tsx";
import { Wordmark } from "#app/components/layout/wordmark.tsx";

// Set by the build (vite.config.ts) from the clock, the same in the server and client bundles.
declare const __BUILD_YEAR__: number;

const networkLabels: Record<SocialNetwork, string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  twitter: "Twitter",
  linkedin: "LinkedIn",
};

function FooterLinks({
  title,
  links,
}: {
  title: string;
  links: ReadonlyArray<{ to: string; label: string }>;
}) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{title}</h2>
      <ul className="mt-4 space-y-3">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="text-sm text-slate-300 hover:text-white">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The footer: brand block, Quick Links, Support, Follow Us and the copyright line. */
export function SiteFooter() {
  // Profiles without a URL are left out rather than shown as links that go nowhere.
  const facts = useSiteFacts();
  const profiles = SOCIAL_NETWORKS.filter((network) => facts.social[network]);
  return (
    <footer className="bg-navy-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div>
          <Wordmark tone="light" />
          <p className="mt-4 max-w-xs text-sm leading-6">{site.tagline}</p>
        </div>
        <FooterLinks title="Quick Links" links={footerQuickLinks} />
        <FooterLinks title="Support" links={footerSupportLinks} />
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">Follow Us</h2>
          {profiles.length > 0 ? (
            <ul className="mt-4 flex gap-3">
              {profiles.map((network) => (
                <li key={network}>
                  <a
                    href={facts.social[network]}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex size-10 items-center justify-center rounded-full bg-navy-800 text-white hover:bg-brand-600"
                  >
                    <SocialIcon network={network} />
                    <span className="sr-only">{networkLabels[network]}</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-4 text-sm leading-6">
              Our social pages are on their way. Until then, say hello on{" "}
              <a
                href={chatUrl(facts.whatsapp)}
                target="_blank"
                rel="noopener noreferrer"
                className="underline hover:text-white"
              >
                WhatsApp
              </a>{" "}
              or write to{" "}
              <a href={`mailto:${facts.email}`} className="underline hover:text-white">
                {facts.email}
              </a>
              .
            </p>
          )}
        </div>
      </div>
      <div className="border-t border-navy-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-center text-sm sm:px-6 lg:px-8">
          © {__BUILD_YEAR__} {site.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
