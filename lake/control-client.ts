/**
 * The project's own way into a Lake's control API (lake.ts): what the tests, the Studio's browser tests
 * and `npm run lake:reset` call it with. Every request carries the Lake's secret, a body is JSON, and
 * no Origin is sent (gate.ts refuses anything else).
 */
export async function callControl<T>(
  control: {origin: string; secret: string},
  method: 'GET' | 'POST',
  route: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${control.origin}${route}`, {
    method,
    headers: {
      authorization: `Bearer ${control.secret}`,
      ...(method === 'POST' ? {'content-type': 'application/json'} : {}),
    },
    body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
  })
  if (!res.ok) throw new Error(`Lake control ${method} ${route}: ${res.status} ${await res.text()}`)
  return (await res.json()) as T
}
