/**
 * First-party analytics (decision 31): a pageview, then the click goals (WhatsApp, tel:, mailto:, a
 * service page's call to action), each sent once per page with navigator.sendBeacon to the endpoint
 * the public layout names in `<meta name="analytics">` (absent when ANALYTICS=false, and on admin pages).
 * No cookie and no storage: the server tells visitors apart by a hash that changes every day. Leads
 * (contact, application, meeting) are counted by the server when it stores them, so they count without
 * JavaScript too.
 */
export function enhanceAnalytics(document: Document) {
  const endpoint = document.querySelector<HTMLMetaElement>('meta[name="analytics"]')?.content;
  if (!endpoint || !navigator.sendBeacon) return;
  const sent = new Set<string>();
  const send = (name: string) => {
    if (sent.has(name)) return;
    sent.add(name);
    // A string goes as text/plain: no preflight, and the server reads it as JSON.
    navigator.sendBeacon(endpoint, JSON.stringify({ name, url: location.href, referrer: document.referrer }));
  };
  send("pageview");
  document.addEventListener(
    "click",
    (event) => {
      const target = event.target instanceof Element ? event.target.closest("a,button") : null;
      if (!target) return;
      const href = target.getAttribute("href") ?? "";
      const goal = href.startsWith("tel:")
        ? "tel"
        : href.startsWith("mailto:")
          ? "mailto"
          : /^https:\/\/(wa\.me|api\.whatsapp\.com)\//.test(href)
            ? "whatsapp"
            : target.closest("[data-goal]")?.getAttribute("data-goal");
      if (goal) send(`${goal}-click`);
    },
    true,
  );
}
