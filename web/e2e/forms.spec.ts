/**
 * The site's own contact form and newsletter sign-up, followed to the people they must reach, against
 * the production build. With JavaScript the browser's insert (to the public Supabase origin the build
 * knows) is forwarded with page.route to the Supabase stand-in (e2e/stand-ins.ts), which stores the row
 * and calls the site's /api/forms/notify as a Database Webhook would; the site's emails go to a real
 * SMTP server on loopback. Without JavaScript the forms post themselves to the site, which makes the
 * same insert from the server. The specs read what arrived from the stand-ins' control API.
 */
import {embeddedDocuments} from '@agency/dataset/seed'
import {expect, type Page, test} from '@playwright/test'
import type {SiteSettings} from '../sanity.types'
import {MAIL, SUPABASE_STAND_IN, standInState} from './services'

const settings = embeddedDocuments().find((d) => d._id === 'siteSettings') as unknown as SiteSettings
const {contactForm, newsletter} = settings
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
}
const unique = (name: string) =>
  `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@northgate.example`

/** Sends the browser's inserts into `table` to the Supabase stand-in, as if the build's project had answered. */
async function forwardInserts(page: Page, table: string) {
  const inserts: string[] = []
  await page.route(`**/rest/v1/${table}**`, async (route, request) => {
    if (request.method() === 'OPTIONS') return route.fulfill({status: 204, headers: CORS})
    const url = new URL(request.url())
    inserts.push(url.pathname)
    const response = await route.fetch({
      url: `${SUPABASE_STAND_IN}${url.pathname}${url.search}`,
      headers: request.headers(),
    })
    await route.fulfill({response, headers: {...response.headers(), ...CORS}})
  })
  return inserts
}

const contact = (page: Page) => page.locator('form[data-own-form="contact"]')
/** The form's note the script showed (its "sent", "limited" or "failed" note). */
const status = (form: ReturnType<Page['locator']>) => form.locator('.own-form-note[data-shown]')

async function fillContact(page: Page, email: string) {
  const form = contact(page)
  await form.getByLabel('Full name').fill('Jane van Dyke')
  await form.getByLabel('Email address').fill(email)
  await form.getByLabel('Company').fill('Northgate Logistics')
  await form.getByLabel('Phone number').fill('+1 555 0100')
  await form.getByLabel('How can we help?').fill('We route 400 trucks a day.\nCan an agent answer drivers at night?')
}

/** The first email to `to` whose subject is `subject`, once it has arrived. */
async function mailTo(to: string, subject: string) {
  await expect
    .poll(async () => (await standInState()).mail.some((m) => m.envelope.to.includes(to) && m.subject === subject), {
      timeout: 20_000,
    })
    .toBe(true)
  return (await standInState()).mail.filter((m) => m.envelope.to.includes(to) && m.subject === subject)
}

/** The path and query of the first link in `text` to `path` on the site's public address. */
const linkTo = (text: string, path: string) => {
  const link = new RegExp(`https://www\\.helixai\\.example${path}\\?token=[A-Za-z0-9_.-]+`).exec(text)?.[0]
  if (!link) throw new Error(`No ${path} link in: ${text}`)
  const url = new URL(link)
  return `${url.pathname}${url.search}`
}

