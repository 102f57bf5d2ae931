-- The agency's desk and the site's own funnel, on top of the earlier migrations (never edit an applied
-- migration). Everything the desk (the Studio's Leads tool, through the site's /api/desk) and the
-- funnel decide is here, once.
--
-- 1. Where each lead, message and sign-up came from, written by the browser with the rest of the row
--    (anon may insert these columns): the visit's landing page, the referring site's host, the visit's
--    utm_source, utm_medium and utm_campaign, and the page the form was sent from (contact_messages and
--    newsletter_signups had `page` already; service_submissions gains it). Bounded like every public
--    column: paths on this site, a lower-case host name, UTM values of at most 100 printable characters.
-- 2. desk_marks: an editor's status (new, replied, won, lost) and note on one item of a list (a lead,
--    a message, a subscriber's address), kept apart from the visitors' rows. Service role only.
--    desk_leads(), desk_messages(), desk_subscribers(): a list newest first, searched and filtered in
--    SQL, with each item's mark and `matching` (how many match in all); desk_mark() sets a mark.
-- 3. funnel_daily: first-party counts, one row per day, step, page, source and device class, never a
--    row per visitor (no identifier, address or time of day). funnel_record() adds a batch of counts:
--    the day is the database's (UTC), and a day takes at most 100 distinct sources (the referring host
--    or utm_source) and counts the rest as "other", so invented sources cannot grow the table without
--    bound; funnel_sources remembers a day's sources and is pruned after 30 days. funnel_report() is
--    what the desk draws for a period. Service role only: the site's server writes for the browser.

-- 1. Attribution ------------------------------------------------------------------------------------

create or replace function public.is_site_path(value text) returns boolean
  language sql immutable
  set search_path = pg_catalog
as $$ select value is null or (char_length(value) <= 200 and value ~ '^/([^/[:space:]][^[:space:]]*)?$') $$;

create or replace function public.is_host_name(value text) returns boolean
  language sql immutable
  set search_path = pg_catalog
as $$ select value is null or (char_length(value) <= 253 and value ~ '^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$') $$;

create or replace function public.is_campaign_value(value text) returns boolean
  language sql immutable
  set search_path = pg_catalog
as $$ select value is null or (char_length(value) between 1 and 100 and value !~ '[[:cntrl:]]' and btrim(value) = value) $$;

-- Where a row came from, as the desk and the funnel name it: the UTM source (lower-case), else the
-- referring host, else "(direct)".
create or replace function public.attribution_source(utm_source text, referrer_host text) returns text
  language sql immutable
  set search_path = pg_catalog
as $$ select coalesce(nullif(lower(utm_source), ''), referrer_host, '(direct)') $$;

alter table public.service_submissions add column if not exists page text;
do $$
declare
  t text;
