/**
 * The Leads tool as an agency owner meets it in the real Studio: a prospect takes the quiz on the
 * local site (which keeps leads in its own local Supabase, nothing set up) arriving from a LinkedIn
 * campaign; the lead appears in /leads with where it came from; its status, set in the tool, survives a
 * restart of the site; the funnel counted the visit; and a person who may only read the project is
 * refused, seeing no lead.
 */
import {devices, expect} from '@playwright/test'
import {LIVE} from '@agency/lake/live-env'
import {control} from '@agency/web/e2e/live/lake'
import {answerAll, sendLead} from '@agency/web/e2e/quiz-flow'
import {keepScreenshot, STUDIO_BASE, test} from './studio'

const SITE = process.env.LIVE_BASE ?? ''

test('a lead sent from the site with UTM tags is in Leads with its source; its status survives a restart; a viewer is refused', async ({
  browser,
  maya,
}) => {
  const name = `Priya ${Date.now().toString(36)}`
  const email = `priya.${Date.now().toString(36)}@northgate.example`

  // A prospect's browser (a desktop Chrome, as the funnel counts it) arrives from a campaign.
  const visitor = await browser.newContext({...devices['Desktop Chrome'], channel: undefined} as never)
  const page = await visitor.newPage()
  await page.goto(`${SITE}/ai-voice-agents?utm_source=LinkedIn&utm_medium=social&utm_campaign=spring-webinar`)
  await expect(page.locator('html[data-scripts-ready]')).toHaveCount(1)
  await page.goto(`${SITE}/ai-readiness-quiz`)
  await answerAll(page)
  await sendLead(page, {name, email})
  await visitor.close()

  // The owner opens Leads.
  await maya.page.goto(`${STUDIO_BASE}/leads`)
  await maya.page.getByRole('tab', {name: 'Leads'}).click()
  const row = maya.page.locator('[data-item]').filter({hasText: name})
  await expect(row).toBeVisible({timeout: 60_000})
  await expect(row).toContainText('linkedin')
  await row.click()
  const details = maya.page.getByRole('region', {name: 'Where it came from'})
  await expect(details).toContainText('spring-webinar')
  await expect(details).toContainText('social')
  await expect(details).toContainText('/ai-voice-agents')
  await expect(details).toContainText('/ai-readiness-quiz')
  await expect(maya.page.getByRole('region', {name: 'Areas'})).toContainText('Data')

  // It can be searched for, and marked won with a note.
  await maya.page.getByLabel('Search leads').fill(email)
  await expect(maya.page.locator('[data-item]')).toHaveCount(1)
  await maya.page.getByLabel('Status', {exact: true}).selectOption('won')
  await expect(maya.page.getByText(/Last changed by Maya Chen/)).toBeVisible()
  await maya.page.getByLabel('Note', {exact: true}).fill('Pilot agreed on the call; send the proposal by Friday.')
  await maya.page.getByRole('button', {name: 'Save note'}).click()
  await expect(maya.page.getByRole('button', {name: 'Save note'})).toBeDisabled()
  await keepScreenshot(maya.page, 'leads-tool-1440')

  // The site restarts (a deploy, a crash): its local Supabase keeps the mark.
  const restarted = await fetch(`${process.env.SITE_CONTROL}/restart`, {method: 'POST'})
  expect(restarted.status).toBe(200)
  await maya.page.reload()
  await maya.page.getByRole('tab', {name: 'Leads'}).click()
  const again = maya.page.locator('[data-item]').filter({hasText: name})
  await expect(again).toContainText('Won', {timeout: 60_000})
  await again.click()
  await expect(maya.page.getByLabel('Note', {exact: true})).toHaveValue(
    'Pilot agreed on the call; send the proposal by Friday.',
  )

  // The funnel counted the visit: its steps, labelled as the desk labels them, a lead among them.
  await maya.page.getByRole('tab', {name: 'Funnel'}).click()
  const funnel = maya.page.getByRole('list', {name: 'Funnel'})
  for (const step of ['Page views', 'Quiz started', 'Quiz finished', 'Leads', 'Messages', 'Sign-ups confirmed'])
    await expect(funnel.locator(`[data-step="${step}"]`)).toBeVisible()
  await expect(funnel.locator('[data-step="Leads"]')).not.toContainText(/^Leads0/)
  await expect(maya.page.getByRole('img', {name: /^Daily page views/})).toBeVisible()
  await expect(maya.page.getByRole('heading', {name: 'Sources by leads'})).toBeVisible()
  await keepScreenshot(maya.page, 'leads-funnel-1440')

  // A person who may only read the project is refused, and sees no lead.
  const {token} = await control<{token: string}>('POST', '/token', {name: 'Vic Viewer', role: 'viewer'})
  const viewer = await browser.newContext({ignoreHTTPSErrors: true, viewport: {width: 1280, height: 800}})
  await viewer.addInitScript(
    ([key, value]) => localStorage.setItem(key!, value!),
    [`__studio_auth_token_${LIVE.projectId}`, JSON.stringify({token})],
  )
  await viewer.route(/^https?:\/\/(?!localhost[:/]|[\w-]+\.localhost[:/]|127\.0\.0\.1[:/])/, (route) => route.abort())
  const viewerPage = await viewer.newPage()
  await viewerPage.goto(`${STUDIO_BASE}/leads`)
  await expect(viewerPage.getByRole('heading', {name: 'Leads are not open to you'})).toBeVisible({timeout: 90_000})
  await expect(viewerPage.getByText(name)).toHaveCount(0)
  await viewer.close()
})
