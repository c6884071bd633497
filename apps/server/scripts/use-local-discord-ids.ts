import { databaseSettings, loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { ensureDefaultRoles } from '../src/db/seed/default-roles';
import { demoBotSettings } from '../src/demo/demo-bot-settings';
import { botSettings } from '../src/db/schema/bot-settings';

/**
 * Points the bot settings of the database configured by the environment (DATA_DIR or
 * DATABASE_URL) at the standalone local Discord's roles and channels, so a panel started in
 * real mode against `npm run discord:local` has Discord effects from its first decision.
 */
// Only DATA_DIR or DATABASE_URL matter here; the panel's own Discord settings are not needed.
const config = loadConfig({ DEMO_MODE: 'true', ...databaseSettings() });
const database = await openDatabase(config);
await database.migrate();
await ensureDefaultRoles(database.db);
await database.db
  .insert(botSettings)
  .values({ id: 1, settings: demoBotSettings })
  .onConflictDoUpdate({ target: botSettings.id, set: { settings: demoBotSettings } });
await database.close();
console.log(`bot settings: ${Object.keys(demoBotSettings).length} ids of the local Discord`);
