import { type ChildProcess, spawn } from "node:child_process";
import { openSync, readFileSync } from "node:fs";
import { freePort } from "#tests/setup/server-process.ts";

/** Starts a Node process whose output goes to `logFile` and waits until `readyUrl` answers. */
export async function startProcess(
  args: string[],
  env: Record<string, string>,
  readyUrl: string,
  logFile: string,
) {
  const log = openSync(logFile, "a");
  const child: ChildProcess = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ["ignore", log, log],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`${args.join(" ")} exited with ${child.exitCode}; see ${logFile}`);
    try {
      if ((await fetch(readyUrl)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`${args.join(" ")} did not start; see ${logFile}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    pid: child.pid,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

/**
 * The CPU time (user and system, in ms) process `pid` has used so far, read from /proc; undefined
 * where there is none. Unlike wall time, it hardly grows when other work shares the machine.
 */
export function cpuMsOf(pid: number | undefined): number | undefined {
  try {
    // Fields 14 and 15, after the command name in parentheses, in clock ticks (100 a second on Linux).
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/** Starts the built production server as `npm start` does on a database, logging to `logFile`. */
export async function startAppServer(
  databaseUrl: string,
  { buildDir, logFile, env = {} }: { buildDir: string; logFile: string; env?: Record<string, string> },
) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = await startProcess(
    // As `npm start` runs it: a 16 MB young generation (decision 42).
    ["--max-semi-space-size=16", "server/main.ts"],
    {
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      BUILD_DIR: buildDir,
      ...env,
    },
    `${url}/healthz`,
    logFile,
  );
  return { url, pid: server.pid, stop: server.stop };
}
