import { Form, useNavigation } from "react-router";
import { LabelledField } from "#app/components/admin/account/labelled-field.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { site } from "#app/content/site.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { welcomePageAction, welcomePageLoader } from "#app/team/welcome-page.server.ts";
import type { Route } from "./+types/admin.welcome";

export function meta() {
  return pageMeta({
    title: `Welcome | ${site.name}`,
    description: `Tell the ${site.name} admin your name before you start.`,
    path: "/admin/welcome",
    noindex: true,
  });
}

export const loader = (args: Route.LoaderArgs) => welcomePageLoader(args);
export const action = (args: Route.ActionArgs) => welcomePageAction(args);

/** The first screen of a person's first sign-in: their name, then on to where they were going. */
export default function AdminWelcome({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  return (
    <div className="min-h-screen bg-surface">
      <main id="main" className="mx-auto grid max-w-lg gap-6 px-4 py-12 sm:px-6">
        <h1 className="text-2xl font-bold text-navy-900">Welcome to the {site.name} admin</h1>
        <p className="text-ink">
          Before you start, tell us your name. It signs the replies you send to clients, your notes on leads
          and the posts you publish, so people know who they are talking to.
        </p>
        <Form method="post" className="grid gap-4">
          <input type="hidden" name="next" value={loaderData.next} />
          <p className="text-sm text-ink">
            <span className="font-semibold text-navy-900">Signed in as:</span> {loaderData.email}
          </p>
          <LabelledField
            id="welcome-name"
            name="name"
            label="Your name"
            autoComplete="name"
            maxLength={100}
            defaultValue={actionData?.name ?? ""}
            error={actionData?.error}
            focusOnError
          />
          <div>
            <Button type="submit" disabled={saving}>
              {saving ? "Saving..." : "Save and continue"}
            </Button>
          </div>
        </Form>
      </main>
    </div>
  );
}
