import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// Prerendered pages carry canonical URLs, so the public origin is fixed at build time.
const siteUrl = (process.env.SITE_URL || "http://localhost:3000").replace(/\/+$/, "");

export default defineConfig({
  define: { __SITE_URL__: JSON.stringify(siteUrl) },
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
});
