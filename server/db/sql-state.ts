/**
 * PostgreSQL's error codes (SQLSTATE) for the constraints a write can hit, however the driver
 * wraps the error (PGlite and node-postgres put it on the error, Drizzle on its `cause`).
 */
function hasSqlState(error: unknown, code: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === code) return true;
  }
  return false;
}

/** A foreign-key violation (23503): what the row points at was deleted meanwhile. */
export const isForeignKeyViolation = (error: unknown) => hasSqlState(error, '23503');

/** A unique violation (23505): two requests added the same thing at once. */
export const isUniqueViolation = (error: unknown) => hasSqlState(error, '23505');
