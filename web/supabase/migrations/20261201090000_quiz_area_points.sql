-- The quiz result's points per area, for the prospect's results email (on top of the earlier
-- service_submissions migrations; never edit an applied migration).
--
-- area_points holds the points the prospect scored in each quiz area, in the order of the quiz's areas
-- (web/quiz/areas.ts), e.g. {8,10,6,11,5}. The browser writes it with the public key, like the rest
-- of the row, so it is only numbers here and is checked against the quiz before any email uses it
-- (web/leads/emails.ts): a row whose points the quiz cannot give is emailed without them. NULL when the
-- quiz had no areas.
alter table public.service_submissions add column if not exists area_points smallint[];

alter table public.service_submissions
  drop constraint if exists service_submissions_area_points_check,
  add constraint service_submissions_area_points_check
    check (
      area_points is null
      or (
        array_ndims(area_points) = 1
        and cardinality(area_points) between 1 and 12
        and array_position(area_points, null) is null
        and 0 <= all (area_points)
        and 999 >= all (area_points)
      )
    );

comment on column public.service_submissions.area_points is
  'Points per quiz area, in the quiz''s area order; checked against the quiz before an email shows them.';

-- anon may write it with the rest of the row (its column-level INSERT grant, as in the first migration).
grant insert (area_points) on table public.service_submissions to anon;
