/**
 * What every generated picture of the embedded dataset shows. `npm run content:build` draws each file
 * named here into studio/seed/images (scripts/content/art/): portraits of people from their names,
 * subject scenes from lucide icons, restoration pairs, and the share image. A seed document points at
 * a file with `img(file, alt)` (or `portraitOf(name)`); a file that is not listed here must be a real
 * picture someone put in studio/seed/images. Editors replace any of them in the Studio.
 */
import type {Hair, Recipe, RestorationRecipe, SceneRecipe} from './index'
import {portraitFile} from '@agency/studio/seed/portraits'
import type {PaletteName} from './svg'

/** Everyone shown on the site, with the hair set of their portrait. */
const people: Array<[name: string, hair: Hair]> = [
  // Leadership (/about)
  ['Maya Okafor', 'long'],
  ['Daniel Reyes', 'short'],
  ['Priya Natarajan', 'long'],
  // Testimonial authors
  ['Amara Okafor', 'long'],
  ['David Chen', 'short'],
  ['Chloe Bennett', 'long'],
  ['Derek Lawson', 'short'],
  ['James Porter', 'short'],
  ['Kevin Osborne', 'short'],
  ['Nadia Haddad', 'long'],
  ['Olivia Grant', 'long'],
  ['Owen Fletcher', 'short'],
  ['Rachel Kim', 'long'],
  ['Sofia Marquez', 'long'],
  ['Sarah Mitchell', 'long'],
  ['Hannah Schmidt', 'long'],
  ['Priya Nair', 'long'],
  ['Priya Raman', 'long'],
  ['Elena Varga', 'long'],
  ['Emily Carter', 'long'],
  ['Grace Liu', 'long'],
  ['Hannah Brooks', 'long'],
  ['Jamal Foster', 'short'],
  ['James Okoro', 'short'],
  ['Jordan Hale', 'short'],
  ['Lena Hartmann', 'long'],
  ['Leo Fischer', 'short'],
  ['Marcus Bell', 'short'],
  ['Marcus Reid', 'short'],
  ['Maria Lopez', 'long'],
  ['Maya Fernandes', 'long'],
  ['Mei Tanaka', 'long'],
  ['Rosa Delgado', 'long'],
  ['Samuel Osei', 'short'],
  ['Tom Alvarez', 'short'],
  ['Tom Whitaker', 'short'],
]

type Opts = Partial<Pick<SceneRecipe, 'frame' | 'widget' | 'dark' | 'person'>>
const wide = (title: string, palette: PaletteName, icon: string, around: string[], opts: Opts = {}): SceneRecipe => ({
  kind: 'scene',
  size: 'wide',
  title,
  palette,
  icon,
  around,
  ...opts,
})
const square = (title: string, palette: PaletteName, icon: string, around: string[], opts: Opts = {}): SceneRecipe => ({
  kind: 'scene',
  size: 'square',
  title,
  palette,
  icon,
  around,
  ...opts,
})
const app = (title: string, palette: PaletteName, icon: string, widget: SceneRecipe['widget'], around: string[]) =>
  wide(title, palette, icon, around, {frame: 'phone', widget})
const screen = (title: string, icon: string, widget: SceneRecipe['widget'], around: string[]) =>
  wide(title, 'violet', icon, around, {frame: 'window', widget})
const pair = (subject: RestorationRecipe['subject'], title: string): Record<string, RestorationRecipe> => ({
  [`restore-${subject}-before.svg`]: {
    kind: 'restoration',
    subject,
    state: 'before',
    title: `${title}, before restoration`,
  },
  [`restore-${subject}-after.svg`]: {kind: 'restoration', subject, state: 'after', title: `${title}, restored`},
})

