import { join } from "node:path";
import { measure } from "#scripts/bench/measure.ts";
import { freePort } from "#tests/setup/server-process.ts";
import { startProcess } from "#scripts/bench/processes.ts";
import type { Benchmark } from "#scripts/bench/types.ts";

// Context, not a target: the fastest any Node HTTP answer can be on this machine right now (a quiet
// run of it made 26,000-45,000 a second), so figures from a busy machine can be read for what they are.
const helloWorld = `require("node:http").createServer((req, res) => res.end("hello world")).listen(Number(process.env.PORT), "127.0.0.1");`;

export const helloWorldBenchmark: Benchmark = {
  name: "node:http hello world",
  async run({ durationSeconds, connections, workDir }) {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}/`;
    const server = await startProcess(
      ["-e", helloWorld],
      { PORT: String(port) },
      url,
      join(workDir, "hello.log"),
    );
    try {
      return [
        await measure("node:http hello world (GET)", {
          url,
          connections,
          duration: durationSeconds,
          success: 200,
        }),
      ];
    } finally {
      await server.stop();
    }
  },
};
