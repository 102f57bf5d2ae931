import {mockup, type MockupRecipe} from './mockup'
import {portrait, type Hair} from './portrait'
import {restoration, type RestorationRecipe} from './restoration'
import {scene, type SceneRecipe} from './scene'

/**
 * The seed's generated pictures. recipes.ts says what each file shows (a recipe); content:build
 * draws it here. Vector art is written as SVG text, the same bytes on every machine, so
 * `content:build --check` can compare it. A share image is the one raster: social networks do not
 * read SVG, so its scene is rendered to PNG with sharp (libvips), only when the file is missing: a PNG
 * encoder's bytes may differ between its builds, so the committed file is kept.
 */
export interface PortraitRecipe {
  kind: 'portrait'
  name: string
  hair: Hair
}
export interface RasterRecipe {
  kind: 'raster'
  scene: SceneRecipe
}
export type Recipe = PortraitRecipe | SceneRecipe | RestorationRecipe | MockupRecipe | RasterRecipe
export type {Hair, MockupRecipe, RestorationRecipe, SceneRecipe}

/** The SVG text of a vector recipe. */
export function drawSvg(recipe: Exclude<Recipe, RasterRecipe>): string {
  switch (recipe.kind) {
    case 'portrait':
      return portrait(recipe.name, recipe.hair)
    case 'scene':
      return scene(recipe)
    case 'restoration':
      return restoration(recipe)
    case 'mockup':
      return mockup(recipe)
  }
}

/** The file's bytes. PNG for a raster recipe, SVG otherwise. */
export async function draw(recipe: Recipe): Promise<Buffer> {
  if (recipe.kind !== 'raster') return Buffer.from(drawSvg(recipe))
  const {default: sharp} = await import('sharp')
  return sharp(Buffer.from(scene(recipe.scene)))
    .png({palette: true, quality: 90, compressionLevel: 9})
    .toBuffer()
}

/** Checks that a file's extension fits its recipe. */
export function extensionFor(recipe: Recipe): 'svg' | 'png' {
  return recipe.kind === 'raster' ? 'png' : 'svg'
}
