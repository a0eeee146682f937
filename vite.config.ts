import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// Prerendered pages carry canonical URLs, so the public origin is fixed at build time.
const siteUrl = (process.env.SITE_URL || "http://localhost:3000").replace(/\/+$/, "");

export default defineConfig({
  define: { __SITE_URL__: JSON.stringify(siteUrl) },
  plugins: [tailwindcss(), reactRouter()],
  build: {
    rolldownOptions: {
      output: {
        // Route-by-route splitting left each page with two dozen tiny scripts, and on HTTP/1.1 each
        // costs a round trip: keep the framework in one file and the small shared UI in another.
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
              priority: 20,
            },
            {
              name: "shared",
              test: /[\\/]app[\\/](components[\\/](ui|layout|art|forms|services)|lib|content)[\\/]/,
              priority: 10,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
});
