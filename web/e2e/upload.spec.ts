/**
 * The presentation upload in Chromium against the production build. The site's server talks to the
 * Supabase stand-in (e2e/stand-ins.ts; the webServer's server-only SUPABASE_URL points at it); the
 * browser's PUT to the signed URL on the public Supabase origin is forwarded to the same stand-in with
 * page.route, so the confirm step reads back the very bytes the browser sent, and staff's email about
 * the upload arrives at the stand-ins' real SMTP server. Each test uses its own email address and
 * reads only its own rows, calls and emails.
 */
import {expect, type Page, type Route, test} from '@playwright/test'
import {MAIL, PUBLIC_SUPABASE, SUPABASE_STAND_IN, standInState} from './services'

const SIGNED = `${PUBLIC_SUPABASE}/storage/v1/object/upload/sign/presentations/`
const CORS = {'access-control-allow-origin': '*'}

test.describe.configure({mode: 'serial'})

/** A fresh address for one test, so its rows, calls and emails are its own. */
const address = (name: string) =>
  `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@northgate.example`

/** The stand-in's rows, calls and emails that belong to the request(s) made with `email`. */
async function mine(email: string) {
  const state = await standInState()
  const requests = state.requests.filter((r) => r.email === email)
  const keys = requests.flatMap((r) => [r.id, r.file_path])
  const calls = state.calls.filter(
    (c) => c.body.includes(email) || keys.some((k) => c.path.includes(k) || c.query.id === `eq.${k}`),
  )
  const mail = state.mail.filter((m) => m.replyTo.includes(email))
  return {requests, calls, mail, objects: state.objects.filter((o) => keys.includes(o))}
}

/** Storage's side of the browser's PUT: forwarded to the stand-in (after `hold` resolves). */
async function storage(page: Page, hold: Promise<void> = Promise.resolve()) {
  const puts: {contentType: string; size: number}[] = []
  await page.route(`${SIGNED}**`, async (route: Route) => {
    const req = route.request()
    const body = req.postDataBuffer() ?? Buffer.alloc(0)
    puts.push({contentType: req.headers()['content-type'] ?? '', size: body.length})
    await hold
    const url = new URL(req.url())
    const response = await route.fetch({
      url: `${SUPABASE_STAND_IN}${url.pathname}${url.search}`,
      headers: req.headers(),
    })
    await route.fulfill({response, headers: {...response.headers(), ...CORS}})
  })
  return puts
}

const pdf = (name = 'Q3 board deck.pdf') => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(300_000, 0x20)]),
})

async function open(page: Page) {
  await page.goto('/presentation-service')
  const form = page.locator('form[name="presentation-upload"]')
  await expect(form.locator('input[type="hidden"][name="form-name"]')).toHaveAttribute('value', 'presentation-upload')
  return {
    form,
    file: form.getByLabel('Your presentation or notes'),
    email: form.getByLabel('Your email'),
    send: form.getByRole('button', {name: 'Upload Presentation'}),
  }
}

test('a PDF goes straight to storage with a progress bar, is checked, the confirmation names it, and staff get a link', async ({
  page,
}) => {
  const visitor = address('jane')
  let release!: () => void
  const puts = await storage(page, new Promise<void>((r) => (release = r)))
  const {file, email, send} = await open(page)
  await file.setInputFiles(pdf())
  await email.fill(visitor)
  await send.click()

  const bar = page.getByRole('progressbar', {name: 'Upload progress'})
  await expect(bar).toBeVisible()
  await expect.poll(() => puts.length).toBe(1)
  // The PUT is in flight and Storage has not answered: the bar and its text show the percentage.
  // (Behind page.route Chromium reports no progress until the answer, so the value shown is 0.)
  await expect(bar).toHaveAttribute('value', /^\d+$/)
  await expect(page.getByText(/^Uploading: \d+%$/)).toBeVisible()
  release()
  await expect(page.getByRole('status')).toContainText('we received “Q3 board deck.pdf”')
  await expect(page.getByRole('status')).toContainText(visitor)

  expect(puts).toEqual([{contentType: 'application/pdf', size: 300_009}])
  // Staff's email goes after the visitor's answer, and the row is marked notified only after the
  // mail server accepted it: wait for both (reading between the two finds notified_at still null).
  await expect
    .poll(
      async () => {
        const {mail, requests} = await mine(visitor)
        return {mails: mail.length, notified: typeof requests[0]?.notified_at === 'string'}
      },
      {timeout: 15_000},
    )
    .toEqual({mails: 1, notified: true})
  const {requests, calls, mail, objects} = await mine(visitor)
  const [row] = requests
  expect(row).toMatchObject({
    original_name: 'Q3 board deck.pdf',
    size_bytes: 300_009,
    content_type: 'application/pdf',
    email: visitor,
    status: 'uploaded',
    uploaded_at: expect.any(String),
    notified_at: expect.any(String),
  })
  expect(objects).toEqual([row!.file_path])
  expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
    'POST /rest/v1/presentation_requests',
    `POST /storage/v1/object/upload/sign/presentations/${row!.file_path}`,
    `PUT /storage/v1/object/upload/sign/presentations/${row!.file_path}`,
    'GET /rest/v1/presentation_requests',
    `GET /storage/v1/object/presentations/${row!.file_path}`,
    'PATCH /rest/v1/presentation_requests',
    `POST /storage/v1/object/sign/presentations/${row!.file_path}`,
    'PATCH /rest/v1/presentation_requests',
  ])
  const [staff] = mail
  expect(staff!.envelope.to).toEqual([...MAIL.notifyTo])
  expect(staff!.subject).toBe('New presentation upload: Q3 board deck.pdf (293 KB)')
  expect(staff!.text).toContain(`From: ${visitor}`)
  const link = new RegExp(
    `Download: https://e2e-project\\.supabase\\.co(/storage/v1/object/sign/presentations/${row!.file_path}\\?token=(\\d+)\\.\\S+)`,
  ).exec(staff!.text)
  expect(link, 'a signed download link on the public Supabase address').not.toBeNull()
  // Signed for the 7 days the email promises, and it downloads the stored file.
  expect(Math.abs(Number(link![2]) - (Date.now() + 7 * 86_400_000))).toBeLessThan(120_000)
  const download = await fetch(`${SUPABASE_STAND_IN}${link![1]}`)
  expect(download.status).toBe(200)
  expect((await download.arrayBuffer()).byteLength).toBe(row!.size_bytes)
})

