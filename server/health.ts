import type { Request, Response } from "express";
import type { DatabaseHandle } from "#db/database.ts";
import { SECOND_MS } from "#app/lib/time-units.ts";

/** `GET /healthz`: 200 when the process and its database answer, 503 otherwise. */
export function healthCheck(database: DatabaseHandle, isShuttingDown: () => boolean) {
  return async (_req: Request, res: Response) => {
    res.setHeader("Cache-Control", "no-store");
    const started = Date.now();
    let databaseStatus: { status: "ok" | "error"; latencyMs?: number; error?: string };
    try {
      await database.ping(1.5 * SECOND_MS);
      databaseStatus = { status: "ok", latencyMs: Date.now() - started };
    } catch (error) {
      databaseStatus = { status: "error", error: error instanceof Error ? error.message : "unreachable" };
    }
    const healthy = databaseStatus.status === "ok" && !isShuttingDown();
    res.status(healthy ? 200 : 503).json({
      status: healthy ? "ok" : isShuttingDown() ? "shutting-down" : "degraded",
      uptimeSeconds: Math.round(process.uptime()),
      checks: { database: { dialect: database.dialect, ...databaseStatus } },
    });
  };
}
