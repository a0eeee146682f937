import { chromium } from "playwright";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const [w, h] of [[412, 823], [360, 640], [1350, 940]]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  for (const path of ["/contact", "/career", "/"]) {
    await page.goto("http://localhost:4300" + path);
    const tops = await page.$$eval("[data-island]", (els) => els.map((e) => Math.round((e.firstElementChild ?? e).getBoundingClientRect().top)));
    console.log(w, h, path, tops.join(","));
  }
  await page.close();
}
await browser.close();