test('a network failure keeps the chosen file and the email, and a retry succeeds', async ({page}) => {
  const visitor = address('sam')
  await page.route(`${SIGNED}**`, (route) => route.abort('connectionreset'))
  const {form, file, email, send} = await open(page)
  await file.setInputFiles(pdf('pitch.pdf'))
  await email.fill(visitor)
  await send.click()
  await expect(form.getByRole('alert')).toContainText('We could not reach the server')
  expect(await file.evaluate((i: HTMLInputElement) => i.files?.[0]?.name)).toBe('pitch.pdf')
  await expect(email).toHaveValue(visitor)

  await page.unroute(`${SIGNED}**`)
  await storage(page)
  await send.click()
  await expect(page.getByRole('status')).toContainText('we received “pitch.pdf”')
})

test('a file whose bytes are not what its name says is deleted, with a clear message and the inputs kept', async ({
  page,
}) => {
  const visitor = address('ana')
  await storage(page)
  const {form, file, email, send} = await open(page)
  await file.setInputFiles({
    name: 'invoice.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('MZ\x90\x00 this is a program, not a PDF'),
  })
  await email.fill(visitor)
  await send.click()
  await expect(form.getByRole('alert')).toContainText('not what its name says')
  expect(await file.evaluate((i: HTMLInputElement) => i.files?.[0]?.name)).toBe('invoice.pdf')
  await expect(email).toHaveValue(visitor)
  const {requests, objects, mail} = await mine(visitor)
  expect(objects).toEqual([])
  expect(requests.map((r) => r.status)).toEqual(['rejected'])
  expect(mail).toEqual([])
})

test('a wrong type is refused in the browser before anything is sent', async ({page}) => {
  const visitor = address('lee')
  const {form, file, email, send} = await open(page)
  await file.setInputFiles({name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('meeting notes')})
  await email.fill(visitor)
  await send.click()
  await expect(form.getByRole('alert')).toContainText('That file type is not accepted')
  await expect(file).toHaveAttribute('aria-invalid', 'true')
  expect((await mine(visitor)).calls).toEqual([])
})

test('over the limit of 5 uploads an hour, the visitor gets a clear message and the form keeps the file and email', async ({
  page,
  request,
}) => {
  const visitor = address('busy')
  // Five requests from this address in the last hour (as five earlier visits would make).
  for (let i = 0; i < 5; i++) {
    const res = await request.post('/api/presentation-requests', {
      data: {form: 'presentation-upload', name: `deck ${i}.pdf`, type: 'application/pdf', size: 1000, email: visitor},
    })
    expect(res.status()).toBe(200)
  }
  const puts = await storage(page)
  const {form, file, email, send} = await open(page)
  await file.setInputFiles(pdf('sixth.pdf'))
  await email.fill(visitor)
  await send.click()
  await expect(form.getByRole('alert')).toHaveText(
    'We have received a lot of uploads this hour. Please try again later; your file and email are still here.',
  )
  expect(await file.evaluate((i: HTMLInputElement) => i.files?.[0]?.name)).toBe('sixth.pdf')
  await expect(email).toHaveValue(visitor)
  await expect(send).toBeEnabled()
  expect(puts).toEqual([])
  const {requests, calls} = await mine(visitor)
  expect(requests).toHaveLength(5)
  const refused = calls.filter((c) => c.status === 429)
  expect(refused.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /rest/v1/presentation_requests'])
})
