/**
 * The Supabase schema the site writes to, written to match migrations/*.sql (the shape
 * `supabase gen types typescript` produces). service_submissions.db.test.ts and lead_delivery.db.test.ts
 * apply the migrations to a real PostgreSQL server and compare their columns with
 * SERVICE_SUBMISSION_COLUMNS and PRESENTATION_REQUEST_COLUMNS, and the type assertions below keep those
 * lists and the Row types in step.
 */
export type Json = string | number | boolean | null | {[key: string]: Json | undefined} | Json[]

export type SubmissionStatus = 'pending' | 'contacted' | 'approved' | 'rejected'

export interface Database {
  public: {
    Tables: {
      service_submissions: {
        Row: {
          id: string
          created_at: string
          service_name: string
          project_name: string
          description: string
          requirements: string | null
          first_name: string
          last_name: string
          email: string
          phone_number: string | null
          status: string
          notified_at: string | null
          results_sent_at: string | null
          area_points: number[] | null
          page: string | null
          landing_page: string | null
          referrer_host: string | null
          utm_source: string | null
          utm_medium: string | null
          utm_campaign: string | null
        }
        Insert: {
          id?: string
          created_at?: string
          service_name: string
          project_name: string
          description: string
          requirements?: string | null
          first_name: string
          last_name?: string
          email: string
          phone_number?: string | null
          status?: string
          notified_at?: string | null
          results_sent_at?: string | null
          area_points?: number[] | null
          page?: string | null
          landing_page?: string | null
          referrer_host?: string | null
          utm_source?: string | null
          utm_medium?: string | null
          utm_campaign?: string | null
        }
        Update: {
          id?: string
          created_at?: string
          service_name?: string
          project_name?: string
          description?: string
          requirements?: string | null
          first_name?: string
          last_name?: string
          email?: string
          phone_number?: string | null
          status?: string
          notified_at?: string | null
          results_sent_at?: string | null
          area_points?: number[] | null
          page?: string | null
          landing_page?: string | null
          referrer_host?: string | null
          utm_source?: string | null
          utm_medium?: string | null
          utm_campaign?: string | null
        }
        Relationships: []
      }
      presentation_requests: {
        Row: {
          id: string
          created_at: string
          file_path: string
          original_name: string
          size_bytes: number
          content_type: string
          email: string
          status: string
          uploaded_at: string | null
          notified_at: string | null
        }
        Insert: {
          id?: string
          created_at?: string
          file_path: string
          original_name: string
          size_bytes: number
          content_type: string
          email: string
          status?: string
          uploaded_at?: string | null
          notified_at?: string | null
        }
        Update: {
          id?: string
          created_at?: string
          file_path?: string
          original_name?: string
          size_bytes?: number
          content_type?: string
          email?: string
          status?: string
          uploaded_at?: string | null
          notified_at?: string | null
        }
        Relationships: []
      }
      contact_messages: {
        Row: {
          id: string
          created_at: string
          name: string
          email: string
          company: string | null
          phone: string | null
          message: string
          page: string
          status: string
          notified_at: string | null
          receipt_sent_at: string | null
          landing_page: string | null
          referrer_host: string | null
          utm_source: string | null
          utm_medium: string | null
          utm_campaign: string | null
        }
        Insert: {
          id?: string
          created_at?: string
          name: string
          email: string
          company?: string | null
          phone?: string | null
          message: string
          page?: string
          status?: string
          notified_at?: string | null
          receipt_sent_at?: string | null
          landing_page?: string | null
          referrer_host?: string | null
          utm_source?: string | null
          utm_medium?: string | null
          utm_campaign?: string | null
        }
        Update: Partial<Database['public']['Tables']['contact_messages']['Row']>
        Relationships: []
      }
      newsletter_signups: {
        Row: {
          id: string
          created_at: string
          email: string
          page: string
          mailed_at: string | null
          landing_page: string | null
          referrer_host: string | null
          utm_source: string | null
          utm_medium: string | null
          utm_campaign: string | null
        }
        Insert: {
          id?: string
          created_at?: string
          email: string
          page?: string
          mailed_at?: string | null
          landing_page?: string | null
          referrer_host?: string | null
          utm_source?: string | null
          utm_medium?: string | null
          utm_campaign?: string | null
        }
        Update: Partial<Database['public']['Tables']['newsletter_signups']['Row']>
        Relationships: []
      }
      newsletter_subscribers: {
        Row: {
          email: string
          status: string
          page: string | null
          created_at: string
          confirmed_at: string | null
          unsubscribed_at: string | null
        }
        Insert: {
          email: string
          status: string
          page?: string | null
          created_at?: string
          confirmed_at?: string | null
          unsubscribed_at?: string | null
        }
        Update: Partial<Database['public']['Tables']['newsletter_subscribers']['Row']>
        Relationships: []
      }
    }
    Views: {[_ in never]: never}
    Functions: {
      leads_to_deliver: {
        Args: {with_results?: boolean; max_rows?: number}
        Returns: Database['public']['Tables']['service_submissions']['Row'][]
      }
      presentations_to_notify: {
        Args: {max_rows?: number}
        Returns: Database['public']['Tables']['presentation_requests']['Row'][]
      }
      presentations_expired: {
        Args: {max_rows?: number}
        Returns: Database['public']['Tables']['presentation_requests']['Row'][]
      }
      contact_messages_to_deliver: {
        Args: {max_rows?: number}
        Returns: Database['public']['Tables']['contact_messages']['Row'][]
      }
      newsletter_signups_to_deliver: {
        Args: {max_rows?: number}
        Returns: Database['public']['Tables']['newsletter_signups']['Row'][]
      }
      newsletter_confirm: {
        Args: {signup_id: string; address: string}
        Returns: 'confirmed' | 'unknown' | 'withdrawn'
      }
      newsletter_unsubscribe: {
        Args: {address: string}
        Returns: undefined
      }
    }
    Enums: {[_ in never]: never}
    CompositeTypes: {[_ in never]: never}
  }
}

