/**
 * The upload routes' HTTP edge: only small JSON bodies are parsed, and a server without the Supabase
 * configuration answers 503 naming what is missing (never a 500 or a stack trace).
 */
import {NextRequest} from 'next/server'
import {afterEach, describe, expect, it, vi} from 'vitest'
import {POST as confirm} from '../app/api/presentation-requests/confirm/route'
import {POST as request} from '../app/api/presentation-requests/route'

const call = (handler: typeof request, body: string, type = 'application/json') =>
  handler(
    new NextRequest('http://localhost/api/presentation-requests', {
      method: 'POST',
      headers: {'content-type': type},
      body,
    }),
  )

afterEach(() => vi.unstubAllEnvs())

describe('POST /api/presentation-requests', () => {
  it('answers 503 "not configured", naming the missing server variable', async () => {
    vi.stubEnv('NEXT_PUBLIC_SUPABASE_URL', 'https://abcd.supabase.co')
    vi.stubEnv('SUPABASE_SERVICE_ROLE_KEY', '')
    const res = await call(
      request,
      JSON.stringify({
        form: 'presentation-upload',
        name: 'a.pdf',
        type: 'application/pdf',
        size: 10,
        email: 'a@b.example',
      }),
    )
    expect(res.status).toBe(503)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toEqual({
      message: expect.stringContaining('not configured'),
      missing: ['SUPABASE_SERVICE_ROLE_KEY'],
    })
  })

  it('refuses a body that is not JSON (415), too large (413) or malformed (400)', async () => {
    expect((await call(request, 'presentation=...', 'multipart/form-data; boundary=x')).status).toBe(415)
    expect((await call(request, JSON.stringify({name: 'x'.repeat(5000)}))).status).toBe(413)
    const bad = await call(confirm, '{"id":')
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({message: 'Send JSON.'})
  })
})
