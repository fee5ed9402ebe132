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

  it('refuses a query written in a route or a domain command', async () => {
    for (const filePath of ['server/routes/donors/example.ts', 'server/domain/example.ts']) {
      const broken = await rulesBroken(
        filePath,
        "import { sql } from 'drizzle-orm';\nexport const one = sql`select 1`;\n",
      );
      expect(broken).toEqual([
        expect.stringMatching(/^no-restricted-imports: .*Queries live in server\/data/),
      ]);
    }
  });

  it('refuses a query written in the alert worker, a plugin, the app or the demo switch', async () => {
    for (const filePath of [
      'server/alerts/example.ts',
      'server/plugins/example.ts',
      'server/app.ts',
      'server/demo.ts',
    ]) {
      const broken = await rulesBroken(
        filePath,
        "import { eq } from 'drizzle-orm';\nimport { sql } from 'drizzle-orm/sql';\nexport const used = [eq, sql];\n",
      );
      expect(broken).toEqual([
        expect.stringMatching(/^no-restricted-imports: .*Queries live in server\/data/),
        expect.stringMatching(/^no-restricted-imports: .*Queries live in server\/data/),
      ]);
    }
  });

  it('lets the alert worker and the plugins reach the database through server/data', async () => {
    const broken = await rulesBroken(
      'server/alerts/example.ts',
      "import { claimDueOutboxRows } from '../data/alert-outbox.ts';\nexport const claim = claimDueOutboxRows;\n",
    );
    expect(broken).toEqual([]);
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

describe('a query key is spelt only by its owner', { timeout: 120_000 }, () => {
  beforeAll(() => rulesBroken('web/shared/example.ts', 'export {};\n'), 120_000);

  it('refuses a key written inline in a query or a refresh', async () => {
    const broken = await rulesBroken(
      'web/features/matching/example.ts',
      [
        "import type { QueryClient } from '@tanstack/react-query';",
        "export const pledges = { queryKey: ['blood-requests', 'one', '1', 'pledges'] };",
        'export const refresh = (client: QueryClient) =>',
        "  client.invalidateQueries({ queryKey: ['top-donor'] });",
        "export const seed = (client: QueryClient) => client.setQueryData(['donors'], []);",
        '',
      ].join('\n'),
    );
    expect(broken).toEqual([
      expect.stringMatching(/^no-restricted-syntax: Take a query key from its owner/),
      expect.stringMatching(/^no-restricted-syntax: Take a query key from its owner/),
      expect.stringMatching(/^no-restricted-syntax: Take a query key from its owner/),
    ]);
  });

  it('lets a feature take keys from their owners, and the key modules spell them', async () => {
    expect(
      await rulesBroken(
        'web/features/matching/example.ts',
        [
          "import type { QueryClient } from '@tanstack/react-query';",
          "import { topDonorKeys } from '../../shared/query-keys/top-donors.ts';",
          'export const refresh = (client: QueryClient) =>',
          '  client.invalidateQueries({ queryKey: topDonorKeys.all });',
          "export const seed = (client: QueryClient) => client.setQueryData(topDonorKeys.all, ['x']);",
          '',
        ].join('\n'),
      ),
    ).toEqual([]);
    expect(
      await rulesBroken(
        'web/shared/query-keys/example.ts',
        "export const exampleKeys = { all: ['example'] as const };\nexport const read = { queryKey: ['example'] };\n",
      ),
    ).toEqual([]);
  });
});

describe(
  'the composition stands above the features, the foundation below them',
  { timeout: 120_000 },
  () => {
    beforeAll(() => rulesBroken('web/shared/example.ts', 'export {};\n'), 120_000);

    it('refuses a feature importing web/app', async () => {
      const broken = await rulesBroken(
        'web/features/donors/example.ts',
        "import { routes } from '../../app/router.tsx';\nexport const all = routes;\n",
      );
      expect(broken).toEqual([
        expect.stringMatching(/^import-x\/no-restricted-paths: .*web\/app is the composition/),
      ]);
    });

    it('refuses the foundation importing a feature or web/app', async () => {
      for (const from of ['../features/auth/session.ts', '../app/router.tsx']) {
        const broken = await rulesBroken(
          'web/foundation/example.ts',
          `import * as above from '${from}';\nexport const all = above;\n`,
        );
        expect(broken).toEqual([
          expect.stringMatching(/^import-x\/no-restricted-paths: .*web\/foundation is below/),
        ]);
      }
    });

    it('lets features import the foundation, and the app import both', async () => {
      expect(
        await rulesBroken(
          'web/features/donors/example.ts',
          "import { readApi } from '../../foundation/api-client.ts';\nexport const read = readApi;\n",
        ),
      ).toEqual([]);
      expect(
        await rulesBroken(
          'web/app/example.ts',
          "import { readApi } from '../foundation/api-client.ts';\nimport { startSession } from '../features/auth/session.ts';\nexport const all = [readApi, startSession];\n",
        ),
      ).toEqual([]);
    });
  },
);
