/**
 * Every form of the site on a server set up as `npm run studio` (and `npm run dev`) run it: no Supabase
 * project, no SMTP server, no secret set. The site keeps what visitors send in its local Supabase
 * (PGlite running the migrations, in the build's folder) and the emails it sends in its mail folder.
 * The rows are read back as the agency reads them, through the desk's API with an editor's login.
 * One server of its own (a copy of the live build), so its folder holds this spec's data only.
 */
import {readdirSync, readFileSync} from 'node:fs'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {expect, type Page, test} from '@playwright/test'
import {simpleParser} from 'mailparser'
import {siteSettings} from '../../test/seed-documents'
import {answerAll, sendLead} from '../quiz-flow'
import {control} from './lake'
import {type LiveServer, startLiveServer} from './servers'

const {contactForm, newsletter} = siteSettings as unknown as {
  contactForm: {submitLabel: string; sentMessage: string; receiptEmail: {subject: string}}
  newsletter: {
    emailLabel: string
    submitLabel: string
    sentMessage: string
    confirmEmail: {subject: string; button: string}
    pages: {confirmHeading: string; confirmedHeading: string}
  }
}
const PORT = Number(process.env.E2E_LIVE_PORT || 3220) + 15
const web = fileURLToPath(new URL('../..', import.meta.url))
const DESKTOP_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'

let server: LiveServer
let token = ''
test.beforeAll(async () => {
  server = await startLiveServer({name: 'out-of-the-box', port: PORT})
  token = (await control<{token: string}>('POST', '/token', {name: 'Owen Owner'})).token
})
test.afterAll(async () => {
  await server?.remove()
})
test.use({userAgent: DESKTOP_CHROME})

const unique = (name: string) =>
  `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}@northgate.example`

/** A list as the agency's desk reads it. */
async function desk<T>(path: string): Promise<T> {
  const res = await fetch(`${server.base}/api/desk${path}`, {headers: {authorization: `Bearer ${token}`}})
  expect(res.status, `GET /api/desk${path}`).toBe(200)
  return (await res.json()) as T
}

/** The emails kept in the server's mail folder for `to`, parsed, once `count` have arrived. */
async function mailTo(to: string, count = 1) {
  const folder = path.join(web, server.dir, 'local-supabase', 'mail')
  const read = async () => {
    let files: string[] = []
    try {
      files = readdirSync(folder).filter((f) => f.endsWith('.eml'))
    } catch {
      return []
    }
    const all = await Promise.all(files.map(async (f) => simpleParser(readFileSync(path.join(folder, f)))))
    return all.filter((m) => [m.to].flat().some((a) => a && 'text' in a && a.text.includes(to)))
  }
  await expect
    .poll(async () => (await read()).length, {timeout: 20_000, message: `${count} email(s) to ${to}`})
    .toBe(count)
  return read()
}

const note = (page: Page, form: string) => page.locator(`${form} .own-form-note[data-shown]`)

