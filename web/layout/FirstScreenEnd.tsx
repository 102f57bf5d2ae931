/**
 * The id of the empty element after a page's first section (its hero, or the header of a page without
 * one): the root layout holds the first paint until it is parsed, so the frame and the first screen
 * are drawn whole, never half-read and then moved by what the parser reads next.
 */
export const FIRST_SCREEN_END_ID = 'first-screen-end'

/**
 * Marks the end of the page's first screen (FIRST_SCREEN_END_ID). Each kind of page renders it once,
 * right after its first section: Sections.tsx after a content page's first section, the other pages
 * after their header. A page without it is painted only once its whole document is read.
 */
export function FirstScreenEnd() {
  return <div id={FIRST_SCREEN_END_ID} hidden />
}
