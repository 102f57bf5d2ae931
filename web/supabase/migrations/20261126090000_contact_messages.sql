-- Messages from the site's own contact form (shown wherever a contact embed has no provider address,
-- /contact in the embedded content), written by the browser with the public anon key, as quiz leads
-- are. The same rules as service_submissions, for the same reasons:
--
-- 1. anon may only INSERT a new row with the columns the form writes (name, email, company, phone,
--    message, page); it can read, change and delete nothing. The agency's staff work on the rows with
--    the service role (status: 'new', then 'replied', 'closed' or 'spam').
-- 2. Every text column is bounded by its raw length, a required value is not empty once trimmed, the
--    email has the shape a browser's <input type="email"> accepts, and page is a path on this site.
--    The site sends trimmed values within these limits (web/forms/contact.ts CONTACT_LIMITS), so a
--    real visitor never meets them.
-- 3. Rate limits in a trigger, because anyone holding the anon key can insert: at most 5 messages per
--    email address (case-insensitive) per hour, and 30 per minute for the whole table. Over a limit
--    the insert fails with SQLSTATE PT429, which PostgREST answers as HTTP 429; the form says so and
--    keeps what the visitor wrote.
-- 4. Delivery, as for leads (web/forms/deliver.ts): notified_at is set once the agency's email has
--    gone, receipt_sent_at once the sender's acknowledgement has; a Database Webhook on INSERT calls
--    POST /api/forms/notify, and contact_messages_to_deliver() lists what the sweep
--    (GET /api/forms/sweep) still has to send.

create table if not exists public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  name text not null,
  email text not null,
  company text,
  phone text,
  message text not null,
  page text not null default '/contact',
  status text not null default 'new',
  notified_at timestamptz,
  receipt_sent_at timestamptz,

  constraint contact_messages_name_check check (char_length(name) <= 120 and char_length(btrim(name)) >= 1),
  constraint contact_messages_email_check check (
    char_length(email) <= 254
    and email ~ '^[A-Za-z0-9.!#$%&''*+/=?^_`{|}~-]{1,64}@[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$'
  ),
  constraint contact_messages_company_check check (
    company is null or (char_length(company) <= 120 and char_length(btrim(company)) >= 1)
  ),
  constraint contact_messages_phone_check check (
    phone is null or (char_length(phone) between 3 and 40 and phone ~ '^\+?[0-9 ().-]+$')
  ),
  constraint contact_messages_message_check check (char_length(message) <= 5000 and char_length(btrim(message)) >= 1),
  constraint contact_messages_page_check check (char_length(page) <= 200 and page ~ '^/([^/[:space:]][^[:space:]]*)?$'),
  constraint contact_messages_status_check check (status in ('new', 'replied', 'closed', 'spam'))
);

comment on table public.contact_messages is 'Messages from the site''s contact form. anon inserts new rows only.';
comment on column public.contact_messages.page is 'The path of the page the message was sent from, e.g. /contact.';
comment on column public.contact_messages.notified_at is 'When the agency was emailed this message (set after sending).';
comment on column public.contact_messages.receipt_sent_at is 'When the sender was emailed that it arrived (set after sending).';

create index if not exists contact_messages_created_at_idx on public.contact_messages (created_at desc);
create index if not exists contact_messages_email_created_at_idx on public.contact_messages (lower(email), created_at desc);
create index if not exists contact_messages_undelivered_idx
  on public.contact_messages (created_at)
  where notified_at is null or receipt_sent_at is null;

alter table public.contact_messages enable row level security;

-- Supabase grants every privilege on new tables to anon and authenticated by default: take them back.
revoke all on table public.contact_messages from anon, authenticated;
grant insert (name, email, company, phone, message, page) on table public.contact_messages to anon;
grant all on table public.contact_messages to service_role;

drop policy if exists "anon inserts new contact messages" on public.contact_messages;
create policy "anon inserts new contact messages"
  on public.contact_messages
  for insert
  to anon
  with check (status = 'new' and notified_at is null and receipt_sent_at is null);

-- Runs as its owner (security definer): the anon role cannot read the table, the check must.
create or replace function public.contact_messages_rate_limit()
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
  perform pg_advisory_xact_lock(hashtext('public.contact_messages_rate_limit'));

  if (select count(*) from public.contact_messages
      where created_at > now() - interval '1 minute') >= per_table_per_minute then
    raise exception using
      errcode = 'PT429',
      message = 'Too many messages right now. Please try again in a minute.',
      hint = 'contact_messages: at most 30 inserts per minute';
  end if;

  if (select count(*) from public.contact_messages
      where lower(email) = lower(new.email) and created_at > now() - interval '1 hour') >= per_email_per_hour then
    raise exception using
      errcode = 'PT429',
      message = 'Too many messages from this email address. Please try again later.',
      hint = 'contact_messages: at most 5 inserts per email address per hour';
  end if;

  return new;
end;
$$;

revoke all on function public.contact_messages_rate_limit() from public, anon, authenticated;

drop trigger if exists contact_messages_rate_limit on public.contact_messages;
create trigger contact_messages_rate_limit
  before insert on public.contact_messages
  for each row execute function public.contact_messages_rate_limit();

-- Messages with an email still unsent 5 minutes after they arrived (the webhook had its chance): the
-- agency's notification at any age, the sender's acknowledgement only within a day (a week-old "we
-- received your message" would confuse more than help). Oldest first, at most max_rows (1 to 100).
create or replace function public.contact_messages_to_deliver(max_rows integer default 25)
  returns setof public.contact_messages
  language sql
  stable
  set search_path = pg_catalog, public
as $$
  select * from public.contact_messages
  where created_at <= now() - interval '5 minutes'
    and (
      notified_at is null
      or (receipt_sent_at is null and created_at > now() - interval '24 hours')
    )
  order by created_at
  limit least(greatest(coalesce(max_rows, 25), 1), 100)
$$;

revoke all on function public.contact_messages_to_deliver(integer) from public, anon, authenticated;
grant execute on function public.contact_messages_to_deliver(integer) to service_role;
