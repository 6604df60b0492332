// autocannon ships no types; this declares the part of its API the benchmark uses.
declare module "autocannon" {
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p99: number;
    max: number;
    total: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    "2xx": number;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    requests?: Array<{ method?: string; path: string; headers?: Record<string, string>; body?: string }>;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