test.describe('the contact form', () => {
  test.describe.configure({timeout: 60_000})

  test('a message reaches the agency, saying which page it came from, and the sender is told it arrived', async ({
    page,
  }) => {
    const email = unique('jane')
    const inserts = await forwardInserts(page, 'contact_messages')
    await page.goto('/contact')
    await fillContact(page, email)
    await contact(page).getByRole('button', {name: contactForm.submitLabel}).click()
    await expect(status(contact(page))).toHaveText(contactForm.sentMessage)
    // Cleared once stored.
    await expect(contact(page).getByLabel('Full name')).toHaveValue('')
    await expect(contact(page).getByLabel('How can we help?')).toHaveValue('')
    expect(inserts).toEqual(['/rest/v1/contact_messages'])

    const stored = async () => (await standInState()).messages.find((m) => m.email === email)
    await expect.poll(async () => (await stored())?.page).toBe('/contact')
    const row = (await stored())!
    expect(row).toMatchObject({
      name: 'Jane van Dyke',
      company: 'Northgate Logistics',
      phone: '+1 555 0100',
      status: 'new',
    })
    const insert = (await standInState()).calls.find((c) => c.method === 'POST' && c.body.includes(email))!
    expect(insert.key).toBe('anon')

    await expect
      .poll(async () => (await standInState()).webhooks.find((w) => w.leadId === row.id)?.status, {timeout: 20_000})
      .toBe(200)
    const state = await standInState()
    const agency = state.mail.filter((m) => m.replyTo.includes(email))
    expect(agency).toHaveLength(1)
    expect(agency[0]!.envelope.to).toEqual([...MAIL.notifyTo])
    expect(agency[0]!.subject).toBe('New message from Jane van Dyke (Northgate Logistics) on /contact')
    expect(agency[0]!.text).toContain('Page: https://www.helixai.example/contact')
    expect(agency[0]!.text).toContain('We route 400 trucks a day.\nCan an agent answer drivers at night?')
    const receipt = state.mail.filter((m) => m.envelope.to.includes(email))
    expect(receipt.map((m) => m.subject)).toEqual([contactForm.receiptEmail.subject])
    expect(state.messages.find((m) => m.id === row.id)).toMatchObject({
      notified_at: expect.any(String),
      receipt_sent_at: expect.any(String),
    })
  })

  test('Supabase down while sending: the form keeps every field and says what to do; sending again works', async ({
    page,
  }) => {
    const email = unique('sam')
    let down = true
    await page.route('**/rest/v1/contact_messages**', async (route, request) => {
      if (request.method() === 'OPTIONS') return route.fulfill({status: 204, headers: CORS})
      if (down) return route.fulfill({status: 503, headers: CORS, body: 'Service Unavailable'})
      const url = new URL(request.url())
      const response = await route.fetch({url: `${SUPABASE_STAND_IN}${url.pathname}`, headers: request.headers()})
      await route.fulfill({response, headers: {...response.headers(), ...CORS}})
    })
    await page.goto('/contact')
    await fillContact(page, email)
    const send = contact(page).getByRole('button', {name: contactForm.submitLabel})
    await send.click()
    await expect(status(contact(page))).toHaveText(contactForm.failedMessage.replace('{email}', settings.supportEmail))
    await expect(send).toBeEnabled()
    await expect(contact(page).getByLabel('Full name')).toHaveValue('Jane van Dyke')
    await expect(contact(page).getByLabel('Email address')).toHaveValue(email)
    await expect(contact(page).getByLabel('Company')).toHaveValue('Northgate Logistics')
    await expect(contact(page).getByLabel('Phone number')).toHaveValue('+1 555 0100')
    await expect(contact(page).getByLabel('How can we help?')).toHaveValue(
      'We route 400 trucks a day.\nCan an agent answer drivers at night?',
    )
    expect((await standInState()).messages.some((m) => m.email === email)).toBe(false)

    down = false
    await send.click()
    await expect(status(contact(page))).toHaveText(contactForm.sentMessage)
    await expect.poll(async () => (await standInState()).messages.filter((m) => m.email === email).length).toBe(1)
  })

  test('a bot that fills the hidden field is told "sent", and nothing is sent', async ({page}) => {
    const inserts = await forwardInserts(page, 'contact_messages')
    await page.goto('/contact')
    await fillContact(page, unique('bot'))
    await contact(page).locator('input[name="homepage"]').fill('https://spam.example', {force: true})
    await contact(page).getByRole('button', {name: contactForm.submitLabel}).click()
    await expect(status(contact(page))).toHaveText(contactForm.sentMessage)
    await expect(contact(page).getByLabel('Full name')).toHaveValue('')
    expect(inserts).toEqual([])
  })

  test('the browser checks the fields first: an empty message or a bad phone number is never sent', async ({page}) => {
    const inserts = await forwardInserts(page, 'contact_messages')
    await page.goto('/contact')
    await fillContact(page, unique('check'))
    await contact(page).getByLabel('How can we help?').fill('   ')
    await contact(page).getByRole('button', {name: contactForm.submitLabel}).click()
    await expect(contact(page).getByLabel('How can we help?')).toHaveJSProperty('validity.valueMissing', true)
    await contact(page).getByLabel('How can we help?').fill('Hello')
    await contact(page).getByLabel('Phone number').fill('call me maybe')
    await contact(page).getByRole('button', {name: contactForm.submitLabel}).click()
    await expect(contact(page).getByLabel('Phone number')).toHaveJSProperty('validity.patternMismatch', true)
    // An address type="email" takes but no table does: the same rule the server holds.
    await contact(page).getByLabel('Phone number').fill('')
    await contact(page).getByLabel('Email address').fill('a@b')
    await contact(page).getByRole('button', {name: contactForm.submitLabel}).click()
    await expect(contact(page).getByLabel('Email address')).toHaveJSProperty('validity.patternMismatch', true)
    await expect(contact(page).getByLabel('Email address')).toHaveAttribute('title', contactForm.emailFormat)
    expect(inserts).toEqual([])
  })

  test('on a phone the thank-you is on screen and has focus after every send, wherever the form was sent from', async ({
    page,
  }) => {
    await forwardInserts(page, 'contact_messages')
    await page.setViewportSize({width: 390, height: 844})
    const sends = 8
    for (let i = 0; i < sends; i++) {
      await page.goto('/contact')
      await fillContact(page, unique(`view${i}`))
      // Sent from its button at the foot of the screen, as a thumb does after typing.
      const send = contact(page).getByRole('button', {name: contactForm.submitLabel})
      await send.evaluate((button) => button.scrollIntoView({block: 'end'}))
      await send.click()
      const note = page.locator('#contact-form-message-sent')
      await expect(note).toHaveText(contactForm.sentMessage)
      await expect(note, `send ${i + 1}: focused`).toBeFocused()
      const box = (await note.boundingBox())!
      const header = (await page.locator('header').first().boundingBox())!
      expect(box.y, `send ${i + 1}: below the top bar`).toBeGreaterThanOrEqual(header.y + header.height - 1)
      expect(box.y + box.height, `send ${i + 1}: above the screen's foot`).toBeLessThanOrEqual(844)
    }
  })

  test.describe('without JavaScript', () => {
    test.use({javaScriptEnabled: false})

    test('the form posts itself; the message is stored from the page it was on and the page says so', async ({
      page,
    }) => {
      const email = unique('nojs')
      await page.goto('/contact')
      await expect(page.locator('#contact-form-message-sent')).toBeHidden()
      await fillContact(page, email)
      await contact(page).getByRole('button', {name: contactForm.submitLabel}).click()
      await expect(page).toHaveURL(/\/contact#contact-form-message-sent$/)
      await expect(page.locator('#contact-form-message-sent')).toBeVisible()
      await expect(page.locator('#contact-form-message-sent')).toHaveText(contactForm.sentMessage)
      await expect
        .poll(async () => (await standInState()).messages.find((m) => m.email === email)?.page)
        .toBe('/contact')
      const mail = await mailTo(email, contactForm.receiptEmail.subject)
      expect(mail).toHaveLength(1)
    })

    test('a form the site refuses comes back to its page with what each field needs, and Back brings back what was typed', async ({
      page,
    }) => {
      const email = unique('spaces')
      await page.goto('/contact')
      await fillContact(page, email)
      // Spaces pass the browser's own check for a required field; the site's rules take no empty message.
      await contact(page).getByLabel('How can we help?').fill('   ')
      await contact(page).getByRole('button', {name: contactForm.submitLabel}).click()
      await expect(page).toHaveURL(/\/contact#contact-form-message-invalid$/)
      const note = page.locator('#contact-form-message-invalid')
      await expect(note).toBeVisible()
      await expect(note).toHaveText(`${contactForm.invalidMessage} ${contactForm.backHint}`)
      expect(await page.content()).not.toContain('The form is incomplete')
      await page.goBack()
      await expect(contact(page).getByLabel('Full name')).toHaveValue('Jane van Dyke')
      await expect(contact(page).getByLabel('Email address')).toHaveValue(email)
      expect((await standInState()).messages.some((m) => m.email === email)).toBe(false)
    })
  })
})

test.describe('the newsletter sign-up', () => {
  test.describe.configure({timeout: 90_000})

  test('double opt-in: only the emailed link confirms; signing up again looks the same and mails a working unsubscribe link', async ({
    page,
  }) => {
    const email = unique('reader')
    await forwardInserts(page, 'newsletter_signups')
    const signUp = async () => {
      const form = page.getByRole('contentinfo').locator('form[data-own-form="newsletter"]')
      await form.getByRole('textbox', {name: newsletter.emailLabel}).fill(email)
      await form.getByRole('button', {name: newsletter.submitLabel}).click()
      const said = newsletter.sentMessage.replace('{days}', '3')
      await expect(status(form)).toHaveText(said)
      await expect(form.getByRole('textbox', {name: newsletter.emailLabel})).toHaveValue('')
      return said
    }
    await page.goto('/blog')
    const first = await signUp()
    await expect.poll(async () => (await standInState()).signups.find((s) => s.email === email)?.page).toBe('/blog')
    // Stored, but not on the list until the link is followed.
    expect((await standInState()).subscribers.some((s) => s.email === email)).toBe(false)

    const [confirmation] = await mailTo(email, newsletter.confirmEmail.subject)
    await page.goto(linkTo(confirmation!.text, '/newsletter/confirm'))
    await expect(page.getByRole('heading', {level: 1})).toHaveText(newsletter.pages.confirmHeading)
    await expect(page.locator('main')).toContainText(email)
    expect((await standInState()).subscribers.some((s) => s.email === email)).toBe(false)
    await page.getByRole('button', {name: newsletter.confirmEmail.button}).click()
    await expect(page).toHaveURL(/\/newsletter\/confirmed$/)
    await expect(page.getByRole('heading', {level: 1})).toHaveText(newsletter.pages.confirmedHeading)
    expect((await standInState()).subscribers.find((s) => s.email === email)).toMatchObject({
      status: 'confirmed',
      page: '/blog',
    })

    // Again, from another page: the same answer on the site; the email says it is already on the list.
    await page.goto('/about')
    expect(await signUp()).toBe(first)
    const [note] = await mailTo(email, newsletter.alreadyEmail.subject)
    expect(note!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
    await page.goto(linkTo(note!.text, '/newsletter/unsubscribe'))
    await expect(page.getByRole('heading', {level: 1})).toHaveText(newsletter.pages.unsubscribeHeading)
    await page.getByRole('button', {name: newsletter.unsubscribeLabel}).click()
    await expect(page).toHaveURL(/\/newsletter\/unsubscribed$/)
    await expect(page.getByRole('heading', {level: 1})).toHaveText(newsletter.pages.unsubscribedHeading)
    expect((await standInState()).subscribers.find((s) => s.email === email)?.status).toBe('unsubscribed')

    // The first confirmation link is older than that choice: it cannot put the address back.
    await page.goto(linkTo(confirmation!.text, '/newsletter/confirm'))
    await page.getByRole('button', {name: newsletter.confirmEmail.button}).click()
    await expect(page).toHaveURL(/\/newsletter\/expired$/)
    expect((await standInState()).subscribers.find((s) => s.email === email)?.status).toBe('unsubscribed')
  })

  test('a changed link confirms nothing', async ({page}) => {
    await page.goto('/newsletter/confirm?token=eyJhIjoiY29uZmlybSJ9.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')
    await expect(page.getByRole('heading', {level: 1})).toHaveText(newsletter.pages.invalidHeading)
    await expect(page.getByRole('button', {name: newsletter.confirmEmail.button})).toHaveCount(0)
    expect((await page.request.get('/newsletter/elsewhere')).status()).toBe(404)
  })

  test.describe('without JavaScript', () => {
    test.use({javaScriptEnabled: false})

    test('the footer sign-up posts itself and the page says to check the inbox', async ({page}) => {
      const email = unique('nojs-reader')
      await page.goto('/about')
      const form = page.getByRole('contentinfo').locator('form[data-own-form="newsletter"]')
      await form.getByRole('textbox', {name: newsletter.emailLabel}).fill(email)
      await form.getByRole('button', {name: newsletter.submitLabel}).click()
      await expect(page).toHaveURL(/\/about#footer-newsletter-sent$/)
      await expect(page.locator('#footer-newsletter-sent')).toBeVisible()
      await expect.poll(async () => (await standInState()).signups.find((s) => s.email === email)?.page).toBe('/about')
      await mailTo(email, newsletter.confirmEmail.subject)
    })
  })
})

test.describe('the forms on a phone and a desktop', () => {
  for (const width of [375, 1280]) {
    test(`at ${width} px: the sign-up's field and button side by side where they fit, and the contact form inside its page`, async ({
      page,
    }) => {
      await page.setViewportSize({width, height: 900})
      await page.goto('/contact')
      const field = page.getByRole('contentinfo').getByRole('textbox', {name: newsletter.emailLabel})
      const button = page.getByRole('contentinfo').getByRole('button', {name: newsletter.submitLabel})
      const [f, b] = [(await field.boundingBox())!, (await button.boundingBox())!]
      expect(Math.abs(f.y - b.y), 'field and button on one line').toBeLessThan(2)
      expect(b.x).toBeGreaterThan(f.x + f.width)
      const box = (await contact(page).boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(width)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    })
  }
})
