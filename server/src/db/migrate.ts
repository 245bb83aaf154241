/** `tsx server/src/db/migrate.ts`: applies the migrations (and the seed) without serving. */
import { loadConfig } from '../config';
import { openDatabase } from './client';
import { seed } from './seed';

const config = loadConfig();
const database = await openDatabase(config);
try {
  await database.migrate();
  await seed(database.db, config, new Date());
  console.log(`Migrated and seeded (${database.kind}).`);
} finally {
  await database.close();
}
