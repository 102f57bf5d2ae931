-- Lead delivery and upload bounds, on top of the earlier migrations (never edit an applied migration).
-- The site's server (web/leads/) tells the agency about every lead by email, sends the prospect their
-- quiz results, and marks each row once its email has gone; a cron call (GET /api/leads/sweep) sends
-- whatever is still unmarked. Everything here is for the service role: anon and authenticated get no
-- new privilege (anon's column-level INSERT grant on service_submissions stays as it was, so a visitor
-- cannot write the new columns).
--
-- 1. service_submissions.notified_at: when the agency's notification was sent;
--    service_submissions.results_sent_at: when the prospect's results email was sent.
--    An email is sent first and its column set after, so a failure in between repeats an email and
--    never loses one.
-- 2. presentation_requests.uploaded_at: when the confirm step found the file good ('uploaded');
--    presentation_requests.notified_at: when staff were emailed about it.
--    presentation_requests.status gains 'expired': a request still 'new' once its signed upload URL has
--    expired (Supabase signs upload URLs for 2 hours); the sweep deletes its file, if any, and sets it.
-- 3. Rate limits on presentation requests, in a trigger, because serverless instances share no memory:
--    at most 5 per email address (case-insensitive) per hour, and 30 per hour for the whole table.
--    Over a limit the insert fails with SQLSTATE PT429, which PostgREST answers as HTTP 429.
-- 4. What the sweep selects, as functions the service role calls through PostgREST (/rest/v1/rpc/...).

-- 1. Lead delivery columns. Rows stored before this migration were already read by staff in the table,
--    so they are marked as notified when the column is created (only then: re-applying this file must
--    never mark a new lead). Their results email is not owed (see leads_to_deliver below).
do $$
begin
  if not exists (
    select 1 from information_schema.columns
    where table_schema = 'public' and table_name = 'service_submissions' and column_name = 'notified_at'
  ) then
    alter table public.service_submissions add column notified_at timestamptz;
    update public.service_submissions set notified_at = created_at;
  end if;
end
$$;
alter table public.service_submissions add column if not exists results_sent_at timestamptz;

comment on column public.service_submissions.notified_at is 'When the agency was emailed about this lead (set after sending).';
comment on column public.service_submissions.results_sent_at is 'When the prospect was emailed their quiz results (set after sending).';

-- The sweep looks only at undelivered rows: keep that lookup small however large the table grows.
create index if not exists service_submissions_undelivered_idx
  on public.service_submissions (created_at)
  where notified_at is null or results_sent_at is null;

-- 2. Presentation delivery columns and the 'expired' status. Uploads confirmed before this migration
--    were found by staff in Storage, so they are marked as notified when the column is created (only
--    then), and the first sweep does not email staff about every earlier upload.
alter table public.presentation_requests add column if not exists uploaded_at timestamptz;
do $$
begin
  if not exists (
    select 1 from information_schema.columns
    where table_schema = 'public' and table_name = 'presentation_requests' and column_name = 'notified_at'
  ) then
    alter table public.presentation_requests add column notified_at timestamptz;
    update public.presentation_requests set notified_at = created_at where status = 'uploaded';
  end if;
end
$$;

comment on column public.presentation_requests.uploaded_at is 'When the confirm step found the stored file good.';
comment on column public.presentation_requests.notified_at is 'When staff were emailed about this upload (set after sending).';

alter table public.presentation_requests
  drop constraint if exists presentation_requests_status_check,
  add constraint presentation_requests_status_check
    check (status in ('new', 'uploaded', 'rejected', 'expired', 'contacted', 'done'));

-- Finds an address's recent requests, and the stale 'new' ones, without scanning the table.
create index if not exists presentation_requests_email_created_at_idx
  on public.presentation_requests (lower(email), created_at desc);
create index if not exists presentation_requests_new_idx
  on public.presentation_requests (created_at) where status = 'new';

-- 3. Upload limits. Runs as its owner, like service_submissions_rate_limit.
create or replace function public.presentation_requests_rate_limit()
  returns trigger
  language plpgsql
  security definer
  set search_path = pg_catalog, public