begin
  foreach t in array array['service_submissions', 'contact_messages', 'newsletter_signups'] loop
    execute format('alter table public.%I
      add column if not exists landing_page text,
      add column if not exists referrer_host text,
      add column if not exists utm_source text,
      add column if not exists utm_medium text,
      add column if not exists utm_campaign text', t);
    execute format('alter table public.%1$I
      drop constraint if exists %1$s_attribution_check,
      add constraint %1$s_attribution_check check (
        public.is_site_path(landing_page) and public.is_host_name(referrer_host)
        and public.is_campaign_value(utm_source) and public.is_campaign_value(utm_medium)
        and public.is_campaign_value(utm_campaign)
      )', t);
    execute format('grant insert (landing_page, referrer_host, utm_source, utm_medium, utm_campaign) on table public.%I to anon', t);
  end loop;
end
$$;

alter table public.service_submissions
  drop constraint if exists service_submissions_page_check,
  add constraint service_submissions_page_check check (public.is_site_path(page));
grant insert (page) on table public.service_submissions to anon;

comment on column public.service_submissions.landing_page is 'The first page of the visit that sent this row.';
comment on column public.service_submissions.referrer_host is 'The host of the site that referred the visit (never its path).';

-- 2. The desk ---------------------------------------------------------------------------------------

create table if not exists public.desk_marks (
  list text not null,
  item text not null,
  status text not null default 'new',
  note text not null default '',
  updated_at timestamptz not null default now(),
  updated_by text,
  primary key (list, item),
  constraint desk_marks_list_check check (list in ('leads', 'messages', 'subscribers')),
  constraint desk_marks_item_check check (char_length(item) between 1 and 254),
  constraint desk_marks_status_check check (status in ('new', 'replied', 'won', 'lost')),
  constraint desk_marks_note_check check (char_length(note) <= 2000),
  constraint desk_marks_updated_by_check check (updated_by is null or char_length(updated_by) <= 120)
);

comment on table public.desk_marks is 'An editor''s status and note on a lead, a message or a subscriber. Service role only.';

alter table public.desk_marks enable row level security;
revoke all on table public.desk_marks from anon, authenticated;
grant all on table public.desk_marks to service_role;

-- A search term as an ILIKE pattern that matches it anywhere, its wildcards taken literally.
create or replace function public.desk_pattern(search text) returns text
  language sql immutable
  set search_path = pg_catalog
as $$
  select case when nullif(btrim(search), '') is null then null
    else '%' || replace(replace(replace(left(btrim(search), 100), '\', '\\'), '%', '\%'), '_', '\_') || '%' end
$$;

create or replace function public.desk_leads(
  search text default null,
  source text default null,
  medium text default null,
  campaign text default null,
  landing text default null,
  mark text default null,
  since timestamptz default null,
  until timestamptz default null,
  max_rows integer default 500
)
  returns table (
    id uuid, created_at timestamptz, first_name text, last_name text, email text, phone_number text,
    score integer, score_max integer, level text, area_points smallint[], requirements text,
    page text, landing_page text, referrer_host text, utm_source text, utm_medium text, utm_campaign text,
    source text, status text, note text, marked_at timestamptz, marked_by text, matching bigint
  )
  language sql stable
  set search_path = pg_catalog, public
as $$
  select s.id, s.created_at, s.first_name, s.last_name, s.email, s.phone_number,
    substring(s.description from '^Score: ([0-9]{1,3})/')::integer,
    substring(s.description from '^Score: [0-9]{1,3}/([0-9]{1,3}) - ')::integer,
    substring(s.description from '^Score: [0-9]{1,3}/[0-9]{1,3} - (.*)$'),
    s.area_points, s.requirements,
    s.page, s.landing_page, s.referrer_host, s.utm_source, s.utm_medium, s.utm_campaign,
    public.attribution_source(s.utm_source, s.referrer_host),
    coalesce(m.status, 'new'), coalesce(m.note, ''), m.updated_at, m.updated_by,
    count(*) over ()
  from public.service_submissions s
  left join public.desk_marks m on m.list = 'leads' and m.item = s.id::text
  where (public.desk_pattern(search) is null
      or concat_ws(' ', s.first_name, s.last_name, s.email, s.phone_number, s.description, m.note) ilike public.desk_pattern(search))
    and (desk_leads.source is null or public.attribution_source(s.utm_source, s.referrer_host) = desk_leads.source)
    and (medium is null or s.utm_medium = medium)
    and (campaign is null or s.utm_campaign = campaign)
    and (landing is null or s.landing_page = landing)
    and (mark is null or coalesce(m.status, 'new') = mark)
    and (since is null or s.created_at >= since)
    and (until is null or s.created_at < until)
  order by s.created_at desc, s.id
  limit least(greatest(coalesce(max_rows, 500), 1), 5000)
$$;

create or replace function public.desk_messages(
  search text default null,
  source text default null,
  medium text default null,
  campaign text default null,
  landing text default null,
  mark text default null,
  since timestamptz default null,
  until timestamptz default null,
  max_rows integer default 500
)
  returns table (
    id uuid, created_at timestamptz, name text, email text, company text, phone text, message text,
    page text, landing_page text, referrer_host text, utm_source text, utm_medium text, utm_campaign text,
    source text, status text, note text, marked_at timestamptz, marked_by text, matching bigint
  )
  language sql stable
  set search_path = pg_catalog, public
as $$
  select c.id, c.created_at, c.name, c.email, c.company, c.phone, c.message,
    c.page, c.landing_page, c.referrer_host, c.utm_source, c.utm_medium, c.utm_campaign,
    public.attribution_source(c.utm_source, c.referrer_host),
    coalesce(m.status, 'new'), coalesce(m.note, ''), m.updated_at, m.updated_by,
    count(*) over ()
  from public.contact_messages c
  left join public.desk_marks m on m.list = 'messages' and m.item = c.id::text
  where (public.desk_pattern(search) is null
      or concat_ws(' ', c.name, c.email, c.company, c.phone, c.message, m.note) ilike public.desk_pattern(search))
    and (desk_messages.source is null or public.attribution_source(c.utm_source, c.referrer_host) = desk_messages.source)
    and (medium is null or c.utm_medium = medium)
    and (campaign is null or c.utm_campaign = campaign)
    and (landing is null or c.landing_page = landing)
    and (mark is null or coalesce(m.status, 'new') = mark)
    and (since is null or c.created_at >= since)
    and (until is null or c.created_at < until)
  order by c.created_at desc, c.id
  limit least(greatest(coalesce(max_rows, 500), 1), 5000)
$$;

-- One item per address (lower-case): its latest sign-up's page and attribution, how many sign-ups,
-- and where it stands on the list: confirmed, unsubscribed, or not confirmed (never on the list).
create or replace function public.desk_subscribers(
  search text default null,
  source text default null,
  medium text default null,
  campaign text default null,
  landing text default null,
  mark text default null,
  since timestamptz default null,
  until timestamptz default null,
  max_rows integer default 500
)
  returns table (
    email text, created_at timestamptz, signups bigint, state text, confirmed_at timestamptz,
    page text, landing_page text, referrer_host text, utm_source text, utm_medium text, utm_campaign text,
    source text, status text, note text, marked_at timestamptz, marked_by text, matching bigint
  )
  language sql stable
  set search_path = pg_catalog, public
as $$
  with latest as (
    select distinct on (lower(s.email)) lower(s.email) as address, s.*,
      count(*) over (partition by lower(s.email)) as signups
    from public.newsletter_signups s
    order by lower(s.email), s.created_at desc
  )
  select l.address, l.created_at, l.signups,
    case n.status when 'confirmed' then 'confirmed' when 'unsubscribed' then 'unsubscribed' else 'unconfirmed' end,
    n.confirmed_at,
    l.page, l.landing_page, l.referrer_host, l.utm_source, l.utm_medium, l.utm_campaign,
    public.attribution_source(l.utm_source, l.referrer_host),
    coalesce(m.status, 'new'), coalesce(m.note, ''), m.updated_at, m.updated_by,
    count(*) over ()
  from latest l
  left join public.newsletter_subscribers n on n.email = l.address
  left join public.desk_marks m on m.list = 'subscribers' and m.item = l.address
  where (public.desk_pattern(search) is null or concat_ws(' ', l.address, m.note) ilike public.desk_pattern(search))
    and (desk_subscribers.source is null or public.attribution_source(l.utm_source, l.referrer_host) = desk_subscribers.source)
    and (medium is null or l.utm_medium = medium)
    and (campaign is null or l.utm_campaign = campaign)
    and (landing is null or l.landing_page = landing)
    and (mark is null or coalesce(m.status, 'new') = mark)
    and (since is null or l.created_at >= since)
    and (until is null or l.created_at < until)
  order by l.created_at desc, l.address
  limit least(greatest(coalesce(max_rows, 500), 1), 5000)
$$;

-- Sets an item's status and note (either left as it is when null). The item must be in its list:
-- otherwise SQLSTATE PT404 (HTTP 404) and nothing is stored.
create or replace function public.desk_mark(list text, item text, status text default null, note text default null, editor text default null)
  returns public.desk_marks
  language plpgsql
  set search_path = pg_catalog, public
as $$
declare
  saved public.desk_marks;
begin
  if not (
    (list = 'leads' and item ~ '^[0-9a-f-]{36}$' and exists (select 1 from public.service_submissions where id = item::uuid))
    or (list = 'messages' and item ~ '^[0-9a-f-]{36}$' and exists (select 1 from public.contact_messages where id = item::uuid))
    or (list = 'subscribers' and exists (select 1 from public.newsletter_signups where lower(email) = item))
  ) then
    raise exception using errcode = 'PT404', message = 'No such item in this list.';
  end if;
  insert into public.desk_marks as d (list, item, status, note, updated_at, updated_by)
  values (desk_mark.list, desk_mark.item, coalesce(desk_mark.status, 'new'), coalesce(desk_mark.note, ''), now(), desk_mark.editor)
  on conflict on constraint desk_marks_pkey do update
    set status = coalesce(desk_mark.status, d.status), note = coalesce(desk_mark.note, d.note),
        updated_at = now(), updated_by = desk_mark.editor
  returning * into saved;
  return saved;
end;
$$;

-- 3. The funnel -------------------------------------------------------------------------------------

create table if not exists public.funnel_daily (
  day date not null,
  step text not null,
  page text not null,
  source text not null,
  device text not null,
  count integer not null,
  primary key (day, step, page, source, device),
  constraint funnel_daily_step_check check (step in ('page_view', 'quiz_started', 'quiz_finished', 'lead', 'message', 'signup_confirmed')),
  constraint funnel_daily_page_check check (page = 'other' or (public.is_site_path(page) and page is not null)),
  constraint funnel_daily_source_check check (char_length(source) between 1 and 100 and source !~ '[[:cntrl:]]'),
  constraint funnel_daily_device_check check (device in ('phone', 'tablet', 'desktop')),
  constraint funnel_daily_count_check check (count > 0)
);

comment on table public.funnel_daily is 'First-party counts per day, step, page, source and device class. Nothing per visitor.';

create table if not exists public.funnel_sources (
  day date not null,
  source text not null,
  primary key (day, source)
);

alter table public.funnel_daily enable row level security;
alter table public.funnel_sources enable row level security;
revoke all on table public.funnel_daily, public.funnel_sources from anon, authenticated;
grant all on table public.funnel_daily, public.funnel_sources to service_role;

-- Adds counts: [{"step": "page_view", "page": "/about", "source": "google.com", "device": "phone",
-- "count": 3}, ...], at most 5,000 entries of at most 100,000 each. A day's 101st new source is
-- counted as "other". Returns how many entries were counted.
create or replace function public.funnel_record(counts jsonb)
  returns integer
  language plpgsql
  set search_path = pg_catalog, public
as $$
declare
  today date := (now() at time zone 'utc')::date;
  sources_per_day constant integer := 100;
  entry jsonb;
  kept_source text;
  added integer := 0;
begin
  if jsonb_typeof(counts) <> 'array' or jsonb_array_length(counts) > 5000 then
    raise exception using errcode = '22023', message = 'counts is an array of at most 5000 entries';
  end if;
  -- One batch at a time, so concurrent batches cannot both take a day's last free source.
  perform pg_advisory_xact_lock(hashtext('public.funnel_record'));
  delete from public.funnel_sources where day < today - 30;
  for entry in select * from jsonb_array_elements(counts) loop
    kept_source := entry->>'source';
    if kept_source not in ('(direct)', 'other') and not exists (
      select 1 from public.funnel_sources f where f.day = today and f.source = kept_source
    ) then
      if (select count(*) from public.funnel_sources f where f.day = today) >= sources_per_day then
        kept_source := 'other';
      else
        insert into public.funnel_sources (day, source) values (today, kept_source);
      end if;
    end if;
    if not ((entry->>'count') ~ '^[0-9]{1,6}$' and (entry->>'count')::integer between 1 and 100000) then
      raise exception using errcode = '22023', message = 'a count is a whole number from 1 to 100000';
    end if;
    insert into public.funnel_daily as f (day, step, page, source, device, count)
    values (today, entry->>'step', entry->>'page', kept_source, entry->>'device', (entry->>'count')::integer)
    on conflict (day, step, page, source, device) do update set count = f.count + excluded.count;
    added := added + 1;
  end loop;
  return added;
end;
$$;

-- What the desk draws for the days from `since` to `until` (both included): each step's total, each
-- day's count per step, and the pages and sources that brought the most leads (then messages, views).
create or replace function public.funnel_report(since date, until date)
  returns jsonb
  language sql stable
  set search_path = pg_catalog, public
as $$
  with period as (
    select * from public.funnel_daily where day between since and until
  )
  select jsonb_build_object(
    'totals', coalesce((select jsonb_object_agg(step, n) from (select step, sum(count) as n from period group by step) t), '{}'::jsonb),
    'days', coalesce((select jsonb_agg(jsonb_build_object('day', day, 'step', step, 'count', n) order by day, step)
                      from (select day, step, sum(count) as n from period group by day, step) d), '[]'::jsonb),
    'pages', coalesce((select jsonb_agg(p order by (p->>'leads')::bigint desc, (p->>'messages')::bigint desc, (p->>'views')::bigint desc, p->>'page')
                       from (select jsonb_build_object('page', page,
                               'views', sum(count) filter (where step = 'page_view'),
                               'leads', coalesce(sum(count) filter (where step = 'lead'), 0),
                               'messages', coalesce(sum(count) filter (where step = 'message'), 0)) as p
                             from period group by page order by coalesce(sum(count) filter (where step = 'lead'), 0) desc,
                               coalesce(sum(count) filter (where step = 'message'), 0) desc, sum(count) desc limit 10) tp), '[]'::jsonb),
    'sources', coalesce((select jsonb_agg(s order by (s->>'leads')::bigint desc, (s->>'messages')::bigint desc, (s->>'views')::bigint desc, s->>'source')
                         from (select jsonb_build_object('source', source,
                                 'views', coalesce(sum(count) filter (where step = 'page_view'), 0),
                                 'leads', coalesce(sum(count) filter (where step = 'lead'), 0),
                                 'messages', coalesce(sum(count) filter (where step = 'message'), 0)) as s
                               from period group by source order by coalesce(sum(count) filter (where step = 'lead'), 0) desc,
                                 coalesce(sum(count) filter (where step = 'message'), 0) desc, sum(count) desc limit 10) ts), '[]'::jsonb)
  )
$$;

-- Supabase grants EXECUTE on new functions to anon and authenticated by default: only the service role.
do $$
declare
  fn text;
begin
  foreach fn in array array[
    'public.desk_leads(text, text, text, text, text, text, timestamptz, timestamptz, integer)',
    'public.desk_messages(text, text, text, text, text, text, timestamptz, timestamptz, integer)',
    'public.desk_subscribers(text, text, text, text, text, text, timestamptz, timestamptz, integer)',
    'public.desk_mark(text, text, text, text, text)',
    'public.funnel_record(jsonb)',
    'public.funnel_report(date, date)'
  ] loop
    execute format('revoke all on function %s from public, anon, authenticated', fn);
    execute format('grant execute on function %s to service_role', fn);
  end loop;
end
$$;
