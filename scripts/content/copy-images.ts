/** Copies the embedded dataset's images and media (the hero video) to web/public/seed so the site serves them itself. */
import {cpSync, existsSync, mkdirSync} from 'node:fs'
import path from 'node:path'
import {fileURLToPath} from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

const to = path.join(root, 'web/public/seed')
mkdirSync(to, {recursive: true})
for (const dir of ['images', 'media']) {
  const src = path.join(root, 'studio/seed', dir)
  if (existsSync(src)) cpSync(src, to, {recursive: true})
}
