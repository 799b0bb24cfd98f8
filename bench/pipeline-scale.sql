-- The pipeline's scale (issue 39): 10,000 projects over 400 days, 1,000,000 view events, 2,000,000
-- audit rows, and the enquiries, pages, estimates, acceptances, reservations and payments between.
-- Loaded by bench/pipeline.mjs into a database of its own, after the migrations.

insert into users (id, email, name, type)
select ('00000000-0000-4000-8000-' || lpad(to_hex(n), 12, '0'))::uuid, 'designer' || n || '@scale.test', 'Designer ' || n, 'designer'
from generate_series(1, 20) n;
insert into users (email, name, type) values ('admin@scale.test', 'Admin', 'admin');
insert into users (id, email, name, type)
select ('10000000-0000-4000-8000-' || lpad(to_hex(n), 12, '0'))::uuid, 'customer' || n || '@scale.test', 'Customer ' || n, 'customer'
from generate_series(1, 10000) n;

insert into projects (id, name, status, created_at, designer_id)
select ('20000000-0000-4000-8000-' || lpad(to_hex(n), 12, '0'))::uuid, 'Project ' || n, 'estimation',
  now() - (n * 400.0 / 10000) * interval '1 day',
  ('00000000-0000-4000-8000-' || lpad(to_hex(1 + n % 20), 12, '0'))::uuid
from generate_series(1, 10000) n;
insert into project_customers (project_id, user_id)
select ('20000000-0000-4000-8000-' || lpad(to_hex(n), 12, '0'))::uuid, ('10000000-0000-4000-8000-' || lpad(to_hex(n), 12, '0'))::uuid
from generate_series(1, 10000) n;

-- 6 in 10 projects came from an enquiry, a few days before; 5,000 more enquiries not converted.
insert into enquiries (name, email, country, postcode, kitchen_size, message, consented_at, status, project_id, created_at)
select 'Lead ' || p.n, 'lead' || p.n || '@scale.test', 'us', '10001', 'small', 'Hello', p.created_at - interval '3 days',
  'converted', p.id, p.created_at - (1 + p.n % 9) * interval '1 day'
from (select row_number() over (order by id) n, id, created_at from projects) p where p.n % 10 < 6;
insert into enquiries (name, email, country, postcode, kitchen_size, message, consented_at, status, created_at)
select 'Prospect ' || n, 'prospect' || n || '@scale.test', 'eu', '1000', 'medium', 'Hi', now() - (n * 400.0 / 5000) * interval '1 day',
  (array['new', 'contacted', 'closed'])[1 + n % 3], now() - (n * 400.0 / 5000) * interval '1 day'
from generate_series(1, 5000) n;

insert into estimate_params (id, country, size, distance, currency, dollar_rate)
values ('30000000-0000-4000-8000-000000000001', 'us', 'small', 'near', 'usd', 1);

insert into design_versions (id, project_id, name, created_at)
select ('40000000-0000-4000-8000-' || lpad(to_hex(n), 12, '0'))::uuid, p.id, 'Version', p.created_at + interval '2 days'
from (select row_number() over (order by id) n, id, created_at from projects) p;

-- Two batches a project; 8 in 10 projects have estimates, 7 in 10 a page.
insert into batches (id, project_id, name, estimate_params_id, created_at)
select ('50000000-0000-4000-8000-' || lpad(to_hex(p.n * 2 + b), 12, '0'))::uuid, p.id, 'Batch ' || b,
  '30000000-0000-4000-8000-000000000001', p.created_at + (3 + b) * interval '1 day'
from (select row_number() over (order by id) n, id, created_at from projects) p, generate_series(0, 1) b;

insert into estimates (id, design_version_id, batch_id, currency, materials_cost, components_cost, countertop_cost,
  assembly_cost, delivery_cost, measurements_cost, installation_cost, total_cost, valid_until, price_list_version, snapshot, created_at)
select ('60000000-0000-4000-8000-' || lpad(to_hex(p.n * 2 + b), 12, '0'))::uuid,
  ('40000000-0000-4000-8000-' || lpad(to_hex(p.n), 12, '0'))::uuid,
  ('50000000-0000-4000-8000-' || lpad(to_hex(p.n * 2 + b), 12, '0'))::uuid,
  (array['usd', 'eur', 'gbp'])[1 + p.n % 3], 1000, 1000, 500, 300, 200, 0, 0, 3000 + p.n % 1000 + 0.5,
  (p.created_at + interval '60 days')::date, 1, '{}', p.created_at + (4 + b) * interval '1 day'
from (select row_number() over (order by id) n, id, created_at from projects) p, generate_series(0, 1) b
where p.n % 10 < 8;

