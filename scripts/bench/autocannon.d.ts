declare module 'autocannon' {
  interface Histogram {
    average: number
    p50: number
    p99: number
  }
  interface Result {
    requests: Histogram
    latency: Histogram
    errors: number
    timeouts: number
    non2xx: number
    '1xx'?: number
  }
  export default function autocannon(opts: {
    url: string
    connections?: number
    duration?: number
    /** Requests cycled through by each connection. */
    requests?: Array<{method?: string; path?: string}>
  }): Promise<Result>
}
