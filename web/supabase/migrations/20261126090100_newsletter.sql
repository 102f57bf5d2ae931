-- The site's own newsletter sign-up, with double opt-in (shown wherever no provider's form address is
-- set: the footer, and a newsletter embed without an address).
--
-- 1. newsletter_signups: one row per sign-up, written by the browser with the public anon key. anon may
--    only INSERT (email, page); it can read nothing, so the answer to a sign-up is the same whether the
--    address is on the list or not. Bounded like the other public tables, and rate-limited in a
--    trigger: at most 3 sign-ups per address (case-insensitive) per hour, 30 per minute in all; over a
--    limit, SQLSTATE PT429 (HTTP 429). A Database Webhook on INSERT calls POST /api/forms/notify, which
--    emails the address a signed confirmation link (or, when it is already confirmed, a note saying so
--    with an unsubscribe link) and then sets mailed_at; newsletter_signups_to_deliver() lists what the
--    sweep still has to send.
-- 2. newsletter_subscribers: the list itself, one row per address (lower-case), written only by the
--    site's server with the service role, through the two functions below. status 'confirmed' is on
--    the list; 'unsubscribed' is not, and is kept so that an old confirmation link cannot undo an
--    unsubscribe. anon and authenticated get nothing.
-- 3. newsletter_confirm(signup_id, address): what the confirmation link does once the site has checked
--    its signature and expiry. It confirms only an address that signed up with that id, and never
--    after an unsubscribe made later than that sign-up.
--    newsletter_unsubscribe(address): what an unsubscribe link does.

create table if not exists public.newsletter_signups (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  email text not null,
  page text not null default '/',
  mailed_at timestamptz,

  constraint newsletter_signups_email_check check (
    char_length(email) <= 254
    and email ~ '^[A-Za-z0-9.!#$%&''*+/=?^_`{|}~-]{1,64}@[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$'
  ),
  constraint newsletter_signups_page_check check (char_length(page) <= 200 and page ~ '^/([^/[:space:]][^[:space:]]*)?$')
);

comment on table public.newsletter_signups is 'Newsletter sign-ups awaiting or past their confirmation email. anon inserts only.';
comment on column public.newsletter_signups.page is 'The path of the page the address was signed up on.';
comment on column public.newsletter_signups.mailed_at is 'When the confirmation email (or the already-subscribed note) was sent.';

create index if not exists newsletter_signups_email_created_at_idx
  on public.newsletter_signups (lower(email), created_at desc);
create index if not exists newsletter_signups_unmailed_idx
  on public.newsletter_signups (created_at) where mailed_at is null;

alter table public.newsletter_signups enable row level security;
revoke all on table public.newsletter_signups from anon, authenticated;
grant insert (email, page) on table public.newsletter_signups to anon;
grant all on table public.newsletter_signups to service_role;

drop policy if exists "anon inserts newsletter sign-ups" on public.newsletter_signups;
create policy "anon inserts newsletter sign-ups"
  on public.newsletter_signups
  for insert
  to anon
  with check (mailed_at is null);

create or replace function public.newsletter_signups_rate_limit()
  returns trigger
  language plpgsql
  security definer
  set search_path = pg_catalog, public
as $$
declare
  per_email_per_hour constant integer := 3;
  per_table_per_minute constant integer := 30;
begin
  perform pg_advisory_xact_lock(hashtext('public.newsletter_signups_rate_limit'));

  if (select count(*) from public.newsletter_signups
      where created_at > now() - interval '1 minute') >= per_table_per_minute then
    raise exception using
      errcode = 'PT429',
      message = 'Too many sign-ups right now. Please try again in a minute.',
      hint = 'newsletter_signups: at most 30 inserts per minute';
  end if;

  if (select count(*) from public.newsletter_signups
      where lower(email) = lower(new.email) and created_at > now() - interval '1 hour') >= per_email_per_hour then
    raise exception using
      errcode = 'PT429',
      message = 'Too many sign-ups for this email address. Please try again later.',
      hint = 'newsletter_signups: at most 3 inserts per email address per hour';
  end if;

  return new;
end;
$$;

revoke all on function public.newsletter_signups_rate_limit() from public, anon, authenticated;

