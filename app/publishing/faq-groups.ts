/** The groups a frequently asked question belongs to, in the order the FAQs page shows them. */
export const FAQ_GROUPS = ["process", "pricing", "reporting", "contracts", "general"] as const;
export type FaqGroup = (typeof FAQ_GROUPS)[number];

/** Each group's heading on the FAQs page. */
export const FAQ_GROUP_TITLES: Record<FaqGroup, string> = {
  process: "How we work",
  pricing: "Pricing",
  reporting: "Reporting",
  contracts: "Contracts and ownership",
  general: "About us",
};

/** Where a group comes on the page; a group the code no longer knows comes last. */
export function faqGroupRank(group: string): number {
  const index = FAQ_GROUPS.indexOf(group as FaqGroup);
  return index === -1 ? FAQ_GROUPS.length : index;
}
