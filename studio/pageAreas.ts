/**
 * The Studio's page list is grouped by area. A page belongs to the area whose list holds its slug;
 * a page whose slug is in no list (a page just created) is listed under "Other pages" until its
 * slug is added here.
 */
export const PAGE_AREAS = [
  {
    id: 'core',
    title: 'Core services',
    slugs: [
      'index',
      'web-design',
      'video-production',
      'automation',
      'ai-agents',
      'research',
      'consulting',
      'image-restoration',
      'web-mobile-app',
      'podcast',
      'ai-news-podcast',
      'blog',
    ],
  },
  {
    id: 'sales',
    title: 'Sales pages',
    slugs: [
      'digital-marketing-services',
      'ai-voice-agents',
      'ai-education',
      'presentation-service',
      'leadconnect',
      'leadconnect-digital',
      'gohighlevel',
      'online-course',
      'ai-implementation-course',
      'live-session',
      'ai-readiness-quiz',
      'ai-content-creation',
      'ai-image-generation',
      'ai-chatbot-development',
    ],
  },
  {
    id: 'products',
    title: 'Products',
    slugs: [
      'synapsecore',
      'chartopia',
      'aimindflow',
      'life-quest',
      'life-quest-ai',
      'market-research-agent',
      'ask-ai',
      'ai-teaching',
    ],
  },
  {
    id: 'industries',
    title: 'Industries',
    slugs: [
      'aila-lawyers',
      'ai-lawyers-assistant',
      'ai-doctors-second-opinion',
      'ai-vets-second-opinion',
      'pyramid-block-system',
      'llm-fine-tuning',
    ],
  },
  {
    id: 'company',
    title: 'Company and legal',
    slugs: ['about', 'contact', 'booking', 'terms', 'privacy', 'cookies'],
  },
] as const satisfies readonly {id: string; title: string; slugs: readonly string[]}[]

export const AREA_SLUGS: string[] = PAGE_AREAS.flatMap((a) => [...a.slugs])
