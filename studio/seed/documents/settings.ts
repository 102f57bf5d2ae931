import type {IconName} from '@agency/schemas/lib/icons'
import type {SiteSettings} from '@agency/web/sanity.types'
import {img, site, type SeedDoc} from '../lib'
import {contactForm, newsletter} from '../forms'
import {wording} from '../wording'

const p = (label: string, href: string, icon: IconName) => ({_type: 'link' as const, label, href, icon})
const group = (heading: string, pages: Array<ReturnType<typeof p>>) => ({_type: 'navGroup' as const, heading, pages})

const settings: SeedDoc<SiteSettings> = {
  _id: 'siteSettings',
  _type: 'siteSettings',
  siteName: 'Helix AI',
  tagline:
    'An AI services agency: websites, agents, automation, voice, video and training for growing businesses. Support 24/7.',
  description:
    'Helix AI builds AI agents, voice assistants, automations, websites and marketing for small and medium businesses, and teaches teams to use AI well.',
  shareImage: img('og-helix-ai.png', 'Helix AI: AI services for growing businesses'),
  // The internal routes of the specification's sidebar, each once, under headings a visitor understands;
  // within a group they keep the specification's order. The first group opens the phone menu.
  sidebarGroups: [
    group('Start here', [
      p('AI Readiness Quiz', '/ai-readiness-quiz', 'target'),
      p('Book a Call', '/booking', 'calendar'),
      p('Contact', '/contact', 'mail'),
      p('About', '/about', 'users'),
    ]),
    group('AI agents and automation', [
      p('SynapseCore Super Agent', '/synapsecore', 'cpu'),
      p('LLM Fine-Tuning', '/llm-fine-tuning', 'brain'),
      p('AI Voice Agents', '/ai-voice-agents', 'phone'),
      p('AI MindFlow', '/aimindflow', 'workflow'),
      p('AI Chatbot Development', '/ai-chatbot-development', 'message'),
      p('Automation', '/automation', 'zap'),
      p('AI Agents', '/ai-agents', 'bot'),
      p('Research', '/research', 'search'),
      p('Market Research Agent', '/market-research-agent', 'trending-up'),
      p('LeadConnect Digital', '/leadconnect-digital', 'phone'),
    ]),
    group('Marketing and websites', [
      p('Presentations', '/presentation-service', 'file'),
      p('Digital Marketing', '/digital-marketing-services', 'megaphone'),
      p('AI Content Creation', '/ai-content-creation', 'file'),
      p('AI Image Generation', '/ai-image-generation', 'image'),
      p('Web Design', '/web-design', 'globe'),
      p('Web & Mobile Apps', '/web-mobile-app', 'smartphone'),
      p('Video Production', '/video-production', 'video'),
      p('Image Restoration', '/image-restoration', 'palette'),
      p('GoHighLevel', '/gohighlevel', 'rocket'),
    ]),
    group('Products', [
      p('Chartopia', '/chartopia', 'chart'),
      p('AI Doctors Second Opinion', '/ai-doctors-second-opinion', 'stethoscope'),
      p('AI Vets Second Opinion', '/ai-vets-second-opinion', 'paw'),
      p('Pyramid Block System', '/pyramid-block-system', 'layers'),
      p('AILA for Law Firms', '/aila-lawyers', 'scale'),
      p('AI Lawyers Assistant', '/ai-lawyers-assistant', 'briefcase'),
      p('Life Quest', '/life-quest', 'target'),
      p('Ask AI', '/ask-ai', 'sparkles'),
    ]),
    group('Learn and get advice', [
      p('AI Education', '/ai-education', 'graduation'),
      p('Consulting', '/consulting', 'lightbulb'),
      p('Podcast', '/podcast', 'mic'),
      p('Blog', '/blog', 'book'),
      p('AI Teaching Assistant', '/ai-teaching', 'lightbulb'),
      p('AI Implementation Course', '/ai-implementation-course', 'graduation'),
      p('2-Hour Strategy Session', '/live-session', 'calendar'),
    ]),
  ],
  sidebarLinks: [
    p('AI Agent Builder', site('agents'), 'bot'),
    p('AI News', site('news'), 'globe'),
    p('Deep Research', site('research'), 'search'),
    p('SynapseCore Super Agent', site('synapsecore'), 'cpu'),
    p('Facebook', 'https://facebook.com/helixai.example', 'users'),
    p('Instagram', 'https://instagram.com/helixai.example', 'image'),
    p('LinkedIn', 'https://linkedin.com/company/helixai-example', 'briefcase'),
    p('Videos', 'https://youtube.com/@helixai-example', 'video'),
  ],
  smsNumber: '+15550100199',
  phoneNumber: '+15550100123',
  supportEmail: 'support@helixai.example',
  phones: [
    {label: 'Sales and support, 24/7', number: '+15550100123'},
    {label: 'Canada', number: '+16135550142'},
    {label: 'Tech support', number: '+15550100177'},
  ],
  footerServices: [
    p('AI Agents', '/ai-agents', 'bot'),
    p('AI Voice Agents', '/ai-voice-agents', 'phone'),
    p('Automation', '/automation', 'zap'),
    p('Web Design', '/web-design', 'globe'),
    p('Digital Marketing', '/digital-marketing-services', 'megaphone'),
    p('Video Production', '/video-production', 'video'),
    p('LLM Fine-Tuning', '/llm-fine-tuning', 'brain'),
    p('AI Education', '/ai-education', 'graduation'),
  ],
  socialLinks: [
    {network: 'facebook', url: 'https://facebook.com/helixai.example'},
    {network: 'instagram', url: 'https://instagram.com/helixai.example'},
    {network: 'linkedin', url: 'https://linkedin.com/company/helixai-example'},
    {network: 'youtube', url: 'https://youtube.com/@helixai-example'},
  ],
  // No newsletter provider: the site's own sign-up shows (Forms). A provider's form address shows its frame instead.
  newsletterHeight: 650,
  wording,
  contactForm,
  newsletter,
  copyright: '© 2025 Helix AI. All rights reserved.',
  // The site-wide chat agent: the agency's own agent builder hosts the embed script.
  chatScriptUrl: site('agents', '/embed/chat.js'),
  chatAgentId: 'helix-site-concierge',
  // A placeholder in the real format, so the consent flow can be seen and tested; set the real id in the Studio.
  gaMeasurementId: 'G-HELIXDEMO1',
}

export default settings
