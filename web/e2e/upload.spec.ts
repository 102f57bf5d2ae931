/**
 * The presentation upload in Chromium against the production build. The site's server talks to a
 * Supabase stand-in this test starts (the webServer's server-only SUPABASE_URL points at it); the
 * browser's PUT to the signed URL on the public Supabase origin is intercepted with page.route, stored
 * in the stand-in, and answered, so the confirm step reads back the very bytes the browser sent.
 */
import {createServer, type Server} from 'node:http'
import {expect, test, type Page, type Route} from '@playwright/test'

const STUB_PORT = Number(process.env.E2E_PORT || 3210) + 200 // as web/playwright.config.ts
const SIGNED = 'https://e2e-project.supabase.co/storage/v1/object/upload/sign/presentations/'

interface Row {
  id: string
  file_path: string
  original_name: string
  size_bytes: number
  content_type: string
  email: string
  status: string
}
const rows = new Map<string, Row>()
const objects = new Map<string, Buffer>()
const calls: string[] = []
let server: Server

test.describe.configure({mode: 'serial'})

test.beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const url = new URL(req.url!, 'http://stub')
      const body = Buffer.concat(chunks).toString('utf8')
      calls.push(`${req.method} ${url.pathname}`)
      const json = (status: number, data: unknown) =>
        res.writeHead(status, {'content-type': 'application/json'}).end(JSON.stringify(data))
      if (req.headers.authorization !== 'Bearer e2e-service-key') return json(401, {message: 'bad key'})
      const sign = /^\/storage\/v1\/object\/upload\/sign\/presentations\/(.+)$/.exec(url.pathname)
      if (req.method === 'POST' && sign)
        return json(200, {url: `/object/upload/sign/presentations/${sign[1]}?token=tok-${sign[1]!.length}`})
      if (req.method === 'POST' && url.pathname === '/rest/v1/presentation_requests') {
        const row = {...(JSON.parse(body) as Omit<Row, 'id'>), id: crypto.randomUUID()}
        rows.set(row.id, row)
        return json(201, [row])
      }
      const id = url.searchParams.get('id')?.replace(/^eq\./, '')
      if (req.method === 'GET' && url.pathname === '/rest/v1/presentation_requests')
        return json(200, id && rows.has(id) ? [rows.get(id)] : [])
      if (req.method === 'PATCH' && url.pathname === '/rest/v1/presentation_requests') {
        Object.assign(rows.get(id!)!, JSON.parse(body))
        return res.writeHead(204).end()
      }
      const object = /^\/storage\/v1\/object\/presentations\/(.+)$/.exec(url.pathname)
      if (req.method === 'GET' && object) {
        const file = objects.get(object[1]!)
        if (!file) return json(400, {statusCode: '404', error: 'not_found'})
        const head = file.subarray(0, 8)
        return res.writeHead(206, {'content-range': `bytes 0-${head.length - 1}/${file.length}`}).end(head)
      }
      if (req.method === 'DELETE' && url.pathname === '/storage/v1/object/presentations') {
        for (const p of (JSON.parse(body) as {prefixes: string[]}).prefixes) objects.delete(p)
        return json(200, [])
      }
      json(404, {message: 'not stubbed'})
    })
  })
  await new Promise<void>((r) => server.listen(STUB_PORT, '127.0.0.1', r))
})
test.afterAll(() => new Promise<void>((r) => server.close(() => r())))
test.beforeEach(() => {
  rows.clear()
  objects.clear()
  calls.length = 0
})

/** Storage's side of the browser's PUT: keep the bytes (after `hold` resolves) and answer 200. */
async function storage(page: Page, hold: Promise<void> = Promise.resolve()) {
  const puts: {contentType: string; size: number}[] = []
  await page.route(`${SIGNED}**`, async (route: Route) => {
    const req = route.request()
    const path = decodeURIComponent(new URL(req.url()).pathname.slice(new URL(SIGNED).pathname.length))
    const body = req.postDataBuffer() ?? Buffer.alloc(0)
    puts.push({contentType: req.headers()['content-type'] ?? '', size: body.length})
    await hold
    objects.set(path, body)
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: {'access-control-allow-origin': '*'},
      body: JSON.stringify({Key: `presentations/${path}`}),
    })
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

test('a PDF goes straight to storage with a progress bar, is checked, and the confirmation names it', async ({
  page,
}) => {
  let release!: () => void
  const puts = await storage(page, new Promise<void>((r) => (release = r)))
  const {file, email, send} = await open(page)
  await file.setInputFiles(pdf())
  await email.fill('jane@northgate.example')
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
  await expect(page.getByRole('status')).toContainText('jane@northgate.example')

  expect(puts).toEqual([{contentType: 'application/pdf', size: 300_009}])
  const [row] = [...rows.values()]
  expect(row).toMatchObject({
    original_name: 'Q3 board deck.pdf',
    size_bytes: 300_009,
    content_type: 'application/pdf',
    email: 'jane@northgate.example',
    status: 'uploaded',
  })
  expect(calls).toEqual([
    `POST /storage/v1/object/upload/sign/presentations/${row!.file_path}`,
    'POST /rest/v1/presentation_requests',
    'GET /rest/v1/presentation_requests',
    `GET /storage/v1/object/presentations/${row!.file_path}`,
    'PATCH /rest/v1/presentation_requests',
  ])
})

test('a network failure keeps the chosen file and the email, and a retry succeeds', async ({page}) => {
  await page.route(`${SIGNED}**`, (route) => route.abort('connectionreset'))
  const {form, file, email, send} = await open(page)
  await file.setInputFiles(pdf('pitch.pdf'))
  await email.fill('sam@harbor.example')
  await send.click()
  await expect(form.getByRole('alert')).toContainText('We could not reach the server')
  expect(await file.evaluate((i: HTMLInputElement) => i.files?.[0]?.name)).toBe('pitch.pdf')
  await expect(email).toHaveValue('sam@harbor.example')

  await page.unroute(`${SIGNED}**`)
  await storage(page)
  await send.click()
  await expect(page.getByRole('status')).toContainText('we received “pitch.pdf”')
})

test('a file whose bytes are not what its name says is deleted, with a clear message and the inputs kept', async ({
  page,
}) => {
  await storage(page)
  const {form, file, email, send} = await open(page)
  await file.setInputFiles({
    name: 'invoice.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('MZ\x90\x00 this is a program, not a PDF'),
  })
  await email.fill('jane@northgate.example')
  await send.click()
  await expect(form.getByRole('alert')).toContainText('not what its name says')
  expect(await file.evaluate((i: HTMLInputElement) => i.files?.[0]?.name)).toBe('invoice.pdf')
  await expect(email).toHaveValue('jane@northgate.example')
  expect(objects.size).toBe(0)
  expect([...rows.values()].map((r) => r.status)).toEqual(['rejected'])
})

test('a wrong type is refused in the browser before anything is sent', async ({page}) => {
  const {form, file, email, send} = await open(page)
  await file.setInputFiles({name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('meeting notes')})
  await email.fill('jane@northgate.example')
  await send.click()
  await expect(form.getByRole('alert')).toContainText('That file type is not accepted')
  await expect(file).toHaveAttribute('aria-invalid', 'true')
  expect(calls).toEqual([])
})
