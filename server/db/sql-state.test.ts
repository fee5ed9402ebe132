import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../test/database.ts';
import type { Database } from './client.ts';
import { unions, villages } from './schema.ts';
import { isForeignKeyViolation, isUniqueViolation } from './sql-state.ts';

/** The errors the database's own driver raises (PGlite, or PostgreSQL when the tests run on it). */
describe('a constraint the database refused, as the driver raises it', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await freshDatabase());
  });
  afterAll(() => drop());

  const refusal = (write: () => Promise<unknown>) =>
    write().then(
      () => expect.fail('the write was accepted'),
      (error: unknown) => error,
    );

  it('tells a unique violation from a foreign-key violation', async () => {
    const [union] = await database.db.select().from(unions).limit(1);
    const taken = await refusal(() => database.db.insert(unions).values({ ...union! }));
    expect(isUniqueViolation(taken)).toBe(true);
    expect(isForeignKeyViolation(taken)).toBe(false);

    const dangling = await refusal(() =>
      database.db
        .insert(villages)
        .values({ unionId: 987_654_321, name: 'Nowhere', bnName: 'কোথাও না' }),
    );
    expect(isForeignKeyViolation(dangling)).toBe(true);
    expect(isUniqueViolation(dangling)).toBe(false);
  });

  it('says no to anything else', () => {
    expect(isUniqueViolation(new Error('23505'))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
    expect(isUniqueViolation('23505')).toBe(false);
  });
});
