import {createElement} from 'react'
import type {Tool} from 'sanity'
import {LeadsTool} from './LeadsTool'

/** An envelope, drawn for the tool's menu entry (the Studio's icon set is not a declared dependency). */
function LeadsIcon() {
  return createElement(
    'svg',
    {
      viewBox: '0 0 25 25',
      width: '1em',
      height: '1em',
      fill: 'none',
      stroke: 'currentColor',
      strokeWidth: 1.2,
      'aria-hidden': true,
    },
    createElement('rect', {x: 4.5, y: 6.5, width: 16, height: 12, rx: 1.5}),
    createElement('path', {d: 'M5 7.5l7.5 6 7.5-6'}),
  )
}

/** The Studio's Leads tool at /leads (./LeadsTool.tsx). */
export const leadsTool = (): Tool => ({name: 'leads', title: 'Leads', icon: LeadsIcon, component: LeadsTool})
