/** One measured line of the bench table. */
export type BenchResult = {
  name: string;
  /** Answers per second that counted as success (for submissions: 201s only). */
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Anything that was not a success: wrong status, socket error or timeout. */
  failures: number;
  /** Whether the line meets its target, when it has one. */
  note?: string;
  /** Why the line was not measured. */
  skipped?: string;
};

export type BenchOptions = {
  durationSeconds: number;
  connections: number;
  buildDir: string;
  /** A scratch folder for logs and SQLite files, removed after the run. */
  workDir: string;
  /** A PostgreSQL server URL to make scratch databases on, when one is available. */
  postgresUrl?: string;
};

/** A benchmark: starts what it measures, measures it, and cleans up after itself. */
export type Benchmark = {
  name: string;
  run(options: BenchOptions): Promise<BenchResult[]>;
};
