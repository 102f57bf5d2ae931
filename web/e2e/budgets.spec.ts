import {expect, test} from '@playwright/test'

/**
 * What hydration costs grows with a page's DOM and with the RSC payload inlined into its HTML, so both
 * are kept under budgets for the home page, a sales page and /blog. The budgets were set from
 * measurements of the production build, with a little room: when a change breaks one, look at what
 * the page ships (an icon drawn inline instead of from the sprite, props a client island does not
 * read, a frame rendered twice, an article's text in the page) before raising it. /blog shows at most
 * one page of cards however many articles there are (measured with 11: 761 elements, 85 kB; a twelfth
 * card adds about 40 elements and 3.5 kB).
 */
const BUDGETS = [
  {route: '/', elements: 770, payloadKb: 91},
  {route: '/digital-marketing-services', elements: 780, payloadKb: 85},
  {route: '/blog', elements: 820, payloadKb: 92},
]

test.use({javaScriptEnabled: false})

for (const {route, elements, payloadKb} of BUDGETS) {
  test(`${route} stays under ${elements} elements and ${payloadKb} kB of inline RSC payload`, async ({page}) => {
    await page.goto(route)
    const measured = await page.evaluate(() => {
      let payload = 0
      for (const script of Array.from(document.scripts)) {
        const match = script.textContent?.match(/^self\.__next_f\.push\((\[[\s\S]*\])\)$/)
        if (!match) continue
        const [, chunk] = JSON.parse(match[1]!) as [number, unknown]
        if (typeof chunk === 'string') payload += new TextEncoder().encode(chunk).length
      }
      return {elements: document.getElementsByTagName('*').length, payloadKb: payload / 1024}
    })
    expect(measured.payloadKb, `${route}: inline RSC payload in kB`).toBeGreaterThan(10)
    expect(measured.payloadKb, `${route}: inline RSC payload in kB`).toBeLessThanOrEqual(payloadKb)
    expect(measured.elements, `${route}: elements in the server-rendered DOM`).toBeLessThanOrEqual(elements)
  })
}
