import { startDovecot } from "#tests/setup/dovecot.ts";
import { ImapFlow } from "imapflow";
import { readFileSync } from "node:fs";
const d = await startDovecot();
await new Promise((r) => setTimeout(r, 500));
const c = new ImapFlow({ host: "127.0.0.1", port: d.port, secure: false, auth: { user: d.user, pass: d.pass }, logger: false });
try { await c.connect(); console.log("ok"); await c.logout(); } catch (e) { console.log("ERR", e); }
const pid = readFileSync("/proc/self/cmdline");
console.log(d.url);
