/**
 * Copies the embedded dataset's images and media (the hero video) to web/public/seed so the site serves
 * them itself. The folder is emptied first: a picture removed from the seed is not served any more.
 */
import {cpSync, existsSync, mkdirSync, rmSync} from 'node:fs'
import path from 'node:path'
import {fileURLToPath} from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

const to = path.join(root, 'web/public/seed')
rmSync(to, {recursive: true, force: true})
mkdirSync(to, {recursive: true})
for (const dir of ['images', 'media']) {
  const src = path.join(root, 'studio/seed', dir)
  if (existsSync(src)) cpSync(src, to, {recursive: true})
}
