import {cta, definePage} from '../lib'

export default definePage({
  slug: "ai-teaching",
  title: "AI Teaching Assistant",
  seo: {
    title: "AI Teaching Assistant | Helix AI",
    description: "A patient AI teaching assistant for technical concepts, problem solving and best practices, with tips for learning faster.",
    keywords: ["AI tutor", "AI teaching assistant", "learn AI"],
  },
  sections: [
    {
      _type: 'hero',
      title: "Your AI teaching assistant",
      subtitle: "Learn technical concepts and problem-solving at your own pace with an assistant that never tires of questions.",
      ctas: [cta('Get a Free Quote', '/contact')],
    },
  ],
})
