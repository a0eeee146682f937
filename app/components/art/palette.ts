/**
 * The artwork's colours: the same values as the theme tokens in app.css, as plain hex so every
 * SVG is self-contained (Tailwind emits only the CSS variables a page uses).
 */
export const palette = {
  navy950: "#060d22",
  navy900: "#0b1736",
  navy800: "#14244f",
  navy700: "#1f3370",
  brand50: "#eef2ff",
  brand100: "#e0e7ff",
  brand300: "#a5b4fc",
  brand500: "#6366f1",
  brand600: "#4f46e5",
  brand700: "#4338ca",
  saffron300: "#fdba74",
  saffron400: "#fb923c",
  saffron500: "#f97316",
  line: "#e4e7ec",
  white: "#ffffff",
} as const;
