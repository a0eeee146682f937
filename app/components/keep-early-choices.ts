import { useEffect, useState } from "react";
import { useHydrated } from "#app/components/use-hydrated.ts";

/** A select, by its place among the page's selects (hydration keeps the elements), and its chosen value. */
type Choice = { index: number; value: string };

/**
 * React sets every select back to its server-rendered option as it hydrates, so a choice made while
 * the page's script was still loading (a filter chosen on a slow phone) would be undone without a word.
 * Such choices are read before hydration and put back after it, with the change event the person's
 * own choice would have sent.
 */
export function useKeepChoicesMadeBeforeHydration(): void {
  const hydrated = useHydrated();
  const [made] = useState<Choice[]>(() => (hydrated || typeof document === "undefined" ? [] : choicesMade()));
  useEffect(() => {
    const selects = document.querySelectorAll("select");
    for (const { index, value } of made) {
      const select = selects[index];
      if (!select || select.value === value) continue;
      select.value = value;
      select.dispatchEvent(new Event("change", { bubbles: true }));
    }
  }, [made]);
}

/** The selects whose option is no longer the one the server rendered. */
function choicesMade(): Choice[] {
  return [...document.querySelectorAll("select")].flatMap((select, index) => {
    const rendered = [...select.options].find((option) => option.defaultSelected) ?? select.options[0];
    return select.value === (rendered?.value ?? "") ? [] : [{ index, value: select.value }];
  });
}
