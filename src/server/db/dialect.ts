/**
 * What differs between the databases we run on, kept to this one small interface so migrations,
 * repositories and services stay the same code on SQLite and PostgreSQL.
 */
export interface DialectFeatures {
  name: 'sqlite' | 'postgres';
  /** Column type for raw bytes (images). */
  binaryType: 'blob' | 'bytea';
  /** True when the error is a unique-constraint violation (a lost insert race, a repeated key). */
  isUniqueViolation(error: unknown): boolean;
}

export const sqliteFeatures: DialectFeatures = {
  name: 'sqlite',
  binaryType: 'blob',
  isUniqueViolation: (error) =>
    error instanceof Error &&
    'code' in error &&
    (error.code === 'SQLITE_CONSTRAINT_UNIQUE' || error.code === 'SQLITE_CONSTRAINT_PRIMARYKEY'),
};