test.describe('with nothing set up', () => {
  test.describe.configure({timeout: 90_000, mode: 'serial'})

  test('the contact form stores a message with where the visit came from, thanks the sender, and both emails are kept', async ({
    page,
  }) => {
    const email = unique('ana')
    await page.goto(`${server.base}/about?utm_source=Newsletter&utm_medium=email&utm_campaign=november`)
    await expect(page.locator('html[data-scripts-ready]')).toHaveCount(1)
    await page.goto(`${server.base}/contact`)
    const form = page.locator('form[data-own-form="contact"]')
    await expect(form).toBeVisible()
    await expect(page.getByText(/^Write to us at/)).toHaveCount(0)
    await form.getByLabel('Full name').fill('Ana Ruiz')
    await form.getByLabel('Email address').fill(email)
    await form.getByLabel('How can we help?').fill('Our night shift needs an agent that answers drivers.')
    await form.getByRole('button', {name: contactForm.submitLabel}).click()
    await expect(note(page, 'form[data-own-form="contact"]')).toHaveText(contactForm.sentMessage)

    const {items} = await desk<{items: Array<Record<string, unknown>>}>(`/messages?q=${encodeURIComponent(email)}`)
    expect(items).toEqual([
      expect.objectContaining({
        email,
        page: '/contact',
        landing_page: '/about',
        utm_source: 'Newsletter',
        utm_medium: 'email',
        utm_campaign: 'november',
        source: 'newsletter',
        status: 'new',
      }),
    ])
    const [receipt] = await mailTo(email)
    expect(receipt!.subject).toBe(contactForm.receiptEmail.subject)
    const agency = await mailTo('agency@localhost.test', 1).catch(() => mailTo('agency@localhost.test', 2))
    expect(agency.some((m) => m.text?.includes('Our night shift needs an agent'))).toBe(true)
  })

  test('a quiz lead is stored with its landing page and referrer, and the prospect gets their results by email', async ({
    page,
  }) => {
    const email = unique('priya')
    await page.goto(`${server.base}/ai-voice-agents`, {referer: 'https://www.google.com/search?q=ai+voice+agents'})
    await expect(page.locator('html[data-scripts-ready]')).toHaveCount(1)
    await page.goto(`${server.base}/ai-readiness-quiz`)
    await answerAll(page)
    await sendLead(page, {name: 'Priya Natarajan', email})
    const {items} = await desk<{items: Array<Record<string, unknown>>}>(`/leads?q=${encodeURIComponent(email)}`)
    expect(items).toEqual([
      expect.objectContaining({
        email,
        score: 50,
        level: 'Advanced',
        page: '/ai-readiness-quiz',
        landing_page: '/ai-voice-agents',
        referrer_host: 'www.google.com',
        source: 'www.google.com',
      }),
    ])
    expect((items[0]!.areas as unknown[]).length).toBe(5)
    const [results] = await mailTo(email)
    expect(results!.subject).toBe('Your AI readiness result: Advanced (50/50)')
  })

  test('a newsletter sign-up is thanked and emailed a link whose page loads no analytics and leaks no token; confirming puts it on the list', async ({
    page,
    context,
  }) => {
    const email = unique('sam')
    await page.goto(`${server.base}/blog`)
    const form = page.locator('#footer-newsletter')
    await form.getByLabel(newsletter.emailLabel).fill(email)
    await form.getByRole('button', {name: newsletter.submitLabel}).click()
    await expect(note(page, '#footer-newsletter')).toHaveText(newsletter.sentMessage.replace('{days}', '3'))
    const [confirm] = await mailTo(email)
    expect(confirm!.subject).toBe(newsletter.confirmEmail.subject)
    const link = /https?:\/\/[^\s]+\/newsletter\/confirm\?token=[A-Za-z0-9_.-]+/.exec(confirm!.text ?? '')?.[0]
    expect(link).toBeTruthy()

    // The visitor has accepted analytics before; the link's page still starts none, and sends no Referer.
    await context.addCookies([{name: 'helix_consent', value: 'granted', url: server.base}])
    const token = new URL(link!).searchParams.get('token')!
    const carriedToken: string[] = []
    page.on('request', (r) => {
      if (r.url().includes(token.slice(0, 20)) && !r.url().startsWith(`${server.base}/newsletter/confirm?`))
        carriedToken.push(r.url())
      if (r.headers().referer?.includes(token.slice(0, 20))) carriedToken.push(`Referer of ${r.url()}`)
    })
    // Google Analytics while the address holds the token (the page after it may start it: no token there).
    const analytics: string[] = []
    let onTokenPage = true
    page.on('request', (r) => {
      if (onTokenPage && /google-analytics|googletagmanager/.test(r.url())) analytics.push(r.url())
    })
    await page.goto(`${server.base}${new URL(link!).pathname}${new URL(link!).search}`)
    await expect(page.getByRole('heading', {level: 1, name: newsletter.pages.confirmHeading})).toBeVisible()
    await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer')
    await expect(page.locator('[data-measurement-id]')).toHaveCount(0)
    await expect(page.locator('html[data-scripts-ready]')).toHaveCount(1)
    onTokenPage = false
    expect(analytics).toEqual([])
    await page.getByRole('button', {name: newsletter.confirmEmail.button}).click()
    await expect(page.getByRole('heading', {level: 1, name: newsletter.pages.confirmedHeading})).toBeVisible()
    // The confirmed page has no token, and the link's page sent no Referer: nothing carries it anywhere.
    await expect.poll(() => page.evaluate(() => document.referrer)).toBe('')
    expect(carriedToken).toEqual([])

    const {items} = await desk<{items: Array<Record<string, unknown>>}>(`/subscribers?q=${encodeURIComponent(email)}`)
    expect(items).toEqual([expect.objectContaining({email, state: 'confirmed', page: '/blog', landing_page: '/blog'})])
  })

  test('without JavaScript the contact form is stored too', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false, userAgent: DESKTOP_CHROME})
    const page = await context.newPage()
    const email = unique('nojs')
    await page.goto(`${server.base}/contact`)
    const form = page.locator('form[data-own-form="contact"]')
    await form.getByLabel('Full name').fill('Noor Haddad')
    await form.getByLabel('Email address').fill(email)
    await form.getByLabel('How can we help?').fill('Sent without JavaScript.')
    await form.getByRole('button', {name: contactForm.submitLabel}).click()
    await expect(page).toHaveURL(/#contact-message-sent$|-sent$/)
    const {items} = await desk<{items: Array<Record<string, unknown>>}>(`/messages?q=${encodeURIComponent(email)}`)
    expect(items).toEqual([expect.objectContaining({email, page: '/contact', source: '(direct)'})])
    await context.close()
  })

  test('the funnel counted the visits, day by day, and the pages and sources that brought leads', async () => {
    const today = new Date().toISOString().slice(0, 10)
    await expect
      .poll(async () => (await desk<{totals: Record<string, number>}>(`/funnel?since=${today}&until=${today}`)).totals)
      .toMatchObject({
        page_view: expect.any(Number),
        quiz_started: 1,
        quiz_finished: 1,
        lead: 1,
        message: 2,
        signup_confirmed: 1,
      })
    const report = await desk<{
      sources: Array<{source: string; leads: number}>
      pages: Array<{page: string; leads: number}>
    }>(`/funnel?since=${today}&until=${today}`)
    expect(report.sources[0]).toMatchObject({source: 'www.google.com', leads: 1})
    expect(report.pages[0]).toMatchObject({page: '/ai-voice-agents', leads: 1})
  })
})
