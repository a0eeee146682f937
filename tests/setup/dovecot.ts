import { execFileSync, spawnSync } from "node:child_process";
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { userInfo } from "node:os";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "#tests/setup/server-process.ts";

const DOVECOT = "/usr/sbin/dovecot";

/** A private IMAP server for one test file: one user, maildir in a temp folder, plaintext on 127.0.0.1. */
export type Dovecot = { url: string; user: string; pass: string; port: number; stop(): Promise<void> };

/**
 * Starts Debian's dovecot as the current user with a generated configuration. Fails (never skips)
 * when it is not installed, saying what to install.
 */
export async function startDovecot(): Promise<Dovecot> {
  if (!existsSync(DOVECOT)) {
    throw new Error(
      "The IMAP tests need Dovecot: install the Debian package dovecot-imapd (apt-get install dovecot-imapd).",
    );
  }
  const dir = mkdtempSync(join(tmpdir(), "dovecot-"));
  for (const sub of ["run", "state", "home"]) mkdirSync(join(dir, sub));
  const me = userInfo();
  // Dovecot runs no login or mail process as root: under root (CI's containers) they run as the
  // package's unprivileged users, and the mail folder belongs to "nobody".
  const root = me.uid === 0;
  const username = root ? "dovenull" : me.username;
  const group = root ? "dovenull" : execFileSync("id", ["-gn"], { encoding: "utf8" }).trim();
  const uid = root ? Number(execFileSync("id", ["-u", "nobody"], { encoding: "utf8" })) : me.uid;
  const gid = root ? Number(execFileSync("id", ["-g", "nobody"], { encoding: "utf8" })) : me.gid;
  chmodSync(dir, 0o755);
  chownSync(join(dir, "home"), uid, gid);
  const user = "inbox";
  const pass = "inbox-test-password";
  const port = await freePort();
  writeFileSync(join(dir, "passwd"), `${user}:{PLAIN}${pass}:${uid}:${gid}::${join(dir, "home", user)}\n`);
  const config = join(dir, "dovecot.conf");
  writeFileSync(
    config,
    `protocols = imap
listen = 127.0.0.1
base_dir = ${join(dir, "run")}
state_dir = ${join(dir, "state")}
log_path = ${join(dir, "dovecot.log")}
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
default_login_user = ${username}
default_internal_user = ${root ? "dovecot" : username}
default_internal_group = ${root ? "dovecot" : group}
first_valid_uid = ${Math.min(uid, 500)}
first_valid_gid = 0
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${join(dir, "passwd")}
}
userdb {
  driver = passwd-file
  args = username_format=%u ${join(dir, "passwd")}
}
mail_location = maildir:${join(dir, "home")}/%u/Maildir
service imap-login {
  chroot =
  inet_listener imap {
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  chroot =
}
`,
  );
  // The master goes to the background; its output goes to the log, so no pipe is left open to wait on.
  const started = spawnSync(DOVECOT, ["-c", config], { stdio: "ignore", timeout: 20_000 });
  if (started.status !== 0) {
    const log = existsSync(join(dir, "dovecot.log")) ? readFileSync(join(dir, "dovecot.log"), "utf8") : "";
    throw new Error(`dovecot did not start (status ${started.status}): ${log}`);
  }
  const pidFile = join(dir, "run", "master.pid");
  return {
    url: `imap://${user}:${pass}@127.0.0.1:${port}/INBOX`,
    user,
    pass,
    port,
    async stop() {
      if (existsSync(pidFile)) process.kill(Number(readFileSync(pidFile, "utf8").trim()), "SIGTERM");
      // Give the master a moment to remove its sockets before the folder goes.
      await new Promise((resolve) => setTimeout(resolve, 200));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
