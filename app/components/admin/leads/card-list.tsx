import type { KeyboardEvent, ReactNode } from "react";
import { useNavigate } from "react-router";
import { KeyboardHint } from "#app/components/admin/leads/keyboard-hint.tsx";
import { isTypingOrModified } from "#app/components/admin/leads/use-shortcut-keys.ts";

/** The hash the detail page reads to put the keyboard's focus in its reply box. */
export const COMPOSE_HASH = "#compose";

/**
 * The cards of one page with keyboard shortcuts while focus is among them: j and k move to the
 * next and previous card's link, Enter follows it (a link does that by itself), e opens the card's
 * page with the reply box focused.
 */
export function CardList({ label, children }: { label: string; children: ReactNode }) {
  const navigate = useNavigate();
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (isTypingOrModified(event) || !["j", "k", "e"].includes(event.key)) return;
    const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>("a[data-card-link]")];
    const current = links.findIndex((link) => link.closest("article")?.contains(event.target as Node));
    if (event.key === "e") {
      const link = links[current];
      if (!link) return;
      event.preventDefault();
      void navigate(`${link.pathname}${COMPOSE_HASH}`, { state: { list: window.location.search } });
      return;
    }
    const next = event.key === "j" ? current + 1 : current === -1 ? links.length - 1 : current - 1;
    const target = links[Math.max(0, Math.min(links.length - 1, next))];
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <section aria-label={label} aria-describedby="card-keys" onKeyDown={onKeyDown} className="grid gap-4">
      <KeyboardHint
        id="card-keys"
        keys="j/k next/previous, Enter open, e reply"
        where="once a card's Open link has the focus; not while typing in a field"
      />
      {children}
    </section>
  );
}
