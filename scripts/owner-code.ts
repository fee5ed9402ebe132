// `npm run owner:code`: prints the one-time owner setup code (the same one the server logs at start
// while nobody has proven they control OWNER_EMAIL). On the embedded database stop the server first:
// only one process may open ./data.
//
// `npm run owner:code -- --free-address`: if someone else signed up with the owner's address first
// (and the real owner therefore cannot sign in to it), removes that unproven account with its
// sessions, so that the owner can sign up or continue with Google using the address (recorded in
// the activity record, in the same transaction: server/domain/owner.ts).
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { freeOwnerAddress } from '../server/domain/owner.ts';
import { ownerSetupCode, provenOwnerId } from '../server/auth/owner.ts';
import { privateUmask } from '../server/ops/data-dir.ts';

// Files this process creates (the database's, a backup) are readable by its user only.
privateUmask();

const config = loadConfig();
if (!config.OWNER_EMAIL) {
  console.error('OWNER_EMAIL is not set: there is no owner to prove.');
  process.exit(1);
}
const database = await openDatabase({
  url: config.DATABASE_URL,
  ownerUrl: config.DATABASE_OWNER_URL,
  dataDir: config.DATA_DIR,
});
try {
  await database.migrate();
  if ((await provenOwnerId(database.db, config.OWNER_EMAIL)) !== null) {
    console.log('The owner has already proven the OWNER_EMAIL address; no code is needed.');
  } else {
    if (process.argv.includes('--free-address')) {
      const removed = await freeOwnerAddress(database.db, config.OWNER_EMAIL);
      console.log(
        removed
          ? 'The unproven account with the owner address was removed.'
          : 'No account uses the owner address yet.',
      );
    }
    console.log(`owner setup code: ${await ownerSetupCode(database.db)}`);
    console.log('Sign in with the OWNER_EMAIL address and enter it on the Profile page.');
  }
} finally {
  await database.close();
}
