import { useSearchParams } from "react-router";
import { RETURN_PARAM, safeReturnPath } from "#app/auth/return-path.ts";

/** Where this sign-in returns to: the page's checked `next`, or "/admin". */
export function useReturnPath(): string {
  const [params] = useSearchParams();
  return safeReturnPath(params.get(RETURN_PARAM));
}

/** The hidden field that carries the page asked for through a sign-in form (the server checks it again). */
export function ReturnPathField() {
  const returnTo = useReturnPath();
  return returnTo === "/admin" ? null : <input type="hidden" name={RETURN_PARAM} value={returnTo} />;
}
