import { chromium } from "playwright";
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (let run = 0; run < 2; run++) {
const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send("Profiler.enable");
await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
await cdp.send("Profiler.start");
await page.goto(url, { waitUntil: "load" });
await page.waitForTimeout(3000);
const { profile } = await cdp.send("Profiler.stop");
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const label = (f) => `${f.functionName || "(anon)"} ${f.url.split("/").pop().slice(0,14)}:${f.lineNumber}:${f.columnNumber}`;
const self = new Map(); const incl = new Map(); let total = 0;
profile.samples.forEach((id, i) => {
  const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
  let cur = id; let under = false; const chain = [];
  while (cur) { const f = byId.get(cur).callFrame; chain.push(label(f)); if (f.url.includes("islands.client")) under = true; cur = parent.get(cur); }
  if (!under) return;
  total += ms;
  const k = chain[0]; self.set(k, (self.get(k) ?? 0) + ms);
  for (const c of new Set(chain)) incl.set(c, (incl.get(c) ?? 0) + ms);
});
console.log("under islands", total.toFixed(1));
for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log("self", v.toFixed(1).padStart(7), k);
for (const [k, v] of [...incl].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log("incl", v.toFixed(1).padStart(7), k);
await context.close();
}
await browser.close();
