import {createAvatar} from '@dicebear/core'
import * as notionists from '@dicebear/notionists'
import {personKey} from '@agency/studio/seed/portraits'
import {palettes, pick} from './svg'

/**
 * Illustrated people: DiceBear's "Notionists" style (design by Zoish, CC0 1.0), seeded with the
 * person's name, so one person has one face wherever they appear. Props and hand gestures are left
 * out (a portrait, not a sticker); hair comes from the long or short set the seed names for the person.
 */
export type Hair = 'long' | 'short'

const v = (...n: number[]) => n.map((i) => `variant${String(i).padStart(2, '0')}`)
const hairSets: Record<Hair, string[]> = {
  long: v(2, 4, 8, 10, 23, 28, 36, 37, 39, 41, 45, 46, 47, 48, 57, 58, 62, 63),
  short: v(
    1,
    3,
    5,
    6,
    7,
    9,
    12,
    13,
    15,
    16,
    17,
    18,
    19,
    20,
    21,
    22,
    24,
    25,
    27,
    29,
    30,
    31,
    33,
    34,
    35,
    38,
    40,
    43,
    44,
    49,
    52,
    53,
    54,
    55,
    56,
    60,
  ),
}
/** Clear glasses only (the set's other frames are sunglasses). */
const glasses = v(3, 8)
const backgrounds = [
  palettes.violet.tint,
  palettes.violet.soft,
  palettes.indigo.tint,
  palettes.sky.tint,
  palettes.emerald.tint,
  palettes.amber.tint,
  palettes.rose.tint,
]

const clothes = [
  palettes.violet.mid,
  palettes.sky.mid,
  palettes.emerald.mid,
  palettes.amber.mid,
  palettes.rose.mid,
  palettes.indigo.mid,
  '#cbd5e1',
]

/**
 * The person as an SVG document, `size` px square; `background: false` leaves it transparent (for
 * scenes). `clothes` colours the clothing (by default a brand colour picked by the name); `body` picks
 * the style's clothing variant (20 is a shirt and tie) instead of the name's.
 */
export function person(
  name: string,
  hair: Hair,
  size: number,
  opts: {background?: boolean; clothes?: string; body?: number} = {},
): string {
  const key = personKey(name)
  const svg = createAvatar(notionists, {
    seed: key,
    size,
    hair: hairSets[hair] as never,
    beardProbability: hair === 'short' ? 25 : 0,
    gestureProbability: 0,
    bodyIconProbability: 0,
    ...(opts.body ? {body: v(opts.body) as never} : {}),
    glasses: glasses as never,
    glassesProbability: 20,
    backgroundColor: opts.background === false ? [] : [pick(backgrounds, key, 'bg').slice(1)],
  }).toString()
  // The style draws its parts in a fixed order (base, body, hair...), each a <g transform> whose first
  // white fill is the face or the clothing: colour the clothing.
  const parts = svg.split('<g transform=')
  if (parts[2]) parts[2] = parts[2].replace('fill="#fff"', `fill="${opts.clothes ?? pick(clothes, key, 'clothes')}"`)
  // Ids made unique per person, so several people can share one scene.
  return parts
    .join('<g transform=')
    .replace(/id="([^"]+)"/g, `id="${key}-$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${key}-$1)`)
}

/** Places a person inside a larger picture: the same drawing, positioned and sized. */
export function placePerson(
  name: string,
  hair: Hair,
  x: number,
  y: number,
  size: number,
  clothes?: string,
  body?: number,
): string {
  return person(name, hair, size, {background: false, clothes, body}).replace(/^<svg /, `<svg x="${x}" y="${y}" `)
}

export function portrait(name: string, hair: Hair): string {
  return `${person(name, hair, 320)}\n`
}
