/** Writes web/public/icons.svg, the site's icon sprite (lib/icon-sprite.tsx). Part of `npm run typegen`. */
import {writeFileSync} from 'node:fs'
import {iconSprite} from './lib/icon-sprite'

writeFileSync(new URL('../web/public/icons.svg', import.meta.url), iconSprite())