as $$
declare
  per_email_per_hour constant integer := 5;
  per_table_per_hour constant integer := 30;
begin
  -- One insert at a time runs these checks, so concurrent requests cannot all see room under a limit.
  perform pg_advisory_xact_lock(hashtext('public.presentation_requests_rate_limit'));

  if (select count(*) from public.presentation_requests
      where created_at > now() - interval '1 hour') >= per_table_per_hour then
    raise exception using
      errcode = 'PT429',
      message = 'Too many uploads right now. Please try again later.',
      hint = 'presentation_requests: at most 30 inserts per hour';
  end if;

  if (select count(*) from public.presentation_requests
      where lower(email) = lower(new.email) and created_at > now() - interval '1 hour') >= per_email_per_hour then
    raise exception using
      errcode = 'PT429',
      message = 'Too many uploads from this email address. Please try again later.',
      hint = 'presentation_requests: at most 5 inserts per email address per hour';
  end if;

  return new;
end;
$$;

revoke all on function public.presentation_requests_rate_limit() from public, anon, authenticated;

drop trigger if exists presentation_requests_rate_limit on public.presentation_requests;
create trigger presentation_requests_rate_limit
  before insert on public.presentation_requests
  for each row execute function public.presentation_requests_rate_limit();

-- 4. What the sweep selects. Each returns at most max_rows (1 to 100) rows, oldest first, so one cron
--    call stays short; the next call takes the rest.

-- Leads whose agency notification is unsent, or whose results email is owed and unsent, 5 minutes
-- after they arrived (the webhook had its chance). The results email is owed for 24 hours and only
-- while it is switched on (with_results): a day-old "your results" email would confuse more than help,
-- and switching the email on must not mail every earlier lead. It is owed only to a row whose
-- description is the quiz's own "Score: <n>/<max> - <level>" (web/leads/lead.ts scoreOf): a row that
-- cannot get a results email never takes a place in the batch. The agency notification has no window.
create or replace function public.leads_to_deliver(with_results boolean default true, max_rows integer default 25)
  returns setof public.service_submissions
  language sql
  stable
  set search_path = pg_catalog, public
as $$
  select * from public.service_submissions
  where created_at <= now() - interval '5 minutes'
    and (
      notified_at is null
      or (
        with_results
        and results_sent_at is null
        and created_at > now() - interval '24 hours'
        and description ~ '^Score: [0-9]{1,3}/[0-9]{1,3} - '
      )
    )
  order by created_at
  limit least(greatest(coalesce(max_rows, 25), 1), 100)
$$;

-- Uploaded presentations whose staff email is unsent, 5 minutes after the upload was confirmed.
create or replace function public.presentations_to_notify(max_rows integer default 25)
  returns setof public.presentation_requests
  language sql
  stable
  set search_path = pg_catalog, public
as $$
  select * from public.presentation_requests
  where status = 'uploaded'
    and notified_at is null
    and coalesce(uploaded_at, created_at) <= now() - interval '5 minutes'
  order by created_at
  limit least(greatest(coalesce(max_rows, 25), 1), 100)
$$;

-- Requests still 'new' once their signed upload URL has expired (2 hours): never confirmed.
create or replace function public.presentations_expired(max_rows integer default 25)
  returns setof public.presentation_requests
  language sql
  stable
  set search_path = pg_catalog, public
as $$
  select * from public.presentation_requests
  where status = 'new'
    and created_at <= now() - interval '2 hours'
  order by created_at
  limit least(greatest(coalesce(max_rows, 25), 1), 100)
$$;

-- Supabase grants EXECUTE on new functions to anon and authenticated by default: only the service role.
revoke all on function public.leads_to_deliver(boolean, integer) from public, anon, authenticated;
revoke all on function public.presentations_to_notify(integer) from public, anon, authenticated;
revoke all on function public.presentations_expired(integer) from public, anon, authenticated;
grant execute on function public.leads_to_deliver(boolean, integer) to service_role;
grant execute on function public.presentations_to_notify(integer) to service_role;
grant execute on function public.presentations_expired(integer) to service_role;
