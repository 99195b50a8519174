declare module "mime-db" {
  /** Media type ("image/jpeg") → where it is registered and the file extensions that name it. */
  const db: Record<string, { source?: string; extensions?: string[]; compressible?: boolean; charset?: string }>;
  export default db;
}
