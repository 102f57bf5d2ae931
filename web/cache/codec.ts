/**
 * Next.js cache values as text, for the shared store (cache/shared-store.ts). A value holds Buffers (a
 * page's RSC payload, a route's body such as a share image's PNG) and Maps (a page's segment data);
 * JSON alone would turn a Buffer into an array of numbers and a Map into `{}`. Here a Buffer becomes
 * `{"$b": base64}` and a Map `{"$m": entries}`, so every byte comes back as it was (a library that
 * stored bodies with `toString()` would corrupt any binary body).
 *
 * Loaded by Node without a bundler (see cache/handler.ts): plain TypeScript, types only.
 */

export function encodeValue(value: unknown): string {
  return JSON.stringify(value, function (this: Record<string, unknown>, key, replaced) {
    // `replaced` is the value after toJSON: a Buffer's is {type, data}, so read the original.
    const original = this[key]
    if (Buffer.isBuffer(original)) return {$b: original.toString('base64')}
    if (original instanceof Uint8Array) return {$b: Buffer.from(original).toString('base64')}
    if (original instanceof Map) return {$m: [...original.entries()]}
    return replaced
  })
}

export function decodeValue(text: string): unknown {
  return JSON.parse(text, (_key, value) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const keys = Object.keys(value)
      if (keys.length === 1 && keys[0] === '$b' && typeof value.$b === 'string') return Buffer.from(value.$b, 'base64')
      if (keys.length === 1 && keys[0] === '$m' && Array.isArray(value.$m)) return new Map(value.$m)
    }
    return value
  })
}
