import { z } from "zod";

/** A yes/no field: JSON's true or false, nothing looser. */
export const flag = (label: string) => z.boolean({ error: `${label} must be true or false.` });

/** Where an entry stands in its list: 0 comes first. */
export const listOrder = z
  .number({ error: "order must be a whole number." })
  .int("order must be a whole number.")
  .min(0, "order must be 0 or more.")
  .max(9999, "order must be at most 9999.");
