'use client'

/**
 * The interactive islands, each loaded with next/dynamic so its code is a chunk of its own that only
 * pages rendering it download. (All content pages share one page component, layout/ContentPage.tsx;
 * importing an island directly would put every island into every page's first-load JavaScript.) They
 * still render on the server.
 */
import dynamic from 'next/dynamic'

export const CarouselClient = dynamic(() => import('./Carousel.client').then((m) => m.CarouselClient))
export const CountdownClient = dynamic(() => import('./Countdown.client').then((m) => m.CountdownClient))
export const ReadMoreClient = dynamic(() => import('./ReadMore.client').then((m) => m.ReadMoreClient))
export const Contents = dynamic(() => import('../components/Contents.client').then((m) => m.Contents))
export const TabsClient = dynamic(() => import('./Tabs.client').then((m) => m.TabsClient))
export const UploadFormClient = dynamic(() => import('./UploadForm.client').then((m) => m.UploadFormClient))
export const QuizIsland = dynamic(() => import('../quiz/Quiz.client').then((m) => m.Quiz))
