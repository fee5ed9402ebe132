import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * Makes every insert of an audit event with this action fail inside the database (a trigger that
 * raises), as a refused jsonb value or a full disk would: the command's change must roll back with
 * it. Answers a function that lets such events through again. Tests only; each test file has its
 * own database.
 */
export async function failAuditOf(db: Db, action: string): Promise<() => Promise<void>> {
  await db.execute(
    sql`create table if not exists test_refused_audit_actions (action text primary key)`,
  );
  await db.execute(sql`create or replace function test_refuse_audit() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from test_refused_audit_actions where action = new.action) then
        raise exception 'audit write refused (test)';
      end if;
      return new;
    end $$`);
  await db.execute(sql`drop trigger if exists test_refuse_audit on audit_events`);
  await db.execute(sql`create trigger test_refuse_audit before insert on audit_events
    for each row execute function test_refuse_audit()`);
  await db.execute(
    sql`insert into test_refused_audit_actions (action) values (${action}) on conflict do nothing`,
  );
  return async () => {
    await db.execute(sql`delete from test_refused_audit_actions where action = ${action}`);
  };
}
