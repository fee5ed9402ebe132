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
