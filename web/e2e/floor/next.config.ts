/**
 * The framework floor (../floor.ts): a one-paragraph app built with the site's own Next config, so what
 * a route costs over this page is what the site's components cost.
 */
import siteConfig from '../../next.config'

// The build goes to this directory's .next, never the site's web/.next. Fixed rather than read from
// NEXT_DIST_DIR, which picks the site's build for the tests and the bench and must not move the floor's too.
export default {...siteConfig, distDir: '.next'}
