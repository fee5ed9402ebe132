import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The repository's own configuration, on text placed at real paths (the rules resolve imports on disk).
const eslint = new ESLint({ cwd: import.meta.dirname });

async function rulesBroken(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

describe('features keep to their folders', { timeout: 120_000 }, () => {
  // The first run loads the configuration and its plugins.
  beforeAll(() => rulesBroken('web/shared/example.ts', 'export {};\n'), 120_000);

  it("refuses a feature importing another feature's internals", async () => {
    const broken = await rulesBroken(
      'web/features/donors/Example.tsx',
      "import { MatchCard } from '../matching/MatchCard.tsx';\nexport const Example = MatchCard;\n",
    );
    expect(broken).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*FEATURE_FACES/),
    ]);
  });

  it('lets a feature import what another offers, and the shared modules', async () => {
    const broken = await rulesBroken(
      'web/features/donors/Example.tsx',
      [
        "import { CallBadge } from '../matching/CallBadge.tsx';",
        "import { formatDateTime } from '../../shared/format.ts';",
        'export const Example = [CallBadge, formatDateTime];',
        '',
      ].join('\n'),
    );
    expect(broken).toEqual([]);
  });

  it('refuses web/shared importing any feature', async () => {
    const broken = await rulesBroken(
      'web/shared/example.ts',
      "import { donorKeys } from '../features/donors/donor-api.ts';\nexport const keys = donorKeys;\n",
    );
    expect(broken).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*web\/shared is below/),
    ]);
  });

  it('refuses an import cycle', async () => {
    // The available donors' page imports donor-api.ts: donor-api.ts importing it back closes a cycle.
    const broken = await rulesBroken(
      'web/features/donors/donor-api.ts',
      "import { AvailableDonorsPage } from './AvailableDonorsPage.tsx';\nexport const page = AvailableDonorsPage;\n",
    );
    expect(broken).toEqual([expect.stringMatching(/^import-x\/no-cycle: /)]);
  });
});

describe("the server's layers", { timeout: 120_000 }, () => {
  beforeAll(() => rulesBroken('server/data/example.ts', 'export {};\n'), 120_000);

  it('refuses domain code importing a route', async () => {
    const broken = await rulesBroken(
      'server/domain/example.ts',
      "import { donorRoutes } from '../routes/donors/index.ts';\nexport const routes = donorRoutes;\n",
    );
    expect(broken).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*Domain code never imports a route/),
    ]);
  });

  it('refuses a route folder importing another route folder', async () => {
    const broken = await rulesBroken(
      'server/routes/donors/example.ts',
      "import { presentMatch } from '../matching/presenter.ts';\nexport const present = presentMatch;\n",
    );
    expect(broken).toEqual([
      expect.stringMatching(
        /^import-x\/no-restricted-paths: .*A route folder imports no other route/,
      ),
    ]);
  });

  it('refuses the data layer importing domain code', async () => {
    const broken = await rulesBroken(
      'server/data/example.ts',
      "import { runCommand } from '../domain/command.ts';\nexport const run = runCommand;\n",
    );
    expect(broken).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*server\/data is the lowest layer/),
    ]);
  });

  it('lets a route import its own folder, the domain, the data layer and shared helpers', async () => {
    const broken = await rulesBroken(
      'server/routes/donors/example.ts',
      [
        "import { registerDonor } from '../../domain/donors.ts';",
        "import { liveDonor } from '../../data/donors.ts';",
        "import { bilingualOrNull } from '../../shared/geo-presenter.ts';",
        "import { donorRoutes } from './index.ts';",
        'export const used = [registerDonor, liveDonor, bilingualOrNull, donorRoutes];',
        '',
      ].join('\n'),
    );
    expect(broken).toEqual([]);
  });
});
