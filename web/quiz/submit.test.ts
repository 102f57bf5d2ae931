import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest'
import {deliverLead} from './deliver'
import {splitName, submissionRow, type LeadValues} from './lead'
import {SubmissionError, submitLead} from './submit'
import {SupabaseConfigError} from '../supabase/client'

const env = {url: 'https://unit-project.supabase.co', anonKey: 'unit-anon-key'}
const lead: LeadValues = {
  name: '  Jane van Dyke ',
  email: ' jane@northgate.example ',
  company: 'Northgate Logistics',
  jobTitle: 'COO',
  phone: ' +1 555 0100 ',
}
const result = {
  description: 'Score: 34/50 - Advanced',
  interpretation: 'Advanced: ready to scale AI across the business.',
}
const row = submissionRow(lead, result)

const EXPECTED_BODY = {
  service_name: 'AI Readiness Assessment',
  project_name: 'AI Implementation',
  description: 'Score: 34/50 - Advanced',
  requirements: 'Advanced: ready to scale AI across the business.',
  first_name: 'Jane',
  last_name: 'van Dyke',
  email: 'jane@northgate.example',
  phone_number: '+1 555 0100',
  status: 'pending',
}

const json = (status: number, body: unknown) =>
  new Response(body === null ? null : JSON.stringify(body), {status, headers: {'content-type': 'application/json'}})

let fetchMock: ReturnType<typeof vi.fn>
beforeEach(() => {
  fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('submissionRow', () => {
  it('writes the fixed names, the result, the split name and pending status; not company or job title', () => {
    expect(row).toEqual(EXPECTED_BODY)
    expect(JSON.stringify(row)).not.toMatch(/Northgate Logistics|COO/)
  })
  it('splits the name at the first space; the remainder may be empty', () => {
    expect(splitName('Jane')).toEqual({firstName: 'Jane', lastName: ''})
    expect(splitName('Jane Mary Smith')).toEqual({firstName: 'Jane', lastName: 'Mary Smith'})
    expect(splitName('  Jane   Smith  ')).toEqual({firstName: 'Jane', lastName: 'Smith'})
  })
  it('sends no phone number as null and bounds long values', () => {
    const r = submissionRow(
      {...lead, phone: '   ', name: `${'A'.repeat(150)} ${'B'.repeat(150)}`},
      {description: 'x'.repeat(900), interpretation: 'y'.repeat(3000)},
    )
    expect(r.phone_number).toBeNull()
    expect(r.first_name).toHaveLength(100)
    expect(r.last_name).toHaveLength(100)
    expect(r.description).toHaveLength(500)
    expect(r.requirements).toHaveLength(2000)
  })
})

describe('submitLead at the HTTP boundary', () => {
  it('POSTs the exact row to /rest/v1/service_submissions with the anon key, asking for nothing back', async () => {
    fetchMock.mockResolvedValue(json(201, null))
    await expect(submitLead(row, env)).resolves.toBeUndefined()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [input, init] = fetchMock.mock.calls[0]! as [string | URL | Request, RequestInit]
    const url = new URL(String(input instanceof Request ? input.url : input))
    expect(url.origin).toBe('https://unit-project.supabase.co')
    expect(url.pathname).toBe('/rest/v1/service_submissions')
    expect(url.searchParams.get('select')).toBeNull()
    expect(init.method).toBe('POST')
    const headers = new Headers(init.headers)
    expect(headers.get('apikey')).toBe('unit-anon-key')
    expect(headers.get('authorization')).toBe('Bearer unit-anon-key')
    expect(headers.get('content-type')).toMatch(/application\/json/)
    // PostgREST's default answer to an insert is return=minimal: nothing is read back.
    expect(headers.get('prefer') ?? '').not.toMatch(/return=representation/)
    expect(JSON.parse(String(init.body))).toEqual(EXPECTED_BODY)
  })

  it.each([
    [
      401,
      {
        code: '42501',
        message: 'new row violates row-level security policy for table "service_submissions"',
        details: null,
        hint: null,
      },
      '42501',
    ],
    [
      400,
      {
        code: '23514',
        message:
          'new row for relation "service_submissions" violates check constraint "service_submissions_email_check"',
        details: null,
        hint: null,
      },
      '23514',
    ],
    [500, {code: 'XX000', message: 'internal error', details: null, hint: null}, 'XX000'],
    // The rate-limit trigger raises SQLSTATE PT429, which PostgREST answers as HTTP 429.
    [
      429,
      {
        code: 'PT429',
        message: 'Too many submissions from this email address. Please try again later.',
        details: null,
        hint: 'service_submissions: at most 5 inserts per email address per hour',
      },
      'PT429',
    ],
    // A plain RAISE EXCEPTION (P0001) is a 400.
    [
      400,
      {
        code: 'P0001',
        message: 'Too many submissions right now. Please try again in a minute.',
        details: null,
        hint: null,
      },
      'P0001',
    ],
  ])('rejects a %i answer with SubmissionError', async (status, body, code) => {
    fetchMock.mockResolvedValue(json(status, body))
    const error = await submitLead(row, env).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SubmissionError)
    expect(error).toMatchObject({status, code, message: body.message})
  })

  it('rejects a network failure with status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    const error = await submitLead(row, env).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SubmissionError)
    expect(error).toMatchObject({status: 0})
    expect((error as Error).message).toMatch(/Failed to fetch/)
  })

  it('refuses to run without configuration and names the missing variables, without any request', async () => {
    await expect(submitLead(row, {url: '', anonKey: undefined})).rejects.toThrow(
      /NEXT_PUBLIC_SUPABASE_URL and NEXT_PUBLIC_SUPABASE_ANON_KEY/,
    )
    await expect(submitLead(row, {url: env.url, anonKey: ' '})).rejects.toThrow(SupabaseConfigError)
    const e = await submitLead(row, {url: env.url}).catch((x: unknown) => x)
    expect((e as SupabaseConfigError).missing).toEqual(['NEXT_PUBLIC_SUPABASE_ANON_KEY'])
    expect(fetchMock).not.toHaveBeenCalled()
  })
})