export type ServiceSubmission = Database['public']['Tables']['service_submissions']['Row']
export type ServiceSubmissionInsert = Database['public']['Tables']['service_submissions']['Insert']
export type PresentationRequest = Database['public']['Tables']['presentation_requests']['Row']
export type ContactMessage = Database['public']['Tables']['contact_messages']['Row']
export type ContactMessageInsert = Database['public']['Tables']['contact_messages']['Insert']
export type NewsletterSignup = Database['public']['Tables']['newsletter_signups']['Row']
export type NewsletterSignupInsert = Database['public']['Tables']['newsletter_signups']['Insert']
export type NewsletterSubscriber = Database['public']['Tables']['newsletter_subscribers']['Row']

/** Each column's PostgreSQL type, whether it takes NULL and whether it has a default, as in the migration. */
export const SERVICE_SUBMISSION_COLUMNS = {
  id: {type: 'uuid', nullable: false, hasDefault: true},
  created_at: {type: 'timestamp with time zone', nullable: false, hasDefault: true},
  service_name: {type: 'text', nullable: false, hasDefault: false},
  project_name: {type: 'text', nullable: false, hasDefault: false},
  description: {type: 'text', nullable: false, hasDefault: false},
  requirements: {type: 'text', nullable: true, hasDefault: false},
  first_name: {type: 'text', nullable: false, hasDefault: false},
  last_name: {type: 'text', nullable: false, hasDefault: true},
  email: {type: 'text', nullable: false, hasDefault: false},
  phone_number: {type: 'text', nullable: true, hasDefault: false},
  status: {type: 'text', nullable: false, hasDefault: true},
  notified_at: {type: 'timestamp with time zone', nullable: true, hasDefault: false},
  results_sent_at: {type: 'timestamp with time zone', nullable: true, hasDefault: false},
  area_points: {type: 'ARRAY', nullable: true, hasDefault: false},
  page: {type: 'text', nullable: true, hasDefault: false},
  landing_page: {type: 'text', nullable: true, hasDefault: false},
  referrer_host: {type: 'text', nullable: true, hasDefault: false},
  utm_source: {type: 'text', nullable: true, hasDefault: false},
  utm_medium: {type: 'text', nullable: true, hasDefault: false},
  utm_campaign: {type: 'text', nullable: true, hasDefault: false},
} as const satisfies Record<keyof ServiceSubmission, {type: string; nullable: boolean; hasDefault: boolean}>

