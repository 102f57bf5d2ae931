import type {Testimonial} from '@agency/web/sanity.types'
import {portraitOf, type SeedDoc} from '../lib'

type T = Omit<SeedDoc<Testimonial>, '_type' | 'rating'> & {rating?: number}
const t = (x: T): SeedDoc<Testimonial> => ({_type: 'testimonial', rating: 5, ...x})

/** Testimonials on the medical and veterinary second-opinion pages (fictional people). */
const testimonials = [
  t({
    _id: 'testimonial-industries-doctors-maria',
    quote:
      "My lab results arrived on a Friday evening with no one to explain them. The AI walked me through every value, flagged the two worth asking about, and I went into Monday's appointment with the right questions.",
    author: 'Maria Lopez',
    role: 'Patient, Phoenix AZ',
    image: portraitOf('Maria Lopez'),
  }),
  t({
    _id: 'testimonial-industries-doctors-james',
    quote:
      'I manage medication for both of my parents. The tracker and calendar reminders mean no missed doses, and the interaction check caught a combination their pharmacist then confirmed.',
    author: 'James Porter',
    role: 'Family caregiver',
    image: portraitOf('James Porter'),
  }),
  t({
    _id: 'testimonial-industries-doctors-priya',
    quote:
      'I recommend it to patients who want to understand a diagnosis between visits. They arrive better informed, and our appointments are more productive because of it.',
    author: 'Dr. Priya Raman',
    role: 'Family physician, Lakeside Clinic',
    image: portraitOf('Dr. Priya Raman'),
  }),
  t({
    _id: 'testimonial-industries-vets-emily',
    quote:
      'Our beagle ate something in the garden at 11 pm. The emergency triage told us within minutes that it was safe to wait for our vet in the morning, and exactly what to watch for overnight.',
    author: 'Emily Carter',
    role: 'Owner of Biscuit the beagle',
    image: portraitOf('Emily Carter'),
  }),
  t({
    _id: 'testimonial-industries-vets-marcus',
    quote:
      "Three cats, two dogs and a lot of vaccination dates. Having every pet's records, medications and reminders in one place has made our household far calmer.",
    author: 'Marcus Bell',
    role: 'Owner of five rescue pets',
    image: portraitOf('Marcus Bell'),
  }),
  t({
    _id: 'testimonial-industries-vets-hannah',
    quote:
      'As a practice we use it for a quick second look at tricky cases and for client education. The breed-specific guidance saves our team time every single day.',
    author: 'Dr. Hannah Schmidt, DVM',
    role: 'Practice owner, Maple Grove Animal Hospital',
    image: portraitOf('Dr. Hannah Schmidt'),
  }),
]

export default testimonials
