/** The top bar's links, in the spec's order. */
export const primaryNav = [
  { to: "/", label: "Home" },
  { to: "/about", label: "About Us" },
  { to: "/services", label: "Services" },
  { to: "/blogs", label: "Blogs" },
  { to: "/faqs", label: "FAQs" },
  { to: "/career", label: "Career" },
  { to: "/contact", label: "Contact" },
] as const;

export const footerQuickLinks = [
  { to: "/", label: "Home" },
  { to: "/about", label: "About Us" },
  { to: "/services", label: "Services" },
  { to: "/work", label: "Our Work" },
  { to: "/contact", label: "Contact" },
] as const;

export const footerSupportLinks = [
  { to: "/faqs", label: "FAQ" },
  { to: "/help-center", label: "Help Center" },
  { to: "/privacy", label: "Privacy Policy" },
  { to: "/tos", label: "Terms of Service" },
] as const;
