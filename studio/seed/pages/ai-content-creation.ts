import {cta, definePage} from '../lib'

export default definePage({
  slug: "ai-content-creation",
  title: "AI Content Creation",
  seo: {
    title: "AI Content Creation Services | Helix AI",
    description: "Blog posts and social media content written with AI and edited by people, on a monthly plan that fits your business.",
    keywords: ["AI content creation", "blog writing", "social media content"],
  },
  sections: [
    {
      _type: 'hero',
      title: "Content that keeps your audience coming back",
      subtitle: "Blog posts and social content written with AI and edited by people, every month.",
      ctas: [cta('Get a Free Quote', '/contact')],
    },
  ],
})
