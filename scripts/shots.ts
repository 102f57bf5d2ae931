/**
 * npm run shots: full-page screenshots of every route at phone and laptop width, so whoever changes a
 * component can see what it does everywhere. Writes .shots/<width>/<route>.png (git ignores it).
 * Starts `next start` on the existing production build (`npm run build` first), or uses --url.
 *   Options: --url http://127.0.0.1:3000  --routes /,/blog  --widths 375,1280  --out .shots
 */
import {mkdirSync, rmSync} from 'node:fs'
import path from 'node:path'
import {chromium} from '@playwright/test'
import {SPEC_ROUTES} from '@agency/web/e2e/routes'
import {root, startServer} from './bench/server'
import {option} from './bench/option'

// The routes, one article and one category page (the archive's pages exist only with more than 12 articles).
const ROUTES: string[] = option('routes')?.split(',') ?? [
  ...SPEC_ROUTES,
  '/blog/ai-lead-generation-qualified-pipeline',
  '/blog/category/ai-research',
]
const WIDTHS = (option('widths') ?? '375,1280').split(',').map(Number)
const OUT = path.resolve(root, option('out') ?? '.shots')

/** "/" -> "home", "/blog/x" -> "blog--x". */
const fileName = (route: string) => (route === '/' ? 'home' : route.slice(1).replaceAll('/', '--'))

async function main() {
  const server = option('url') ? null : await startServer()
  const base = option('url') ?? server!.url
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--hide-scrollbars'],
  })
  try {
    for (const width of WIDTHS) {
      const dir = path.join(OUT, String(width))
      rmSync(dir, {recursive: true, force: true})
      mkdirSync(dir, {recursive: true})
      const page = await browser.newPage({viewport: {width, height: 900}, reducedMotion: 'reduce'})
      for (const route of ROUTES) {
        await page.goto(base + route, {waitUntil: 'load'})
        // Lazy images load once they come near the viewport: scroll through the page first.
        await page.evaluate(async () => {
          for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
            window.scrollTo(0, y)
            await new Promise((r) => setTimeout(r, 60))
          }
          window.scrollTo(0, 0)
          await document.fonts.ready
        })
        await page.waitForLoadState('networkidle').catch(() => {})
        const file = path.join(dir, `${fileName(route)}.png`)
        await page.screenshot({path: file, fullPage: true})
        console.log(path.relative(root, file))
      }
      await page.close()
    }
  } finally {
    await browser.close()
    server?.stop()
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
