/** The groups a frequently asked question belongs to (the FAQs page may head each one). */
export const FAQ_GROUPS = ["general", "pricing", "process", "reporting", "contracts"] as const;
export type FaqGroup = (typeof FAQ_GROUPS)[number];
