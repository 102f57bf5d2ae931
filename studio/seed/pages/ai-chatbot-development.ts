import {cta, definePage} from '../lib'

export default definePage({
  slug: "ai-chatbot-development",
  title: "AI Chatbot Development",
  seo: {
    title: "AI Chatbot Development | Helix AI",
    description: "Custom AI chatbots for your website, WhatsApp and support desk, trained on your own knowledge and connected to your systems.",
    keywords: ["AI chatbot development", "custom chatbot", "customer support chatbot"],
  },
  sections: [
    {
      _type: 'hero',
      title: "Chatbots that actually help",
      subtitle: "Custom AI chatbots trained on your knowledge and connected to your systems.",
      ctas: [cta('Get a Free Quote', '/contact')],
    },
  ],
})
