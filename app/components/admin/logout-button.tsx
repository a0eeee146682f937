import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";

/** 'Log out' in an admin page's header: a POST, so the session ends on the server; works without JavaScript. */
export function LogoutButton() {
  return (
    <Form method="post" action="/admin">
      <input type="hidden" name="intent" value="logout" />
      <Button type="submit" variant="light">
        Log out
      </Button>
    </Form>
  );
}
