import { expect, test } from "vitest";
import { localBusinessJsonLd } from "#app/lib/structured-data/local-business.ts";
import { serviceJsonLd } from "#app/lib/structured-data/service.ts";
import { shippedSiteFacts as facts } from "#db/migrations/0014-shipped-content.ts";

test("a service points at the agency's LocalBusiness entity and its own canonical URL", () => {
  const service = serviceJsonLd({
    name: "Search Engine Optimization (SEO)",
    serviceType: "Search Engine Optimization",
    description: "SEO from Lucknow.",
    path: "/services/seo",
  });
  expect(service["@type"]).toBe("Service");
  expect(service.url).toBe("http://localhost:3000/services/seo");
  expect(service.provider["@id"]).toBe(localBusinessJsonLd(facts)["@id"]);
  expect(service.areaServed.map((area) => area.name)).toEqual(["Lucknow", "India"]);
  // The block must survive JSON serialisation unchanged (it is written into the page as JSON).
  expect(JSON.parse(JSON.stringify(service))).toEqual(service);
});
