'use client'

import dynamic from 'next/dynamic'

/** Loads the video island's code only on pages that render it. */
export const HeroVideoLazy = dynamic(() => import('./HeroVideo').then((m) => m.HeroVideo))
