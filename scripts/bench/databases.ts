import { randomBytes } from "node:crypto";
import { join } from "node:path";
import pg from "pg";

/** An empty database for one benchmark: a SQLite file in `workDir`, or a new PostgreSQL database. */
export async function scratchDatabase(
  dialect: "sqlite" | "postgres",
  { workDir, postgresUrl }: { workDir: string; postgresUrl?: string },
): Promise<{ url: string; drop(): Promise<void> }> {
  if (dialect === "sqlite") {
    return {
      url: `file:${join(workDir, `bench-${randomBytes(4).toString("hex")}.db`)}`,
      drop: async () => {},
    };
  }
  if (!postgresUrl) throw new Error("no PostgreSQL URL");
  const name = `agency_bench_${randomBytes(6).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}
