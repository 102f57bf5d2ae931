import {keepScreenshot, STUDIO_BASE, test} from './studio'

const label = process.env.SHOT_LABEL ?? 'x'
test('desk screenshots', async ({maya}) => {
  for (const width of [1280, 1440]) {
    await maya.page.setViewportSize({width, height: 900})
    await maya.page.goto(`${STUDIO_BASE}/leads`)
    for (const tab of ['Leads', 'Messages', 'Subscribers', 'Funnel']) {
      await maya.page.getByRole('tab', {name: tab}).click()
      await maya.page.waitForTimeout(1500)
      await keepScreenshot(maya.page, `desk-${label}-${tab.toLowerCase()}-${width}`)
    }
    await maya.page.getByRole('tab', {name: 'Leads'}).click()
    await maya.page.locator('[data-item]').nth(2).click()
    await maya.page.waitForTimeout(800)
    await keepScreenshot(maya.page, `desk-${label}-lead-chosen-${width}`)
  }
})