describe('deliverLead: what the form does with each answer', () => {
  const send = (r: typeof row) => submitLead(r, env)

  it('reports success on 201 and logs nothing', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    fetchMock.mockResolvedValue(json(201, null))
    await expect(deliverLead(row, send)).resolves.toBe('success')
    expect(log).not.toHaveBeenCalled()
  })

  it.each([
    [
      '401 (row-level security)',
      () =>
        fetchMock.mockResolvedValue(json(401, {code: '42501', message: 'new row violates row-level security policy'})),
    ],
    [
      '400 (check violation)',
      () => fetchMock.mockResolvedValue(json(400, {code: '23514', message: 'violates check constraint'})),
    ],
    ['500', () => fetchMock.mockResolvedValue(json(500, {message: 'boom'}))],
    [
      '429 (rate limit)',
      () =>
        fetchMock.mockResolvedValue(
          json(429, {
            code: 'PT429',
            message: 'Too many submissions from this email address. Please try again later.',
            details: null,
            hint: null,
          }),
        ),
    ],
    ['a network failure', () => fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))],
  ])('reports an error on %s and logs it', async (_name, arrange) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    arrange()
    await expect(deliverLead(row, send)).resolves.toBe('error')
    expect(log).toHaveBeenCalledTimes(1)
    expect(log.mock.calls[0]![1]).toBeInstanceOf(SubmissionError)
  })

  it('reports an error and names the missing variables when unconfigured', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    await expect(deliverLead(row, (r) => submitLead(r, {}))).resolves.toBe('error')
    expect(String(log.mock.calls[0]![1])).toMatch(/NEXT_PUBLIC_SUPABASE_URL and NEXT_PUBLIC_SUPABASE_ANON_KEY/)
  })
})
