/**
 * Where the local Content Lake runs for an editor (`npm run studio`), and what the Studio calls it.
 * The Studio's config reads this in the browser: nothing here may import Node.
 */
export const LOCAL_LAKE = {
  /** The project id the Studio and the local site use with the local Lake. */
  projectId: 'local',
  dataset: 'production',
  /** HTTPS with HTTP/2, for the Studio: https://localhost:3334 is its apiHost. */
  tlsPort: 3334,
  /** Plain HTTP on loopback, for the local site's server: its SANITY_API_HOST. */
  port: 3335,
  /** The control API (health, reset, faults). */
  controlPort: 3336,
  /** The Studio (sanity dev) and the site (next dev) beside it. */
  studioPort: 3333,
  sitePort: 3000,
} as const

/** The Studio's apiHost for the local Lake. */
export const localLakeApiHost = `https://localhost:${LOCAL_LAKE.tlsPort}`
