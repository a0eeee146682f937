import { chatUrl } from "#app/content/site-facts.ts";
import { useSiteFacts } from "#app/site-facts/use-site-facts.ts";

/**
 * The floating chat button: opens a WhatsApp chat with the agency's number in a new tab. On a phone
 * it is smaller and closer to the corner, so it stays beside the hero's call to action and clear of
 * its text. Its size and offsets are matched by `ChatButtonClearance`.
 */
export function ChatButton() {
  const facts = useSiteFacts();
  return (
    <aside aria-label="Chat" className="in-data-menu-open:hidden">
      <a
        href={chatUrl(facts.whatsapp)}
        target="_blank"
        rel="noopener noreferrer"
        className="fixed bottom-3 right-3 z-40 inline-flex size-12 items-center justify-center rounded-full bg-[#128c4b] text-white shadow-lg transition hover:scale-105 hover:bg-[#0f7a41] sm:bottom-5 sm:right-5 sm:size-14"
      >
        <span className="sr-only">Chat with us on WhatsApp (opens in a new tab)</span>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 sm:size-7" fill="currentColor">
          <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2c-1.6 0-3.1-.4-4.4-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.2-.4.7-1.4.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.1-.3-.2-.5-.3z" />
        </svg>
      </a>
    </aside>
  );
}

/**
 * Room after the footer, in the footer's colour, so that scrolled to the very bottom the footer's
 * last line sits above the chat button instead of under it: the button's height and bottom offset,
 * less the footer's own bottom padding (1.5rem), plus a small gap.
 */
export function ChatButtonClearance() {
  return <div aria-hidden="true" className="h-12 bg-navy-950 sm:h-16" />;
}
