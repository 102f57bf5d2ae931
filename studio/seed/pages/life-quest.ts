import {cta, definePage} from '../lib'

export default definePage({
  slug: "life-quest",
  title: "Life Quest",
  seo: {
    title: "Life Quest: Level Up Your Life with AI | Helix AI",
    description: "Turn your life into a quest: AI coaching, goal tracking and step-by-step plans that keep you moving, day and night.",
    keywords: ["Life Quest", "goal achievement", "AI life coach"],
  },
  sections: [
    {
      _type: 'hero',
      title: "Level up your life",
      subtitle: "Your goals become quests, your progress becomes visible, and an AI coach is with you 24/7.",
      ctas: [cta('Get a Free Quote', '/contact')],
    },
  ],
})
