import {cta, definePage} from '../lib'

export default definePage({
  slug: "ai-image-generation",
  title: "AI Image Generation",
  seo: {
    title: "AI Image Generation Services | Helix AI",
    description: "Product shots, campaign visuals and illustrations generated with AI and refined by designers, on monthly plans.",
    keywords: ["AI image generation", "AI product photos", "AI illustrations"],
  },
  sections: [
    {
      _type: 'hero',
      title: "Visuals on demand",
      subtitle: "Product shots, campaign images and illustrations, generated with AI and refined by designers.",
      ctas: [cta('Get a Free Quote', '/contact')],
    },
  ],
})
