import { inboundMailApi } from "#app/inbound/inbound-mail-api.server.ts";
import type { Route } from "./+types/api.inbound-mail";

// A raw mail posted by a relay (bearer INBOUND_MAIL_TOKEN), added to its lead's conversation.
export const action = (args: Route.ActionArgs) => inboundMailApi(args);
export const loader = () => new Response(null, { status: 404 });
