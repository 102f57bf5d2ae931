/** The route table of the specification: every one must exist. */
export const SPEC_ROUTES = [
  '/', '/web-design', '/video-production', '/automation', '/ai-agents', '/research', '/consulting', '/about', '/contact',
  '/terms', '/privacy', '/cookies', '/image-restoration', '/web-mobile-app', '/podcast', '/blog', '/ask-ai', '/ai-teaching',
  '/online-course', '/ai-readiness-quiz', '/ai-implementation-course', '/live-session', '/market-research-agent', '/gohighlevel',
  '/booking', '/leadconnect', '/leadconnect-digital', '/digital-marketing-services', '/ai-voice-agents', '/ai-education',
  '/presentation-service', '/life-quest-ai', '/life-quest', '/chartopia', '/aimindflow', '/ai-content-creation',
  '/ai-image-generation', '/ai-chatbot-development', '/aila-lawyers', '/ai-lawyers-assistant', '/ai-doctors-second-opinion',
  '/ai-vets-second-opinion', '/pyramid-block-system', '/ai-news-podcast', '/synapsecore', '/llm-fine-tuning',
] as const