/** presentation_requests' columns, as in its migrations (written by the server with the service role only). */
export const PRESENTATION_REQUEST_COLUMNS = {
  id: {type: 'uuid', nullable: false, hasDefault: true},
  created_at: {type: 'timestamp with time zone', nullable: false, hasDefault: true},
  file_path: {type: 'text', nullable: false, hasDefault: false},
  original_name: {type: 'text', nullable: false, hasDefault: false},
  size_bytes: {type: 'bigint', nullable: false, hasDefault: false},
  content_type: {type: 'text', nullable: false, hasDefault: false},
  email: {type: 'text', nullable: false, hasDefault: false},
  status: {type: 'text', nullable: false, hasDefault: true},
  uploaded_at: {type: 'timestamp with time zone', nullable: true, hasDefault: false},
  notified_at: {type: 'timestamp with time zone', nullable: true, hasDefault: false},
} as const satisfies Record<keyof PresentationRequest, {type: string; nullable: boolean; hasDefault: boolean}>

/** contact_messages' columns, as in its migration (web/forms/forms.db.test.ts compares them with the database). */
export const CONTACT_MESSAGE_COLUMNS = {
  id: {type: 'uuid', nullable: false, hasDefault: true},
  created_at: {type: 'timestamp with time zone', nullable: false, hasDefault: true},
  name: {type: 'text', nullable: false, hasDefault: false},
  email: {type: 'text', nullable: false, hasDefault: false},
  company: {type: 'text', nullable: true, hasDefault: false},
  phone: {type: 'text', nullable: true, hasDefault: false},
  message: {type: 'text', nullable: false, hasDefault: false},
  page: {type: 'text', nullable: false, hasDefault: true},
  status: {type: 'text', nullable: false, hasDefault: true},
  notified_at: {type: 'timestamp with time zone', nullable: true, hasDefault: false},
  receipt_sent_at: {type: 'timestamp with time zone', nullable: true, hasDefault: false},
  landing_page: {type: 'text', nullable: true, hasDefault: false},
  referrer_host: {type: 'text', nullable: true, hasDefault: false},
  utm_source: {type: 'text', nullable: true, hasDefault: false},
  utm_medium: {type: 'text', nullable: true, hasDefault: false},
  utm_campaign: {type: 'text', nullable: true, hasDefault: false},
} as const satisfies Record<keyof ContactMessage, {type: string; nullable: boolean; hasDefault: boolean}>

/** newsletter_signups' columns, as in its migration. */
export const NEWSLETTER_SIGNUP_COLUMNS = {
  id: {type: 'uuid', nullable: false, hasDefault: true},
  created_at: {type: 'timestamp with time zone', nullable: false, hasDefault: true},
  email: {type: 'text', nullable: false, hasDefault: false},
  page: {type: 'text', nullable: false, hasDefault: true},
  mailed_at: {type: 'timestamp with time zone', nullable: true, hasDefault: false},
  landing_page: {type: 'text', nullable: true, hasDefault: false},
  referrer_host: {type: 'text', nullable: true, hasDefault: false},
  utm_source: {type: 'text', nullable: true, hasDefault: false},
  utm_medium: {type: 'text', nullable: true, hasDefault: false},
  utm_campaign: {type: 'text', nullable: true, hasDefault: false},
} as const satisfies Record<keyof NewsletterSignup, {type: string; nullable: boolean; hasDefault: boolean}>

