import {cta, definePage} from '../lib'

export default definePage({
  slug: "video-production",
  title: "Video Production",
  seo: {
    title: "AI Video Production | Helix AI",
    description: "Explainer videos, ads and social shorts produced in days with AI-assisted scripting, editing and voice-over, and people checking every frame.",
    keywords: ["AI video production", "explainer videos", "social media video"],
  },
  sections: [
    {
      _type: 'hero',
      title: "AI video production that ships in days",
      subtitle: "Scripts, visuals, voice-over and edits for ads, explainers and shorts, produced with AI and finished by people.",
      ctas: [cta('Get a Free Quote', '/contact')],
    },
  ],
})
