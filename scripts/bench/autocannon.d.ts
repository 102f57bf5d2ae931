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
    '2xx': number
    '4xx': number
  }
  interface RawRequest {
    method?: string
    path?: string
    headers?: Record<string, string>
    body?: string
  }
  export default function autocannon(opts: {
    url: string
    connections?: number
    duration?: number
    /** Requests cycled through by each connection; setupRequest may change each one as it is sent. */
    requests?: Array<RawRequest & {setupRequest?: (request: RawRequest) => RawRequest}>
    /** Requests a second from all connections together (a fixed rate). */
    overallRate?: number
  }): Promise<Result>
}
