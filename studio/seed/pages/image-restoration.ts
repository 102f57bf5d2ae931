import {cta, definePage} from '../lib'

export default definePage({
  slug: "image-restoration",
  title: "Image Restoration",
  seo: {
    title: "AI Photo Restoration & Colorization | Helix AI",
    description: "Bring old photographs back to life: AI repairs damage, adds natural colour and even animates faces. Upload, wait minutes, share.",
    keywords: ["photo restoration", "photo colorization", "AI image restoration"],
  },
  sections: [
    {
      _type: 'hero',
      title: "Bring your old photos back to life",
      subtitle: "AI repairs scratches, restores faded colour and animates faces in your family photographs.",
      ctas: [cta('Get a Free Quote', '/contact')],
    },
  ],
})
