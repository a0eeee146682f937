/** How a person's portrait is drawn (app/components/art/portrait.tsx): original flat illustrations. */
export type PortraitLook = {
  skin: string;
  hair: string;
  hairStyle: "short" | "side-part" | "long" | "bun" | "curly";
  /** The clothes' colour; the background is drawn from the brand palette. */
  top: string;
  background: string;
  glasses?: boolean;
  beard?: boolean;
};

export type TeamMember = { name: string; role: string; bio: string; look: PortraitLook };

/** The people on /about. Fictional, like the agency: the agency replaces them with its own. */
export const team: readonly TeamMember[] = [
  {
    name: "Ananya Srivastava",
    role: "Founder and strategy director",
    bio: "Started the agency in 2019 after eight years with Delhi ad agencies, and still writes every new client's first plan.",
    look: { skin: "#c68863", hair: "#2b1a12", hairStyle: "long", top: "#4f46e5", background: "#e0e7ff" },
  },
  {
    name: "Faizan Qureshi",
    role: "Head of performance marketing",
    bio: "Runs the Google and Meta accounts, and the spreadsheets that decide where each client's next rupee goes.",
    look: {
      skin: "#b97a56",
      hair: "#1c1410",
      hairStyle: "short",
      top: "#0b1736",
      background: "#fdba74",
      beard: true,
    },
  },
  {
    name: "Ritika Mishra",
    role: "Design lead",
    bio: "Designs the websites and brand systems, and checks every page on a budget phone before it ships.",
    look: {
      skin: "#d9a07a",
      hair: "#3b2416",
      hairStyle: "bun",
      top: "#f97316",
      background: "#eef2ff",
      glasses: true,
    },
  },
  {
    name: "Arjun Verma",
    role: "Lead developer",
    bio: "Builds the sites and the tools behind them in React and TypeScript, and keeps an eye on every page's speed.",
    look: {
      skin: "#a86d4a",
      hair: "#15100d",
      hairStyle: "side-part",
      top: "#1f3370",
      background: "#a5b4fc",
      glasses: true,
    },
  },
  {
    name: "Sana Rizvi",
    role: "Content and SEO lead",
    bio: "Turns conversations with clients into articles people finish reading and search engines rank.",
    look: { skin: "#c98f6a", hair: "#231510", hairStyle: "curly", top: "#6366f1", background: "#fdba74" },
  },
  {
    name: "Vikram Yadav",
    role: "Client success manager",
    bio: "Your first call on WhatsApp: keeps every plan on schedule and every report honest.",
    look: {
      skin: "#9c6644",
      hair: "#2a1d15",
      hairStyle: "short",
      top: "#f97316",
      background: "#e0e7ff",
    },
  },
];
