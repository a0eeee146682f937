import { AdminHeader } from "#app/components/admin/admin-header.tsx";
import { ContentTabs } from "#app/components/admin/content/content-tabs.tsx";
import { LogoStripsEditor } from "#app/components/admin/content/logo-strips-editor.tsx";
import { SiteFactsEditor } from "#app/components/admin/content/site-facts-editor.tsx";
import { requireAdmin } from "#app/auth/require-admin.server.ts";
import { site } from "#app/content/site.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { listLogos } from "#app/site-facts/logos-store.server.ts";
import { readSiteFacts } from "#app/site-facts/site-facts-store.server.ts";
import { viewerOf } from "#app/auth/viewer.ts";
import type { Route } from "./+types/admin.content.site";

export function meta() {
  return pageMeta({
    title: `Site facts | ${site.name}`,
    description:
      "The phone, WhatsApp, e-mail, address, map, office hours, social profiles and logo strips the public site shows.",
    path: "/admin/content/site",
    noindex: true,
  });
}

export async function loader(args: Route.LoaderArgs) {
  const admin = await requireAdmin(args);
  const [facts, logos] = await Promise.all([readSiteFacts(admin.database.db), listLogos(admin.database.db)]);
  return { viewer: viewerOf(admin.user), facts, logos };
}

export default function AdminSiteFacts({ loaderData }: Route.ComponentProps) {
  return (
    <div className="min-h-screen bg-surface">
      <AdminHeader title="Content" viewer={loaderData.viewer} />
      <main id="main" className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6">
        <ContentTabs current="site" />
        <h2 className="text-lg font-bold text-navy-900">How visitors reach the agency</h2>
        <p className="max-w-3xl text-sm text-muted">
          Shown in the footer, on the contact and help pages, in the chat button, in the search engines&apos;
          business card (JSON-LD) and in the e-mails the site sends.
        </p>
        <SiteFactsEditor facts={loaderData.facts} />
        <LogoStripsEditor logos={loaderData.logos} />
      </main>
    </div>
  );
}
