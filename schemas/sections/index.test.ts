import {describe, expect, it} from 'vitest'
import {buildSectionProjections, sectionTypeNames, sectionTypes} from './index'
import {sectionProjections} from './projections.generated'

describe('section list', () => {
  it('is what the page query uses: projections.generated.ts is current (else run npm run typegen)', () => {
    expect(sectionProjections.trim()).toBe(buildSectionProjections())
  })
  it('projects every section type once, each under its own _type condition', () => {
    const topLevel = `\n${sectionProjections.trim()}`
    for (const name of sectionTypeNames) expect(topLevel.split(`\n_type == "${name}" =>`).length, name).toBe(2)
    expect(topLevel.split('\n_type == "').length).toBe(sectionTypeNames.length + 1)
    expect(new Set(sectionTypeNames).size).toBe(sectionTypes.length)
  })
})
