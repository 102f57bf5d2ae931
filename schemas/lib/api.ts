/**
 * The Sanity API version every client in this repository uses (the site's client, the Studio's
 * document lists and Vision). Changing it changes how GROQ behaves everywhere at once.
 */
export const apiVersion = '2025-02-24'
