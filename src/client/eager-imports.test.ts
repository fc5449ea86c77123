// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

/** The linter's messages for `code` written into the module at `filePath`. */
async function lint(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'local/eager-imports');
}

describe('the code every page loads first', () => {
  it('refuses a heavy package in a module of the home page, at the import line', async () => {
    const messages = await lint(
      'src/client/features/home/HomeSection.tsx',
      "import { z } from 'zod';\n\nexport const schema = z.string();\n",
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ line: 1 });
    expect(messages[0]?.message).toMatch(/zod would load with every page.*import\(\)/);
  });

  it('refuses the staff area in a module every page loads', async () => {
    const messages = await lint(
      'src/client/components/layout/Header.tsx',
      "import { DashboardPage } from '../../features/newsroom/content/DashboardPage';\n\nexport const page = DashboardPage;\n",
    );
    expect(messages.map((message) => message.message)).toEqual([expect.stringMatching(/staff code/)]);
  });

  it('lets a page loaded on demand use any package, and type imports anywhere', async () => {
    expect(
      await lint(
        'src/client/features/contact/ContactForm.tsx',
        "import { z } from 'zod';\n\nexport const s = z.string();\n",
      ),
    ).toEqual([]);
    expect(
      await lint(
        'src/client/features/home/HomeSection.tsx',
        "import type { z } from 'zod';\n\nexport type S = z.ZodString;\n",
      ),
    ).toEqual([]);
  });
});

describe("the front page's parts loaded after its first paint", () => {
  it('refuses an import that brings zod along through a shared module, at the import line', async () => {
    const messages = await lint(
      'src/client/features/home/ArtistSpotlight.tsx',
      "import { articleSummarySchema } from '../../../shared/magazine';\n\nexport const fields = articleSummarySchema.keyof();\n",
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ line: 1 });
    expect(messages[0]?.message).toMatch(/brings zod into the front page's parts loaded after its first paint/);
  });

  it('lets those parts use the modules kept free of zod', async () => {
    expect(
      await lint(
        'src/client/features/home/ArtistSpotlight.tsx',
        "import { SPOTLIGHT_LABELS } from '../../../shared/spotlight-types';\n\nexport const labels = SPOTLIGHT_LABELS;\n",
      ),
    ).toEqual([]);
  });
});
