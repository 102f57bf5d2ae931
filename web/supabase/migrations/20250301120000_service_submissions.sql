-- Leads from the AI readiness quiz (/ai-readiness-quiz), written by the browser with the public anon key.
-- The anon role may only INSERT new, pending rows with the columns the site writes; it can read,
-- change and delete nothing. The agency's staff work on the rows with the service role.

create table if not exists public.service_submissions (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  service_name text not null,
  project_name text not null,
  description text not null,
  requirements text,
  first_name text not null,
  last_name text not null default '',
  email text not null,
  phone_number text,
  status text not null default 'pending',

  constraint service_submissions_service_name_check check (char_length(btrim(service_name)) between 1 and 120),
  constraint service_submissions_project_name_check check (char_length(btrim(project_name)) between 1 and 120),
  constraint service_submissions_description_check check (char_length(btrim(description)) between 1 and 500),
  constraint service_submissions_requirements_check check (requirements is null or char_length(requirements) <= 2000),
  constraint service_submissions_first_name_check check (char_length(btrim(first_name)) between 1 and 100),
  constraint service_submissions_last_name_check check (char_length(last_name) <= 100),
  constraint service_submissions_email_check check (
    char_length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'
  ),
  constraint service_submissions_phone_number_check check (
    phone_number is null or (char_length(phone_number) between 3 and 40 and phone_number ~ '^\+?[0-9 ().-]+$')
  ),
  constraint service_submissions_status_check check (status in ('pending', 'contacted', 'approved', 'rejected'))
);

comment on table public.service_submissions is 'Leads from the AI readiness quiz. anon inserts pending rows only.';

create index if not exists service_submissions_created_at_idx on public.service_submissions (created_at desc);
create index if not exists service_submissions_status_idx on public.service_submissions (status);

alter table public.service_submissions enable row level security;

-- Supabase grants every privilege on new tables to anon and authenticated by default: take them back.
revoke all on table public.service_submissions from anon, authenticated;

-- anon writes these columns only (id, created_at and status' default are the server's).
grant insert (service_name, project_name, description, requirements, first_name, last_name, email, phone_number, status)
  on table public.service_submissions to anon;

grant all on table public.service_submissions to service_role;

drop policy if exists "anon inserts pending submissions" on public.service_submissions;
create policy "anon inserts pending submissions"
  on public.service_submissions
  for insert
  to anon
  with check (status = 'pending');
