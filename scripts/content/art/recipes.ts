/**
 * What every generated picture of the embedded dataset shows. `npm run content:build` draws each file
 * named here into studio/seed/images (scripts/content/art/): portraits of people from their names,
 * subject scenes from lucide icons, restoration pairs, and the share image. A seed document points at
 * a file with `img(file, alt)` (or `portraitOf(name)`); a file that is not listed here must be a real
 * picture someone put in studio/seed/images. Editors replace any of them in the Studio.
 */
import type {Hair, MockupRecipe, Recipe, RestorationRecipe, SceneRecipe} from './index'
import type {SiteSpec} from './mockup'
import type {PortfolioSite} from './sites'
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
/** A product picture: what the service produces (./mockup.ts). */
const shows = (subject: MockupRecipe['subject'], palette: PaletteName, title: string): MockupRecipe => ({
  kind: 'mockup',
  subject,
  palette,
  title,
})

/** The client site the web-design hero shows, in a browser and on a phone. */
const sites: Record<string, SiteSpec> = {
  'brightline-dental': {
    name: 'Brightline Dental',
    address: 'brightline-dental.example.com',
    headline: ['Smile with', 'confidence'],
    button: 'Book online',
    icon: 'stethoscope',
    palette: 'teal',
    cards: ['Check-ups', 'Whitening', 'Implants'],
    cardIcons: ['calendar-check', 'sparkles', 'shield-check'],
  },
}

/**
 * The client sites of /web-design's portfolio (./sites.ts): five businesses, each with a layout and
 * colours of its own, drawn in a browser window on a backdrop of its palette.
 */
