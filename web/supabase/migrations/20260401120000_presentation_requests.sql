-- Presentation uploads from /presentation-service. The site's server (service role key, never the
-- browser) records each request, hands the browser a signed upload URL for the private bucket below,
-- and after the upload checks the stored file's first bytes. anon and authenticated get nothing.
--
-- status: 'new' when the upload is granted, 'uploaded' once the stored bytes match the declared type,
-- 'rejected' when they did not (the file is deleted), 'contacted' / 'done' for the agency's own work.

create table if not exists public.presentation_requests (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  file_path text not null unique,
  original_name text not null,
  size_bytes bigint not null,
  content_type text not null,
  email text not null,
  status text not null default 'new',

  constraint presentation_requests_file_path_check check (char_length(file_path) between 1 and 300),
  constraint presentation_requests_original_name_check check (char_length(btrim(original_name)) between 1 and 255),
  constraint presentation_requests_size_check check (size_bytes > 0),
  constraint presentation_requests_content_type_check check (char_length(content_type) between 1 and 120),
  constraint presentation_requests_email_check check (
    char_length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'
  ),
  constraint presentation_requests_status_check check (status in ('new', 'uploaded', 'rejected', 'contacted', 'done'))
);

comment on table public.presentation_requests is 'Presentation uploads. Written by the site''s server with the service role only.';

create index if not exists presentation_requests_created_at_idx on public.presentation_requests (created_at desc);

alter table public.presentation_requests enable row level security;

-- Supabase grants every privilege on new tables to anon and authenticated by default: take them back.
-- No policy is created, so with row-level security on, anon and authenticated could do nothing anyway.
revoke all on table public.presentation_requests from anon, authenticated;
grant all on table public.presentation_requests to service_role;

-- The private bucket the files go to: no public URL; 50 MB hard ceiling (the Studio's limit is lower);
-- only the server's service role creates signed upload URLs and reads or deletes objects.
-- The browser uploads with the canonical type of the file's kind, so the bucket takes only these.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('presentations', 'presentations', false, 52428800, array[
  'application/pdf',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.apple.keynote',
  'application/vnd.oasis.opendocument.presentation'
])
on conflict (id) do update set public = false, file_size_limit = excluded.file_size_limit, allowed_mime_types = excluded.allowed_mime_types;
