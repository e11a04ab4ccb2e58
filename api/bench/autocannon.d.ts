// The slice of autocannon's API the HTTP bench uses (autocannon ships no type declarations).
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p99: number;
    max: number;
  }
  interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    errors: number;
    non2xx: number;
    timeouts: number;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    method?: 'GET' | 'POST';
    body?: string;
    headers?: Record<string, string>;
    /** Request templates; setupRequest may rewrite each request before it is sent. */
    requests?: Array<{
      path?: string;
      setupRequest?: (req: { path?: string; [key: string]: unknown }) => {
        path?: string;
        [key: string]: unknown;
      };
    }>;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