const portfolio: Record<string, {site: PortfolioSite; palette: PaletteName}> = {
  'harbor-pine': {
    palette: 'sky',
    site: {
      layout: 'listings',
      name: 'Harbor & Pine',
      address: 'harborpine.example.com',
      colours: {
        page: '#fbf8f2',
        ink: '#0f2d4a',
        accent: '#e4572e',
        onAccent: '#ffffff',
        soft: '#efe6d6',
        muted: '#6b7c8f',
      },
    },
  },
  'brightline-dental': {
    palette: 'teal',
    site: {
      layout: 'booking',
      name: 'Brightline Dental',
      address: 'brightline-dental.example.com',
      colours: {
        page: '#ffffff',
        ink: '#134e4a',
        accent: '#0d9488',
        onAccent: '#ffffff',
        soft: '#ccfbf1',
        muted: '#5f7f7c',
      },
    },
  },
  'lumen-legal': {
    palette: 'indigo',
    site: {
      layout: 'editorial',
      name: 'Lumen Legal',
      address: 'lumenlegal.example.com',
      colours: {
        page: '#0b1220',
        ink: '#f3ede2',
        accent: '#c8a25a',
        onAccent: '#0b1220',
        soft: '#1c2536',
        muted: '#9aa4b5',
      },
    },
  },
  'copper-kettle': {
    palette: 'amber',
    site: {
      layout: 'menu',
      name: 'Copper Kettle',
      address: 'copperkettle.example.com',
      colours: {
        page: '#2a1a12',
        ink: '#fbf3e4',
        accent: '#d9823f',
        onAccent: '#2a1a12',
        soft: '#3d2a1e',
        muted: '#c9b091',
      },
    },
  },
  'northwind-gear': {
    palette: 'emerald',
    site: {
      layout: 'shop',
      name: 'Northwind',
      address: 'northwind-gear.example.com',
      colours: {
        page: '#ffffff',
        ink: '#14532d',
        accent: '#a3e635',
        onAccent: '#14532d',
        soft: '#eef3ea',
        muted: '#5b6b5f',
      },
    },
  },
}
const siteShot = (key: keyof typeof portfolio, title: string): MockupRecipe => ({
  kind: 'mockup',
  subject: 'portfolio-site',
  palette: portfolio[key]!.palette,
  size: 'card',
  portfolio: portfolio[key]!.site,
  title,
})

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

  // The AI readiness quiz's first screen (/ai-readiness-quiz): the dial its results show
  'quiz-dial.svg': wide(
    'A readiness dial from Beginner to Advanced, with bars for the areas of the business',
    'violet',
    'gauge',
    ['database', 'workflow', 'users', 'target'],
    {widget: 'dial'},
  ),

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

  // Page heroes: what each service produces
  'hero-web-design.svg': {
    ...shows(
      'website',
      'sky',
      'The Brightline Dental website we built, in a browser and on a phone, scoring 98 on PageSpeed',
    ),
    site: sites['brightline-dental'],
  },
  'hero-ai-voice-agents.svg': shows(
    'voice-call',
    'violet',
    'A call answered by Joy, the AI receptionist: the waveform, the transcript of a booking and the appointment it made',
  ),
  'hero-chartopia.svg': shows(
    'chart',
    'sky',
    'Chartopia turning the request "monthly sales by region" into a labelled bar chart',
  ),
  'hero-image-restoration.svg': shows(
    'restoration',
    'amber',
    'An old photo of a grocery shop front, half faded and scratched, half restored in full colour',
  ),
  'hero-ai-chatbot-development.svg': shows(
    'chat-widget',
    'emerald',
    "A bakery website's chatbot taking a birthday cake order, with quick replies for orders and opening hours",
  ),
  'hero-pyramid-block-system.svg': shows(
    'pyramid',
    'amber',
    'A wall of interlocking pyramid blocks in cross-section, with 42 cm² contact, 10x strength and 38% lower cost',
  ),
  'hero-automation.svg': shows(
    'workflow',
    'emerald',
    'An automation turning a web form lead into a scored CRM contact, a welcome email and a sales alert: 312 tasks run today',
  ),
  'hero-ai-agents.svg': shows(
    'agent-console',
    'indigo',
    'An AI sales agent chatting with a customer while it checks stock, reserves the sofa and updates the CRM',
  ),
  'hero-research.svg': shows(
    'report',
    'sky',
    'A market report for a second store in Austin, with a demand chart and the key finding: demand 27% above supply',
  ),
  'hero-consulting.svg': shows(
    'roadmap',
    'amber',
    'A six-month AI roadmap from quick wins to scale, with $48,000 a year of estimated savings',
  ),
  'hero-about.svg': shows(
    'team',
    'violet',
    'Portraits of Maya Okafor, Daniel Reyes and Priya Natarajan, with 500+ projects, 98% satisfaction, 50+ experts and 24/7 support',
  ),
  'hero-contact.svg': shows(
    'reply',
    'indigo',
    'Our reply to an enquiry offering three times for a free call, answered within one business day',
  ),
  'hero-podcast.svg': shows(
    'podcast',
    'violet',
    'The Helix AI Podcast player playing episode 42, "Your first AI receptionist"',
  ),
  'hero-ask-ai.svg': shows(
    'assistant',
    'sky',
    'The AI assistant writing a friendly refund reply to a customer, with buttons to copy or shorten it',
  ),
  'hero-ai-teaching.svg': shows(
    'tutor',
    'teal',
    'A lesson on writing prompts beside the AI tutor explaining what a token is',
  ),
  'hero-online-course.svg': shows(
    'course',
    'violet',
    'The course player with the instructor and a chart, and the course outline 60% complete',
  ),
  'hero-ai-implementation-course.svg': shows(
    'webinar',
    'amber',
    'The live course session "From concept to action" with participants and their questions',
  ),
  'hero-live-session.svg': shows(
    'video-call',
    'indigo',
    'A one-to-one strategy video call with 1 hour 42 minutes left and the action plan it produced',
  ),
  'hero-market-research-agent.svg': shows(
    'research-agent',
    'emerald',
    'The research agent studying coffee shop demand in Austin: foot traffic, competitors, spending and a map of hot spots',
  ),
  'hero-gohighlevel.svg': shows(
    'agency',
    'sky',
    'An agency dashboard with four client accounts, their new leads and 120 leads this month',
  ),
  'hero-booking.svg': shows(
    'booking',
    'violet',
    'Booking a free 30-minute strategy session: a May calendar with Thursday 14 at 10:30 AM chosen',
  ),
  'hero-leadconnect.svg': shows(
    'pipeline',
    'indigo',
    'The LeadConnect pipeline: new, qualified and booked leads, each with an AI score',
  ),
  'hero-leadconnect-digital.svg': shows(
    'missed-call',
    'rose',
    'A missed call answered by text within 8 seconds and turned into a booked plumbing job',
  ),
  'hero-digital-marketing-services.svg': shows(
    'marketing',
    'amber',
    "A florist's sponsored post, the month's ad results (4,812 clicks, 126 leads) and the website included for $0",
  ),
  'hero-ai-education.svg': shows(
    'session',
    'rose',
    'A one-to-one AI workshop on a video call beside the session plan and two weeks of email support',
  ),
  'hero-presentation-service.svg': shows(
    'slides',
    'amber',
    'A finished 12-slide presentation, "Q3 growth plan", with a chart and thumbnails, ready to download',
  ),
  'hero-aimindflow.svg': shows(
    'dataflow',
    'indigo',
    'A data workflow built from one sentence: sales.csv cleaned, forecast by a model and sent to a dashboard',
  ),
  'hero-ai-content-creation.svg': shows(
    'content-calendar',
    'rose',
    'A week of scheduled blog, LinkedIn, Instagram and newsletter posts, and a blog post edited by a person',
  ),
  'hero-ai-image-generation.svg': shows(
    'image-grid',
    'violet',
    'Four product images generated from one prompt: a skincare bottle on wet stone in morning light',
  ),
  'hero-aila-lawyers.svg': shows(
    'case-file',
    'indigo',
    'An AILA case file for a commercial lease dispute: recent activity and the AI recommendation',
  ),
  'hero-ai-lawyers-assistant.svg': shows(
    'legal-doc',
    'amber',
    'A lease with its deposit clause highlighted and explained in plain words, with a letter template to use',
  ),
  'hero-ai-doctors-second-opinion.svg': shows(
    'lab-report',
    'sky',
    'Blood test results with two values flagged and an AI second opinion explaining them in plain words',
  ),
  'hero-ai-vets-second-opinion.svg': shows(
    'pet-profile',
    'emerald',
    "Milo the labrador's health profile and a symptom check that tells his owner to call the vet now",
  ),
  'hero-ai-news-podcast.svg': shows(
    'report-video',
    'rose',
    'The video report "What people fear about AI" beside its contents',
  ),
  'hero-synapsecore.svg': shows(
    'hub',
    'violet',
    'SynapseCore at the centre of AI models and tools: 200+ models, 2,500+ tools, free at launch',
  ),
  'hero-llm-fine-tuning.svg': shows(
    'training',
    'indigo',
    'A fine-tuning run: accuracy rising as loss falls, and accuracy on the task up from 71% to 94%',
  ),
  'hero-web-mobile-app.svg': shows(
    'apps',
    'emerald',
    'Two apps we built: the FreshCart grocery app at checkout and the ClinicFlow appointments app',
  ),
  'hero-video-production.svg': shows(
    'video-editor',
    'rose',
    'A coffee advert in the video editor, with captions and music on the timeline and 16:9, 9:16 and 1:1 versions',
  ),

  // The home page's picture on phones and tablets: what the agency sells, at work
  'home-at-work.svg': {
    ...shows(
      'agency-at-work',
      'violet',
      'What we build, at work: an AI receptionist booking a call at night, a website chat agent answering a customer, and an automation filing the lead and sending the follow-up',
    ),
    size: 'card',
  },

  // The websites of /web-design's portfolio
  'site-harbor-pine.svg': siteShot(
    'harbor-pine',
    'The Harbor & Pine Realty website: a waterfront photograph with a property search across it, and new listings with their prices',
  ),
  'site-brightline-dental.svg': siteShot(
    'brightline-dental',
    'The Brightline Dental website: the headline and reviews beside a booking calendar with free times',
  ),
  'site-lumen-legal.svg': siteShot(
    'lumen-legal',
    'The Lumen Legal Partners website: a dark, typographic page with a serif promise and three numbered practice areas',
  ),
  'site-copper-kettle.svg': siteShot(
    'copper-kettle',
    "The Copper Kettle Bistro website: a plate of food beside tonight's menu with prices, and a table reservation bar",
  ),
  'site-northwind-gear.svg': siteShot(
    'northwind-gear',
    'The Northwind Outdoor Gear online store: search, a cart, category chips and tents, packs and boots with prices',
  ),

  // Image restoration pairs
  ...pair('wedding', 'A 1950s wedding portrait of a couple under a flower arch'),
  ...pair('family', 'A family of four at a picnic in front of their house'),
  ...pair('soldier', 'A portrait of a young soldier in uniform'),
  ...pair('storefront', 'A family grocery shop front with its shopkeeper'),
}
