import { sql } from "drizzle-orm";
import { DEMO_PASSWORD } from "../auth/demo-accounts";
import type { Db } from "../db/client";
import { queryRows } from "../db/rows";
import { addMember, createEmployer, createLearner } from "./factories";

/**
 * A large organisation for speed checks (issue 13; `npm run db:seed -- --large`, bench/team-hub.ts):
 * `members` team members with `progressPerMember` progress rows each (5,000 x 30 = 150,000) and
 * `activityDaysPerMember` active days, written by generate_series in a few statements. Ids and
 * e-mails carry the organisation id, so several large organisations can share the tables.
 * Progress needs more distinct modules than the catalogue's 29: bench modules are added (inactive,
 * so the catalogue screens do not list them).
 */
export interface LargeOrganizationOptions {
  organizationId: string;
  name: string;
  members: number;
  progressPerMember: number;
  activityDaysPerMember: number;
}

export const LARGE_ORGANIZATION = {
  members: 5_000,
  progressPerMember: 30,
  activityDaysPerMember: 20,
} as const;

export async function fillLargeOrganization(db: Db, o: LargeOrganizationOptions) {
  const org = o.organizationId.replace(/[^a-z0-9-]/gi, "");
  await db.execute(sql`
    insert into modules (slug, title, description, category, pivot_pillar, type, duration, is_active)
    select 'bench-module-' || g, 'Bench module ' || g, 'A benchmark module', 'Benchmark',
      (array['Purpose','Innovation','Value','Optimization','Transformation'])[1 + g % 5], 'reading', 20, false
    from generate_series(1, ${Math.max(0, o.progressPerMember - 20)}) g
    on conflict (slug) do nothing
  `);
  await db.execute(
    sql`insert into organization (id, name, slug) values (${org}, ${o.name}, ${org}) on conflict do nothing`,
  );
  await db.execute(
    sql.raw(`
    insert into "user" (id, name, first_name, last_name, email, email_verified, role)
    select '${org}-u' || g, 'Member ' || g, 'Member', g::text, '${org}-' || g || '@large.example.com', true, 'learner'
    from generate_series(1, ${o.members}) g
    on conflict do nothing
  `),
  );
  await db.execute(
    sql.raw(`
    insert into departments (organization_id, name)
    select '${org}', unnest(array['People & Culture','Operations','Marketing','Finance','Technology','Sustainability'])
    on conflict do nothing
  `),
  );
  await db.execute(
    sql.raw(`
    insert into member (id, organization_id, user_id, role, department)
    select '${org}-m' || g, '${org}', '${org}-u' || g, 'member',
      (array['People & Culture','Operations','Marketing','Finance','Technology','Sustainability'])[1 + g % 6]
    from generate_series(1, ${o.members}) g
    on conflict do nothing
  `),
  );
  // A third of the rows completed, chosen by member and module together (2g + k, not g + k, which
  // with a module count divisible by 3 would only ever complete the same third of the modules).
  await db.execute(
    sql.raw(`
    with mods as (select id, (row_number() over (order by id) - 1)::int as idx, (count(*) over ())::int as n from modules)
    insert into user_progress (user_id, module_id, progress_percentage, is_completed, time_spent, started_at, completed_at, updated_at)
    select '${org}-u' || g, mods.id,
      case when (2 * g + k) % 3 = 0 then 100 else 40 end,
      (2 * g + k) % 3 = 0,
      300 + (g * k) % 3000,
      now() - ((g + k) % 90 + 1) * interval '1 day',
      case when (2 * g + k) % 3 = 0 then now() - ((g * 7 + k) % 90) * interval '1 day' - ((g + k) % 24) * interval '1 hour'
        - ((g * 37 + k * 101) % 3600) * interval '1 second' end,
      now() - ((g * 7 + k) % 90) * interval '1 day' - ((g + k) % 24) * interval '1 hour'
        - ((g * 37 + k * 101) % 3600) * interval '1 second'
    from generate_series(1, ${o.members}) g
    cross join generate_series(0, ${o.progressPerMember - 1}) k
    join mods on mods.idx = (g + k) % mods.n
    on conflict do nothing
  `),
  );
  await db.execute(
    sql.raw(`
    insert into learning_activity (user_id, day, seconds_spent)
    select '${org}-u' || g, current_date - (g % 50 + d * 3), 600 + (g * d) % 2400
    from generate_series(1, ${o.members}) g cross join generate_series(0, ${o.activityDaysPerMember - 1}) d
    on conflict do nothing
  `),
  );
  await db.execute(
    sql.raw(`
    with ids as (select id, (row_number() over (order by id) - 1)::int as idx, (count(*) over ())::int as n from pathways)
    insert into pathway_enrollments (user_id, pathway_id, enrolled_at)
    select '${org}-u' || g, ids.id, now() - (g % 30) * interval '1 day' - k * interval '1 hour'
    from generate_series(1, ${o.members}) g cross join generate_series(0, 1) k
    join ids on ids.idx = (g + k * 3) % ids.n
    where k = 0 or g % 2 = 0
    on conflict do nothing
  `),
  );
}

export const LARGE_DEMO_ACCOUNTS = {
  employer: { email: "employer-large@example.com", firstName: "Morgan", lastName: "Hale" },
  learner: { email: "learner-large@example.com", firstName: "Riley", lastName: "Chen" },
} as const;

/**
 * The large demo organisation "Large Demo Org" (id large-demo) with an employer and a learner who
 * can sign in (password DEMO_PASSWORD). Idempotent: does nothing when it exists.
 */
export async function seedLargeOrganization(db: Db): Promise<string> {
  const exists = await queryRows(db, sql`select 1 from organization where id = 'large-demo'`);
  if (exists.length > 0) return "The large organisation is already in place.";
  await fillLargeOrganization(db, { organizationId: "large-demo", name: "Large Demo Org", ...LARGE_ORGANIZATION });
  const employer = await createEmployer(db, { ...LARGE_DEMO_ACCOUNTS.employer, password: DEMO_PASSWORD });
  await addMember(db, { organizationId: "large-demo", userId: employer.id, role: "owner", department: null });
  const learner = await createLearner(db, { ...LARGE_DEMO_ACCOUNTS.learner, password: DEMO_PASSWORD });
  await addMember(db, { organizationId: "large-demo", userId: learner.id, role: "member", department: "Operations" });
  await db.execute(sql`analyze`);
  return `Large Demo Org: ${LARGE_ORGANIZATION.members} members with ${LARGE_ORGANIZATION.members * LARGE_ORGANIZATION.progressPerMember} progress rows; sign in as ${LARGE_DEMO_ACCOUNTS.employer.email} or ${LARGE_DEMO_ACCOUNTS.learner.email}.`;
}