export const art: Record<string, Recipe> = {
  ...Object.fromEntries(people.map(([name, hair]) => [portraitFile(name), {kind: 'portrait', name, hair}])),

  // Home page video poster and the share image
  'hero-home.svg': wide(
    'AI agents, automations and analytics connected around a spark',
    'violet',
    'sparkles',
    ['bot', 'workflow', 'phone-call', 'chart-no-axes-combined'],
    {dark: true},
  ),
  'og-helix-ai.png': {
    kind: 'raster',
    scene: {
      kind: 'scene',
      size: 'og',
      title: 'Helix AI: AI services for growing businesses',
      palette: 'violet',
      icon: 'sparkles',
      around: ['bot', 'workflow', 'phone-call', 'chart-column'],
    },
  },

  // Blog covers
  'blog-ai-lead-generation.svg': wide(
    'A funnel turning website visitors into qualified leads',
    'violet',
    'funnel',
    ['globe', 'users', 'badge-check', 'mouse-pointer-click'],
    {widget: 'funnel'},
  ),
  'blog-ai-startups-2025.svg': wide(
    'A rocket beside a rising chart, a pitch deck and a handshake',
    'indigo',
    'rocket',
    ['presentation', 'handshake', 'lightbulb', 'trending-up'],
    {widget: 'chart'},
  ),
  'blog-custom-ai-agents.svg': wide(
    'A library of AI agents, each for one business task',
    'violet',
    'bot',
    ['mail', 'calendar-check', 'receipt', 'headset'],
    {widget: 'grid'},
  ),
  'blog-eu-ai-act.svg': wide(
    'Scales of justice beside a compliance checklist',
    'indigo',
    'scale',
    ['file-text', 'shield-check', 'landmark', 'list-checks'],
    {widget: 'form'},
  ),
  'blog-five-processes-automation.svg': wide(
    'A workflow linking email, calendar, invoices and a CRM',
    'emerald',
    'workflow',
    ['mail', 'calendar', 'receipt', 'database'],
    {widget: 'flow'},
  ),
  'blog-measuring-ai-roi.svg': wide(
    'A dollar sign over a chart of savings, with a clock and a calculator',
    'emerald',
    'circle-dollar-sign',
    ['clock', 'piggy-bank', 'calculator', 'trending-up'],
    {widget: 'chart'},
  ),
  'blog-reasoning-models.svg': wide(
    'A brain whose branching steps lead to one checked answer',
    'violet',
    'brain',
    ['git-branch', 'lightbulb', 'list-checks', 'circle-check'],
    {widget: 'flow'},
  ),
  'blog-retrieval-augmented-generation.svg': wide(
    'Documents flowing through a search index to an AI assistant',
    'sky',
    'file-search',
    ['files', 'database', 'search', 'bot'],
    {widget: 'flow'},
  ),
  'blog-small-language-models.svg': wide('A compact chip with a server, a lock and a speed gauge', 'teal', 'cpu', [
    'server',
    'zap',
    'lock',
    'gauge',
  ]),
  'blog-speed-to-lead.svg': wide(
    'A stopwatch beside a phone with a new lead answered at once',
    'amber',
    'timer',
    ['smartphone', 'bell-ring', 'phone-call', 'calendar-check'],
    {widget: 'chat'},
  ),
  'blog-voice-ai-agents.svg': wide(
    'A phone call answered by an AI voice agent, with its waveform',
    'violet',
    'phone-call',
    ['bot', 'mic', 'headset', 'calendar-check'],
    {widget: 'wave'},
  ),

  // Product pages
  'products-life-quest-ai.svg': screen(
    'The Life Quest AI dashboard with a goal, milestones and a coaching chat',
    'target',
    'chat',
    ['flag', 'calendar-check'],
  ),
  'products-life-quest.svg': app(
    'The Life Quest app with a quest map of milestones along a path',
    'amber',
    'map',
    'map',
    ['trophy', 'star', 'flag', 'footprints'],
  ),
  'products-chartopia-preview.svg': screen(
    'Chartopia turning a typed request into a bar chart',
    'chart-column',
    'chart',
    ['table', 'sparkles'],
  ),
  'products-gallery-skincare.svg': wide(
    'A skincare bottle with water drops, a leaf and morning sun',
    'rose',
    'perfume-bottle',
    ['droplets', 'leaf', 'sun', 'sparkles'],
  ),
  'products-gallery-coffee.svg': wide('A coffee cup beside a laptop, a notebook and a croissant', 'amber', 'coffee', [
    'laptop',
    'notebook-pen',
    'croissant',
    'sun',
  ]),
  'products-gallery-city.svg': wide('A city block with shops, trees, a bus and a bicycle', 'sky', 'building', [
    'store',
    'trees',
    'bus',
    'bike',
  ]),
  'products-gallery-sneaker.svg': wide('A running shoe with speed, a star and a sparkle', 'violet', 'sport-shoe', [
    'zap',
    'star',
    'sparkles',
    'footprints',
  ]),
  'products-gallery-interior.svg': wide('A living room with a sofa, a lamp, a plant and sunlight', 'emerald', 'sofa', [
    'lamp',
    'flower-2',
    'armchair',
    'sun',
  ]),
  'products-gallery-food.svg': wide("A salad bowl with salmon, leaves and a chef's hat", 'teal', 'salad', [
    'fish',
    'leaf',
    'utensils',
    'chef-hat',
  ]),

  // LeadConnect screenshots
  'leads-screenshot-dashboard.svg': screen('The LeadConnect dashboard', 'layout-dashboard', 'chart', [
    'users',
    'calendar-check',
  ]),
  'leads-screenshot-pipeline.svg': screen('The LeadConnect pipeline board', 'kanban', 'columns', [
    'users',
    'circle-dollar-sign',
  ]),
  'leads-screenshot-lead-profile.svg': screen('A LeadConnect lead profile', 'user-round', 'list', ['phone', 'mail']),
  'leads-screenshot-ai-qualification.svg': screen('The LeadConnect AI qualification scorecard', 'gauge', 'list', [
    'badge-check',
    'wallet',
  ]),
  'leads-screenshot-conversations.svg': screen('The LeadConnect conversations inbox', 'messages-square', 'chat', [
    'mail',
    'message-circle',
  ]),
  'leads-screenshot-ai-agents.svg': screen('The LeadConnect AI agents library', 'bot', 'grid', [
    'calendar-check',
    'refresh-cw',
    'star',
    'send',
  ]),
  'leads-screenshot-booking.svg': screen('The LeadConnect booking calendar', 'calendar-check', 'calendar', [
    'clock',
    'bell',
  ]),
  'leads-screenshot-campaigns.svg': screen('The LeadConnect campaign builder', 'send', 'flow', [
    'mail',
    'message-square',
    'clock',
    'send',
  ]),
  'leads-screenshot-crm-sync.svg': screen('The LeadConnect CRM sync settings', 'refresh-cw', 'form', [
    'database',
    'link',
  ]),
  'leads-screenshot-analytics.svg': screen('The LeadConnect analytics dashboard', 'chart-column', 'chart', [
    'trending-up',
    'timer',
  ]),
  'leads-screenshot-white-label.svg': screen('The LeadConnect white-label branding settings', 'palette', 'form', [
    'globe',
    'brush',
  ]),

  // Web and mobile app portfolio
  'app-freshcart.svg': app('The FreshCart grocery app', 'emerald', 'shopping-cart', 'list', [
    'apple',
    'carrot',
    'clock',
    'sparkles',
  ]),
  'app-clinicflow.svg': app('The ClinicFlow booking app', 'teal', 'stethoscope', 'calendar', [
    'calendar-check',
    'bell',
    'clipboard-list',
    'heart-pulse',
  ]),
  'app-fittrack.svg': app('The FitTrack Pro workout app', 'rose', 'dumbbell', 'chart', [
    'activity',
    'timer',
    'flame',
    'trophy',
  ]),
  'app-propertypulse.svg': app('The PropertyPulse property app', 'amber', 'house', 'list', [
    'search',
    'map-pin',
    'key-round',
    'bot',
  ]),
  'app-learnloop.svg': app('The LearnLoop lesson app with an AI tutor', 'indigo', 'graduation-cap', 'chat', [
    'book-open',
    'lightbulb',
    'circle-check',
    'bot',
  ]),
  'app-tableready.svg': app('The TableReady reservation app', 'rose', 'utensils-crossed', 'calendar', [
    'users',
    'clock',
    'bell',
    'armchair',
  ]),
  'app-fleetsense.svg': app('The FleetSense fleet app with a delivery route', 'sky', 'truck', 'map', [
    'map-pin',
    'route',
    'fuel',
    'gauge',
  ]),

  // Online course instructor
  'course-instructor.svg': wide(
    'Daniel Brooks presenting a chart at an AI workshop',
    'violet',
    'presentation',
    ['lightbulb', 'users'],
    {widget: 'chart', person: {name: 'Daniel Brooks', hair: 'short'}},
  ),

  // Podcast episode covers
  'episode-ai-receptionist.svg': square('A phone answered by an AI receptionist', 'violet', 'phone-call', [
    'mic',
    'calendar-check',
    'face-slightly-smiling',
    'clock',
  ]),
  'episode-automation-first-steps.svg': square('A workflow with the first steps of automation', 'emerald', 'workflow', [
    'mic',
    'footprints',
    'calendar',
    'zap',
  ]),
  'episode-ai-and-search.svg': square('A search magnifier over a globe', 'sky', 'search', [
    'mic',
    'globe',
    'sparkles',
    'map-pin',
  ]),
  'episode-data-privacy.svg': square('A padlock guarding customer data', 'indigo', 'lock', [
    'mic',
    'shield-check',
    'database',
    'eye-off',
  ]),
  'episode-agents-in-sales.svg': square('A handshake between a sales team and AI agents', 'amber', 'handshake', [
    'mic',
    'bot',
    'trending-up',
    'users',
  ]),
  'episode-content-at-scale.svg': square('A pen writing many copies of a post', 'rose', 'pen-line', [
    'mic',
    'copy',
    'megaphone',
    'image',
  ]),
  'episode-roi-of-ai.svg': square('A dollar sign with a rising chart', 'teal', 'circle-dollar-sign', [
    'mic',
    'trending-up',
    'clock',
    'calculator',
  ]),
  'episode-training-your-team.svg': square('A graduation cap for a team learning AI', 'violet', 'graduation-cap', [
    'mic',
    'users',
    'presentation',
    'lightbulb',
  ]),

  // Image restoration pairs
  ...pair('wedding', 'A 1950s wedding portrait of a couple under a flower arch'),
  ...pair('family', 'A family of four at a picnic in front of their house'),
  ...pair('soldier', 'A portrait of a young soldier in uniform'),
  ...pair('storefront', 'A family grocery shop front with its shopkeeper'),
}
