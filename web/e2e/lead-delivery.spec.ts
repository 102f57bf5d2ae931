/**
 * A quiz lead followed to the people it must reach, in one flow against the production build: the
 * browser's insert (to the public Supabase origin the build knows) is forwarded with page.route to
 * the Supabase stand-in (e2e/stand-ins.ts), which stores the row and then calls the site's
 * /api/leads/notify as a Supabase Database Webhook would; the site emails the agency and the
 * prospect over SMTP to a real SMTP server, and marks the row. The specs read what arrived from the
 * stand-ins' control API.
 */
import {quizQuestions, quizSettings} from '../test/seed-documents'
import {expect, type Page, test} from '@playwright/test'
import {MAIL, SECRETS, SUPABASE_STAND_IN, standInState} from './services'

const INSERT = '**/rest/v1/service_submissions**'
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
}
const questions = [...quizQuestions].sort((a, b) => a.number - b.number)
const advanced = quizSettings.levels!.find((l) => l.name === 'Advanced')!

/** Every question's first answer (5 points each) and two tools on the multi-select one (8): 53, shown as 50/50. */
async function answerAll(page: Page) {
  for (const q of questions) {
    await expect(page.getByRole('heading', {level: 3, name: q.text})).toBeVisible()
    if (q.multiSelect) {
      for (const o of q.options!.slice(0, 2)) await page.getByRole('checkbox', {name: o.text}).check()
    } else {
      await page.getByRole('radio', {name: q.options![0]!.text}).check()
    }
    await page.getByRole('button', {name: q.number === questions.length ? 'See Results' : 'Next'}).click()
  }
}

test.describe('lead delivery', () => {
  test.describe.configure({timeout: 60_000})

  test('a quiz lead is stored, the webhook fires, the agency and the prospect get their emails, and the row is marked', async ({
    page,
  }) => {
    const email = `jane.${Date.now().toString(36)}@northgate.example`
    const inserts: string[] = []
    await page.route(INSERT, async (route, request) => {
      if (request.method() === 'OPTIONS') return route.fulfill({status: 204, headers: CORS})
      const url = new URL(request.url())
      inserts.push(url.pathname)
      const response = await route.fetch({
        url: `${SUPABASE_STAND_IN}${url.pathname}${url.search}`,
        headers: request.headers(),
      })
      await route.fulfill({response, headers: {...response.headers(), ...CORS}})
    })
    await page.goto('/ai-readiness-quiz')
    await answerAll(page)
    await expect(page.getByTestId('quiz-score')).toHaveText('50/50')
    await page.getByLabel('Full Name').fill('Jane van Dyke')
    await page.getByLabel('Email Address').fill(email)
    await page.getByLabel('Company Name').fill('Northgate Logistics')
    await page.getByLabel('Job Title').fill('Operations Director')
    await page.getByLabel('Phone Number').fill('+1 555 0100')
    await page.getByRole('button', {name: 'Send My Results'}).click()
    await expect(page.getByText('Thank you for your submission! We will contact you soon.')).toBeVisible()
    expect(inserts).toEqual(['/rest/v1/service_submissions'])

    // The row the browser stored, with the anon key.
    const stored = async () => (await standInState()).leads.find((l) => l.email === email)
    await expect.poll(async () => (await stored())?.id).toEqual(expect.any(String))
    const row = (await stored())!
    const insert = (await standInState()).calls.find((c) => c.method === 'POST' && c.body.includes(email))!
    expect(insert.key).toBe('anon')

    // The webhook's answer, the emails, and the marks set after them.
    await expect
      .poll(async () => (await standInState()).webhooks.find((w) => w.leadId === row.id)?.status, {timeout: 20_000})
      .toBe(200)
    const state = await standInState()
    const agency = state.mail.filter((m) => m.replyTo.includes(email))
    const results = state.mail.filter((m) => m.envelope.to.includes(email))
    expect(agency).toHaveLength(1)
    expect(results).toHaveLength(1)

    expect(agency[0]!.envelope).toEqual({from: 'leads@helixai.example', to: [...MAIL.notifyTo]})
    expect(agency[0]!.subject).toBe('New quiz lead: Jane van Dyke – Advanced (50/50)')
    for (const value of ['Jane van Dyke', email, '+1 555 0100', '50/50', 'Advanced', advanced.interpretation!])
      expect(agency[0]!.text).toContain(value)

    expect(results[0]!.envelope.to).toEqual([email])
    expect(results[0]!.subject).toBe('Your AI readiness result: Advanced (50/50)')
    expect(results[0]!.text).toContain('Your score: 50/50. Your level: Advanced.')
    expect(results[0]!.text).toContain(advanced.description!)
    for (const r of advanced.recommendations!) expect(results[0]!.text).toContain(r)
    // The same breakdown the results showed, from the points per area the browser stored with the row,
    // and the link to the shared result page (every best answer: 53 points, shown as 50).
    expect(row.area_points).toEqual([10, 10, 10, 13, 10])
    expect(results[0]!.text).toContain(
      [
        'Where you stand, area by area',
        '- Data: 100%',
        '- Processes: 100%',
        '- Team: 100%',
        '- Tools: 100%',
        '- Strategy: 100%',
      ].join('\n'),
    )
    expect(results[0]!.text).toContain('https://www.helixai.example/ai-readiness-quiz/result/50-10-10-10-13-10')

    const marked = state.leads.find((l) => l.id === row.id)!
    expect(marked.notified_at).toEqual(expect.any(String))
    expect(marked.results_sent_at).toEqual(expect.any(String))
    const marks = state.calls.filter((c) => c.method === 'PATCH' && c.query.id === `eq.${row.id}`)
    expect(marks.map((c) => [c.key, Object.keys(JSON.parse(c.body))])).toEqual([
      ['service', ['notified_at']],
      ['service', ['results_sent_at']],
    ])
  })

  test('the running site refuses calls without the right secret, and sends nothing', async ({request}) => {
    const record = {
      id: crypto.randomUUID(),
      email: 'eve@evil.example',
      first_name: 'Eve',
      created_at: new Date().toISOString(),
    }
    const body = {type: 'INSERT', table: 'service_submissions', schema: 'public', record, old_record: null}
    const notify = (headers: Record<string, string>, data: unknown = body) =>
      request.post('/api/leads/notify', {headers, data})
    expect((await notify({})).status()).toBe(401)
    expect((await notify({authorization: 'Bearer not-the-secret'})).status()).toBe(401)
    expect((await notify({authorization: `Bearer ${SECRETS.leadsWebhook}`}, {...body, type: 'UPDATE'})).status()).toBe(
      400,
    )
    const sweep = await request.get('/api/leads/sweep', {headers: {authorization: 'Bearer not-the-cron-secret'}})
    expect(sweep.status()).toBe(401)
    expect(await sweep.json()).toEqual({message: 'Missing or wrong Authorization.'})
    const mail = (await standInState()).mail
    expect(
      mail.filter((m) => m.replyTo.includes('eve@evil.example') || m.envelope.to.includes('eve@evil.example')),
    ).toEqual([])
  })
})
