-- Limits on quiz leads, on top of 20250301120000_service_submissions.sql (never edit an applied migration).
--
-- 1. Raw lengths. The first migration measured char_length(btrim(x)), so one letter followed by 10 MB
--    of spaces passed. Every text column is now bounded by its raw length as well; the rule that a
--    required value is not empty once trimmed stays. The site sends trimmed values within these limits
--    (web/quiz/lead.ts LIMITS), so a real visitor never meets them.
-- 2. The email's format: the shape a browser's <input type="email"> accepts, with a dot in the domain.
-- 3. Rate limits, in a trigger, because anyone holding the public anon key can insert:
--      - at most 5 submissions per email address (case-insensitive) per hour;
--      - at most 30 submissions per minute for the whole table. A busy day brings a handful of leads,
--        and 30 a minute still lets a full webinar room send their results at once; a script rotating
--        addresses is held to 30 rows a minute, which keeps the table and the staff's inbox usable and
--        makes a flood obvious. While a flood runs, real visitors over the cap are refused too: the
--        cap protects the data, not the form's availability.
--    Over a limit, the insert fails with SQLSTATE PT429, which PostgREST answers as HTTP 429; the
--    form shows its error message and keeps what the visitor typed.

alter table public.service_submissions
  drop constraint if exists service_submissions_service_name_check,
  add constraint service_submissions_service_name_check
    check (char_length(service_name) <= 120 and char_length(btrim(service_name)) >= 1),
  drop constraint if exists service_submissions_project_name_check,
  add constraint service_submissions_project_name_check
    check (char_length(project_name) <= 120 and char_length(btrim(project_name)) >= 1),
  drop constraint if exists service_submissions_description_check,
  add constraint service_submissions_description_check
    check (char_length(description) <= 500 and char_length(btrim(description)) >= 1),
  drop constraint if exists service_submissions_requirements_check,
  add constraint service_submissions_requirements_check
    check (requirements is null or char_length(requirements) <= 2000),
  drop constraint if exists service_submissions_first_name_check,
  add constraint service_submissions_first_name_check
    check (char_length(first_name) <= 100 and char_length(btrim(first_name)) >= 1),
  drop constraint if exists service_submissions_last_name_check,
  add constraint service_submissions_last_name_check
    check (char_length(last_name) <= 100),
  drop constraint if exists service_submissions_email_check,
  add constraint service_submissions_email_check
    check (
      char_length(email) <= 254
      and email ~ '^[A-Za-z0-9.!#$%&''*+/=?^_`{|}~-]{1,64}@[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$'
    ),
  drop constraint if exists service_submissions_phone_number_check,
  add constraint service_submissions_phone_number_check
    check (phone_number is null or (char_length(phone_number) between 3 and 40 and phone_number ~ '^\+?[0-9 ().-]+$')),
  drop constraint if exists service_submissions_status_check,
  add constraint service_submissions_status_check
    check (status in ('pending', 'contacted', 'approved', 'rejected'));

-- Finds an address's recent submissions without scanning the table.
create index if not exists service_submissions_email_created_at_idx
  on public.service_submissions (lower(email), created_at desc);

-- Runs as its owner (security definer): the anon role cannot read the table, the check must.
create or replace function public.service_submissions_rate_limit()
  returns trigger
  language plpgsql
  security definer
  set search_path = pg_catalog, public
as $$
declare
  per_email_per_hour constant integer := 5;
  per_table_per_minute constant integer := 30;
begin
  -- One insert at a time runs these checks, so concurrent inserts cannot all see room under a limit.
  perform pg_advisory_xact_lock(hashtext('public.service_submissions_rate_limit'));

  if (select count(*) from public.service_submissions
      where created_at > now() - interval '1 minute') >= per_table_per_minute then
    raise exception using
      errcode = 'PT429',
      message = 'Too many submissions right now. Please try again in a minute.',
      hint = 'service_submissions: at most 30 inserts per minute';
  end if;

  if (select count(*) from public.service_submissions
      where lower(email) = lower(new.email) and created_at > now() - interval '1 hour') >= per_email_per_hour then
    raise exception using
      errcode = 'PT429',
      message = 'Too many submissions from this email address. Please try again later.',
      hint = 'service_submissions: at most 5 inserts per email address per hour';
  end if;

  return new;
end;
$$;

revoke all on function public.service_submissions_rate_limit() from public, anon, authenticated;

drop trigger if exists service_submissions_rate_limit on public.service_submissions;
create trigger service_submissions_rate_limit
  before insert on public.service_submissions
  for each row execute function public.service_submissions_rate_limit();
