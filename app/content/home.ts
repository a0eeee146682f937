/** Copy of the home page's sections that is not a service, FAQ or site fact. */

/**
 * The five reasons of "Why Choose {site.name}?"; "What Sets Us Apart?" shows the first three, each
 * with what we commit to in writing (`promise`) rather than the list's own words again.
 */
export const whyChooseUs: ReadonlyArray<{ title: string; detail: string; promise?: string }> = [
  {
    title: "Tailored strategies for unique business needs",
    detail: "A plan built around your market, margins and goals, never a copied package.",
    promise: "Your targets, channels and budget split, in writing within 48 hours of our first call.",
  },
  {
    title: "Expert team with proven track records",
    detail: "Specialists in search, social, design and development who have grown brands like yours.",
    promise: "The people on your account are named from day one, and their results are in our case studies.",
  },
  {
    title: "Transparent reporting and analytics",
    detail: "A live dashboard and a monthly report in plain language: what we did and what it earned.",
    promise: "Your ad and analytics accounts stay in your name, so you see every number we see.",
  },
  {
    title: "Focus on ROI and measurable results",
    detail: "We judge every campaign by leads and sales, not likes and impressions.",
  },
  {
    title: "Long-term partnership approach",
    detail: "Monthly plans without lock-ins, because clients should stay for results, not contracts.",
  },
];

export type StrengthKind = "transparency" | "experience" | "team" | "performance";

/** The four strength tiles, in the spec's order. */
export const strengths: ReadonlyArray<{ kind: StrengthKind; label: string }> = [
  { kind: "transparency", label: "100% Transparency" },
  { kind: "experience", label: "5+ Years of Experience" },
  { kind: "team", label: "High Skilled Team" },
  { kind: "performance", label: "Performance Guaranteed" },
];

/** The three progress bars beside the strength tiles (percentages). */
export const strengthBars = [
  { label: "Client Satisfaction", value: 80 },
  { label: "Project Delivery", value: 90 },
  { label: "Creativity", value: 70 },
] as const;

/** The three cards of "Why Choose Us to Elevate Your Brand Online". */
export const elevateCards = [
  {
    title: "Performance That Pays",
    body: "Every campaign starts with a target cost per lead and is tuned weekly against it. If a channel is not paying for itself, we tell you and move the budget.",
  },
  {
    title: "End-to-End Expertise",
    body: "Strategy, design, websites, content, SEO and ads under one roof in Lucknow, so nothing gets lost between agencies and you have one team to call.",
  },
  {
    title: "Customer-Centric Approach",
    body: "A named account manager, a reply within one working day, and plans shaped around how your customers actually decide to buy.",
  },
] as const;

export type Testimonial = { quote: string; name: string; role: string; company: string };

/** What clients say. The businesses are the fictional Lucknow brands in the "Our Clients" strip. */
export const testimonials: readonly Testimonial[] = [
  {
    quote:
      "Our online orders were stuck at a handful a week. Six months after the new store and a steady Instagram plan, we dispatch across India every day, and I finally understand where each order comes from.",
    name: "Ritika Srivastava",
    role: "Founder",
    company: "Awadh Organics",
  },
  {
    quote:
      "They rebuilt our website in under two weeks and rewired our Google Ads around site visits instead of clicks. Our cost per serious enquiry fell by almost half in the first quarter.",
    name: "Imran Qureshi",
    role: "Director",
    company: "Gomti Realty",
  },
  {
    quote:
      "What I value most is the honesty. The monthly report tells us what worked, what did not and what changes next. Our admissions enquiries for the new batch were the best we have had.",
    name: "Neha Tripathi",
    role: "Head of Admissions",
    company: "Lakshya Academy",
  },
];
