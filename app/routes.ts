import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  // JSON API (resource routes). Paths are a contract with API clients: keep them.
  route("api/contact", "routes/api.contact.ts"),
  route("api/contact/create", "routes/api.contact.create.ts"),
  route("api/contact/:id", "routes/api.contact.$id.ts"),
  route("api/applications", "routes/api.applications.ts"),
  route("api/applications/:id", "routes/api.applications.$id.ts"),
  route("api/apply", "routes/api.apply.ts"),

  // Public pages, inside the shared chrome (top bar, footer, chat button).
  layout("routes/public-layout.tsx", [index("routes/home.tsx"), route("*", "routes/not-found.tsx")]),
] satisfies RouteConfig;