insert into estimate_pages (id, batch_id, design_version_id, name, slug, created_at)
select ('70000000-0000-4000-8000-' || lpad(to_hex(p.n * 2 + b), 12, '0'))::uuid,
  ('50000000-0000-4000-8000-' || lpad(to_hex(p.n * 2 + b), 12, '0'))::uuid,
  ('40000000-0000-4000-8000-' || lpad(to_hex(p.n), 12, '0'))::uuid,
  'Page', 'page-' || p.n || '-' || b, p.created_at + (5 + b * 10) * interval '1 day'
from (select row_number() over (order by id) n, id, created_at from projects) p, generate_series(0, 1) b
where p.n % 10 < 7 and (b = 0 or p.n % 3 = 0);

-- 1,000,000 view events on the pages' projects, from a day after each page.
insert into view_events (kind, project_id, estimate_page_id, user_id, created_at)
select (array['estimate-page', 'customer-estimate', 'version', 'reserve'])[1 + e % 4], pg.project_id, pg.id,
  case when e % 2 = 0 then pg.customer end,
  least(now(), pg.created_at + interval '1 day' + (e % 200) * interval '3 hours')
from (select pg.id, b.project_id, pc.user_id customer, row_number() over (order by pg.id) k, pg.created_at
      from estimate_pages pg join batches b on b.id = pg.batch_id join project_customers pc on pc.project_id = b.project_id) pg,
  generate_series(1, 1000000 / (select count(*) from estimate_pages) + 1) e
limit 1000000;

-- 3 in 10 accepted, 2 in 10 reserved; schedules with some payments paid.
insert into acceptances (project_id, estimate_id, design_version_id, email, full_name, accepted_at, client_address,
  user_agent, terms_revision, terms_text, terms_hash, estimate_hash, record_key, record_hash)
select b.project_id, e.id, e.design_version_id, 'c@scale.test', 'C', e.created_at + interval '9 days', '127.0.0.1', 'ua', 1, 't', 'h', 'h', 'k', 'h'
from estimates e join batches b on b.id = e.batch_id
where b.name = 'Batch 0' and (('x' || substr(b.project_id::text, 25, 12))::bit(48)::bigint) % 10 < 3;
insert into reservations (estimate_id, project_id, event_id, amount, currency, created_at)
select e.id, b.project_id, 'ev-' || e.id, 500, e.currency, e.created_at + interval '10 days'
from estimates e join batches b on b.id = e.batch_id
where b.name = 'Batch 0' and (('x' || substr(b.project_id::text, 25, 12))::bit(48)::bigint) % 10 < 2;
insert into scheduled_payments (project_id, position, label, share_kind, share_value, due_kind, reference, paid_at, amount_paid, currency)
select a.project_id, pos, 'Payment ' || pos, case pos when 0 then 'deposit' when 1 then 'percent' else 'rest' end,
  case pos when 1 then 60 end, case pos when 0 then 'acceptance' when 1 then 'production' else 'delivery' end,
  'P-' || substr(md5(a.id::text || pos), 1, 10),
  case when pos = 1 and (('x' || substr(a.project_id::text, 25, 12))::bit(48)::bigint) % 2 = 0 then a.accepted_at + interval '20 days' end,
  case when pos = 1 and (('x' || substr(a.project_id::text, 25, 12))::bit(48)::bigint) % 2 = 0 then 1800.00 end,
  case when pos = 1 and (('x' || substr(a.project_id::text, 25, 12))::bit(48)::bigint) % 2 = 0 then 'usd' end
from acceptances a, generate_series(0, 2) pos;

insert into requote_requests (estimate_id, project_id, day, created_at, closed_at)
select e.id, b.project_id, (e.created_at + interval '70 days')::date, e.created_at + interval '70 days',
  case when (('x' || substr(b.project_id::text, 25, 12))::bit(48)::bigint) % 2 = 0 then e.created_at + interval '72 days' end
from estimates e join batches b on b.id = e.batch_id
where b.name = 'Batch 1' and (('x' || substr(b.project_id::text, 25, 12))::bit(48)::bigint) % 20 = 0;

-- 2,000,000 audit rows (the pipeline reads none; the audit page's reads are timed on them): ten
-- actors, five common kinds and one rare (a price list change in a thousand), over 400 days.
insert into audit_events (occurred_at, actor_email, actor_role, summary, entity_kind, entity_id, entity_label, project_id, changes)
select now() - (2000000 - n) * interval '17 seconds', 'designer' || (n % 10) || '@scale.test', 'designer', 'changed',
  case when n % 1000 = 0 then 'price-list' else (array['project', 'design-version', 'batch', 'estimate', 'catalog-item'])[1 + n % 5] end,
  (n % 50000)::text, 'x',
  ('20000000-0000-4000-8000-' || lpad(to_hex(1 + n % 10000), 12, '0'))::uuid, '[]'
from generate_series(1, 2000000) n;



-- Each page's first open, as the events would have set it (migration 0023's backfill).
update estimate_pages pg set first_opened_at = (
  select min(v.created_at) from view_events v
  where v.estimate_page_id = pg.id and v.kind in ('estimate-page', 'customer-estimate'));
