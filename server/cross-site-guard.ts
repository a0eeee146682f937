import type { NextFunction, Request, Response } from "express";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses a form post to a page (log in, log out, contact, apply) that another site's page sent:
 * 403 when `Origin` names a foreign site or `Sec-Fetch-Site` says cross-site. React Router would
 * answer such a post with a bare 400; the API routes make the same check themselves.
 */
export function crossSiteGuard({ siteUrl }: { siteUrl: string }) {
  const siteHost = new URL(siteUrl).host;
  return (req: Request, res: Response, next: NextFunction) => {
    if (safeMethods.has(req.method) || req.path.startsWith("/api/")) return next();
    const origin = req.get("origin");
    let foreign = req.get("sec-fetch-site") === "cross-site";
    if (!foreign && origin !== undefined) {
      const host = URL.canParse(origin) ? new URL(origin).host : "";
      foreign = host !== req.get("host") && host !== siteHost;
    }
    if (!foreign) return next();
    res
      .status(403)
      .json({ message: "Cross-site request refused: this form can only be sent from this site." });
  };
}
