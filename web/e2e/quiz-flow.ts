/**
 * A prospect's way through the quiz to its lead form, for the browser tests of the site and of the
 * Studio (studio/e2e/leads.spec.ts): every question's first answer (two tools on the multi-select one),
 * then the lead form filled in and sent.
 */
import {expect, type Page} from '@playwright/test'
import {quizQuestions} from '../test/seed-documents'

const questions = [...quizQuestions].sort((a, b) => a.number - b.number)

export async function answerAll(page: Page) {
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

/** Fills the lead form under the result and sends it; resolves once the site thanked the prospect. */
export async function sendLead(page: Page, lead: {name: string; email: string}) {
  await page.getByLabel('Full Name').fill(lead.name)
  await page.getByLabel('Email Address').fill(lead.email)
  await page.getByLabel('Company Name').fill('Northgate Logistics')
  await page.getByLabel('Job Title').fill('Operations Director')
  await page.getByRole('button', {name: 'Send My Results'}).click()
  await expect(page.getByText('Thank you for your submission! We will contact you soon.')).toBeVisible()
}
