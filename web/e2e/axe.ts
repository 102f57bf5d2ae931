import AxeBuilder from '@axe-core/playwright'
import type {Page} from '@playwright/test'

/**
 * The serious and critical axe violations on the page as it is now, one line each (rule: elements).
 * Frames are left out: what they show is another site's. So axe runs in the page itself (legacy
 * mode), not in parts per frame finished in a blank page the builder opens for every scan: the same
 * rules on the same elements in a third of the time (0.5 instead of 1.5 s a page). Only violations are
 * collected (`resultTypes`): axe then lists one node per passing rule instead of every one.
 */
export async function axeProblems(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({page})
    .setLegacyMode()
    .exclude('iframe')
    .options({resultTypes: ['violations']})
    .analyze()
  return axe.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}