/** newsletter_subscribers' columns, as in its migration (written by the server with the service role only). */
export const NEWSLETTER_SUBSCRIBER_COLUMNS = {
  email: {type: 'text', nullable: false, hasDefault: false},
  status: {type: 'text', nullable: false, hasDefault: false},
  page: {type: 'text', nullable: true, hasDefault: false},
  created_at: {type: 'timestamp with time zone', nullable: false, hasDefault: true},
  confirmed_at: {type: 'timestamp with time zone', nullable: true, hasDefault: false},
  unsubscribed_at: {type: 'timestamp with time zone', nullable: true, hasDefault: false},
} as const satisfies Record<keyof NewsletterSubscriber, {type: string; nullable: boolean; hasDefault: boolean}>

/** The columns the anon role may write in contact_messages and newsletter_signups (column-level INSERT grants). */
/** The attribution columns every visitor-written table has, which anon may write. */
const ATTRIBUTION = ['landing_page', 'referrer_host', 'utm_source', 'utm_medium', 'utm_campaign'] as const
export const CONTACT_ANON_COLUMNS = ['name', 'email', 'company', 'phone', 'message', 'page', ...ATTRIBUTION] as const satisfies ReadonlyArray<keyof ContactMessageInsert>
export const SIGNUP_ANON_COLUMNS = ['email', 'page', ...ATTRIBUTION] as const satisfies ReadonlyArray<keyof NewsletterSignupInsert>

/** The columns the anon role may write (its column-level INSERT grant). */
export const ANON_INSERT_COLUMNS = ['service_name', 'project_name', 'description', 'requirements', 'first_name', 'last_name', 'email', 'phone_number', 'status', 'area_points', 'page', ...ATTRIBUTION] as const satisfies ReadonlyArray<keyof ServiceSubmissionInsert>

// Compile-time checks: the column list names exactly the Row's keys; nullable columns are `| null` in Row;
// Insert's required keys are exactly the columns without a default that do not take NULL.
type Cols = typeof SERVICE_SUBMISSION_COLUMNS
type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false
type Assert<T extends true> = T
type NullableInRow = {[K in keyof ServiceSubmission]: null extends ServiceSubmission[K] ? K : never}[keyof ServiceSubmission]
type NullableInList = {[K in keyof Cols]: Cols[K]['nullable'] extends true ? K : never}[keyof Cols]
type RequiredInInsert = {[K in keyof ServiceSubmissionInsert]-?: object extends Pick<ServiceSubmissionInsert, K> ? never : K}[keyof ServiceSubmissionInsert]
type RequiredInList = {[K in keyof Cols]: Cols[K]['nullable'] extends false ? (Cols[K]['hasDefault'] extends false ? K : never) : never}[keyof Cols]
type PresentationCols = typeof PRESENTATION_REQUEST_COLUMNS
type NullableInPresentationRow = {
  [K in keyof PresentationRequest]: null extends PresentationRequest[K] ? K : never
}[keyof PresentationRequest]
type NullableInPresentationList = {
  [K in keyof PresentationCols]: PresentationCols[K]['nullable'] extends true ? K : never
}[keyof PresentationCols]
export type _ColumnChecks = [
  Assert<Equals<keyof Cols, keyof ServiceSubmission>>,
  Assert<Equals<keyof PresentationCols, keyof PresentationRequest>>,
  Assert<Equals<NullableInPresentationRow, NullableInPresentationList>>,
  Assert<Equals<keyof ServiceSubmissionInsert, keyof ServiceSubmission>>,
  Assert<Equals<NullableInRow, NullableInList>>,
  Assert<Equals<RequiredInInsert, RequiredInList>>,
]
