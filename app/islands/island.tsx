import { type ComponentType, createElement } from "react";
import islandsScript from "#app/islands/islands.client.tsx?worker&url";
import { type IslandName, type IslandProps, islandComponents } from "#app/islands/island-components.ts";

type IslandElementProps<Name extends IslandName> = {
  name: Name;
  props: IslandProps<Name>;
  /** The wrapper's element: a span where only phrasing content may stand (inside a paragraph). */
  as?: "div" | "span";
  /**
   * When its script loads: once the island is on screen (the default), or only once the visitor
   * touches or focuses it, for an island in the first screen that works as plain HTML until then.
   */
  load?: "on-screen" | "on-touch";
};

/**
 * Renders one registered component as an island: here, its markup inside a wrapper that lays out as
 * if it were not there (`display: contents`) and names the component, its props (JSON) and the script
 * that hydrates it. The props must survive JSON as they are.
 */
export function Island<Name extends IslandName>({
  name,
  props,
  as: Wrapper = "div",
  load = "on-screen",
}: IslandElementProps<Name>) {
  // The registry's union of components takes the union of their props; `name` ties the two.
  const component = islandComponents[name] as ComponentType<object>;
  return (
    <Wrapper
      className="contents"
      data-island={name}
      data-island-props={JSON.stringify(props)}
      data-island-script={islandsScript}
      data-island-load={load === "on-touch" ? "touch" : undefined}
    >
      {createElement(component, props as object)}
    </Wrapper>
  );
}