drop trigger if exists newsletter_signups_rate_limit on public.newsletter_signups;
create trigger newsletter_signups_rate_limit
  before insert on public.newsletter_signups
  for each row execute function public.newsletter_signups_rate_limit();

create table if not exists public.newsletter_subscribers (
  email text primary key,
  status text not null,
  page text,
  created_at timestamptz not null default now(),
  confirmed_at timestamptz,
  unsubscribed_at timestamptz,

  constraint newsletter_subscribers_email_check check (email = lower(email) and char_length(email) <= 254),
  constraint newsletter_subscribers_status_check check (status in ('confirmed', 'unsubscribed')),
  constraint newsletter_subscribers_page_check check (page is null or char_length(page) <= 200),
  constraint newsletter_subscribers_dates_check check (
    (status = 'confirmed' and confirmed_at is not null) or (status = 'unsubscribed' and unsubscribed_at is not null)
  )
);

comment on table public.newsletter_subscribers is 'The newsletter list: status confirmed is on it. Written by the site''s server only.';

create index if not exists newsletter_subscribers_confirmed_idx
  on public.newsletter_subscribers (confirmed_at) where status = 'confirmed';

alter table public.newsletter_subscribers enable row level security;
revoke all on table public.newsletter_subscribers from anon, authenticated;
grant all on table public.newsletter_subscribers to service_role;

-- 'confirmed' (now, or already), 'unknown' (no sign-up with that id and address) or 'withdrawn' (the
-- address was unsubscribed after this sign-up: the link is older than that choice).
create or replace function public.newsletter_confirm(signup_id uuid, address text)
  returns text
  language plpgsql
  set search_path = pg_catalog, public
as $$
declare
  signup public.newsletter_signups;
begin
  select * into signup from public.newsletter_signups s
  where s.id = signup_id and lower(s.email) = lower(address);
  if not found then
    return 'unknown';
  end if;

  if exists (
    select 1 from public.newsletter_subscribers n
    where n.email = lower(signup.email) and n.status = 'unsubscribed' and n.unsubscribed_at > signup.created_at
  ) then
    return 'withdrawn';
  end if;

  insert into public.newsletter_subscribers as n (email, status, page, confirmed_at)
  values (lower(signup.email), 'confirmed', signup.page, now())
  on conflict (email) do update
    set status = 'confirmed', page = excluded.page, confirmed_at = excluded.confirmed_at, unsubscribed_at = null
    where n.status <> 'confirmed';
  return 'confirmed';
end;
$$;

-- Takes the address off the list (or keeps it off, when it never confirmed). Repeating it changes nothing.
create or replace function public.newsletter_unsubscribe(address text)
  returns void
  language sql
  set search_path = pg_catalog, public
as $$
  insert into public.newsletter_subscribers as n (email, status, unsubscribed_at)
  values (lower(address), 'unsubscribed', now())
  on conflict (email) do update
    set status = 'unsubscribed', unsubscribed_at = excluded.unsubscribed_at
    where n.status <> 'unsubscribed'
$$;

-- Sign-ups whose email is unsent 5 minutes after they arrived, within a day (a confirmation link
-- sent later than that would be for a visitor who has long moved on). Oldest first, at most max_rows.
create or replace function public.newsletter_signups_to_deliver(max_rows integer default 25)
  returns setof public.newsletter_signups
  language sql
  stable
  set search_path = pg_catalog, public
as $$
  select * from public.newsletter_signups
  where mailed_at is null
    and created_at <= now() - interval '5 minutes'
    and created_at > now() - interval '24 hours'
  order by created_at
  limit least(greatest(coalesce(max_rows, 25), 1), 100)
$$;

-- Supabase grants EXECUTE on new functions to anon and authenticated by default: only the service role.
revoke all on function public.newsletter_confirm(uuid, text) from public, anon, authenticated;
revoke all on function public.newsletter_unsubscribe(text) from public, anon, authenticated;
revoke all on function public.newsletter_signups_to_deliver(integer) from public, anon, authenticated;
grant execute on function public.newsletter_confirm(uuid, text) to service_role;
grant execute on function public.newsletter_unsubscribe(text) to service_role;
grant execute on function public.newsletter_signups_to_deliver(integer) to service_role;
