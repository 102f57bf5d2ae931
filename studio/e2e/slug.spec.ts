/**
 * Renaming a published page's address: the publish action (studio/actions/slugRedirect.ts) creates
 * the permanent redirect from the old address once the new one is live, and says so; the site's proxy
 * then answers the old address with 308 to the new one, keeping the query string.
 */
import {expect} from '@playwright/test'
import {getDocument, LIVE_BASE, publish, until} from '@agency/web/e2e/live/lake'
import {documentForm, lakeQuery, openStructure, publishDocument, test} from './studio'

const PAGE = 'page-podcast'

test('a page published under a new slug leaves a 308 from its old address, query string kept', async ({maya}) => {
  const original = await getDocument(PAGE)
  const {page, errors} = maya
  try {
    expect((await fetch(`${LIVE_BASE}/podcast`, {redirect: 'manual'})).status).toBe(200)
    await openStructure(page, `pages;pages-all;${PAGE}`)
    await documentForm(page)
    const slug = page.getByRole('textbox', {name: 'Address (slug)'})
    await expect(slug).toHaveValue('podcast')
    await slug.fill('helix-podcast')
    await publishDocument(page, PAGE)
    await expect(page.getByText('Redirect created')).toBeVisible({timeout: 30_000})
    await expect(page.getByText('/podcast now leads to /helix-podcast (308 permanent).')).toBeVisible()
    const since = Date.now()

    const old = await until(`${LIVE_BASE}/podcast?ref=newsletter&utm_source=mail`, (status) => status === 308, since)
    console.log(`The old address answered 308 ${old.ms} ms after the Studio said the redirect was created`)
    const res = await fetch(`${LIVE_BASE}/podcast?ref=newsletter&utm_source=mail`, {redirect: 'manual'})
    expect(new URL(res.headers.get('location') ?? '', LIVE_BASE).pathname).toBe('/helix-podcast')
    expect(new URL(res.headers.get('location') ?? '', LIVE_BASE).search).toBe('?ref=newsletter&utm_source=mail')
    await until(`${LIVE_BASE}/helix-podcast`, (status, body) => status === 200 && body.includes('<h1'), since)
    expect(errors).toEqual([])
  } finally {
    const redirects = await lakeQuery<string[]>('*[_type == "redirect" && source == "/podcast"]._id')
    await publish([{createOrReplace: original}, ...redirects.map((id) => ({delete: {id}}))])
  }
})
