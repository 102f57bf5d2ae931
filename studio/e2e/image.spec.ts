/**
 * A picture uploaded in the Studio: it goes to the Lake's assets API, the team member's photo points
 * at the new asset, and after Publish the page that shows the team member shows the new picture,
 * served from the Lake's CDN paths through the site's image optimizer.
 */
import {createHash} from 'node:crypto'
import {expect} from '@playwright/test'
import sharp from 'sharp'
import {getDocument, LIVE_BASE, publish, until} from '@agency/web/e2e/live/lake'
import {documentForm, openStructure, publishDocument, test} from './studio'

const MEMBER = 'teamMember-pages-priya-natarajan'

/** A new portrait: initials on a coloured square, unlike any picture in the seed. */
async function portrait(): Promise<Buffer> {
  const initials = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480">
    <text x="240" y="290" font-size="180" font-family="sans-serif" font-weight="700" text-anchor="middle" fill="#fff">PN</text>
  </svg>`
  return sharp({create: {width: 480, height: 480, channels: 3, background: `#${Date.now().toString(16).slice(-6)}`}})
    .composite([{input: Buffer.from(initials)}])
    .png()
    .toBuffer()
}

test('a photo uploaded in the Studio and published is on the page that shows it', async ({maya}) => {
  const original = await getDocument(MEMBER)
  const {page, errors} = maya
  const png = await portrait()
  const sha1 = createHash('sha1').update(png).digest('hex')
  try {
    await openStructure(page, `teamMember;${MEMBER}`)
    await documentForm(page)
    // The photo's menu: Replace → Upload opens the file chooser.
    await page.getByRole('button', {name: 'Open image options menu'}).click()
    const chooser = page.waitForEvent('filechooser')
    await page.getByRole('menuitem', {name: /Upload/}).click()
    await (await chooser).setFiles({name: 'priya-natarajan.png', mimeType: 'image/png', buffer: png})
    await expect
      .poll(
        async () =>
          ((await getDocument(`drafts.${MEMBER}`).catch(() => ({}))) as {image?: {asset?: {_ref?: string}}}).image
            ?.asset?._ref,
      )
      .toBe(`image-${sha1}-480x480-png`)
    // The Studio shows the new picture, from the Lake's CDN path.
    await expect(page.locator(`img[src*="${sha1}"]`).first()).toBeVisible()

    await publishDocument(page, MEMBER)
    const since = Date.now()
    const about = await until(`${LIVE_BASE}/about`, (status, body) => status === 200 && body.includes(sha1), since)
    console.log(`The new photo was on /about ${about.ms} ms after the publish`)
    const src = /<img[^>]+src="([^"]*)"[^>]*>/g
    const image = [...about.body.matchAll(src)]
      .map((m) => m[1]!.replaceAll('&amp;', '&'))
      .find((s) => s.includes(sha1))!
    const res = await fetch(new URL(image, LIVE_BASE))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^image\//)
    expect(errors).toEqual([])
  } finally {
    await publish([{createOrReplace: original}, {delete: {id: `drafts.${MEMBER}`}}])
  }
})
