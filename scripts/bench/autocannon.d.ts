// The part of autocannon's API the benchmarks use (the package ships no types).
declare module "autocannon" {
  type Histogram = { average: number; mean: number; p50: number; p90: number; p99: number; max: number };
  export type AutocannonResult = {
    requests: Histogram & { total: number };
    latency: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    "2xx": number;
    statusCodeStats: Record<string, { count: number }>;
  };
  export type AutocannonOptions = {
    url: string;
    connections?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Changes each request before it is sent (e.g. a new body per request). */
    requests?: Array<{
      setupRequest(request: AutocannonRequest): AutocannonRequest;
    }>;
  };
  export type AutocannonRequest = { method?: string; headers?: Record<string, string>; body?: string };
  export default function autocannon(options: AutocannonOptions): Promise<AutocannonResult>;
}
