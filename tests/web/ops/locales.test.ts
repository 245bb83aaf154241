import { describe, expect, it } from 'vitest';
import { ROLE_LABELS } from '@/contracts/accounts';
import { AUDIT_ACTION_LABELS } from '@/contracts/audit';
import zh from '@/locales/zh/management.ops.json';

const files = import.meta.glob<{ default: Record<string, unknown> }>(
  '@/locales/*/{management.ops,route.ops,management.console}.json',
  {
    eager: true,
  },
);

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe('operations console texts', () => {
  it.each(['management.ops', 'route.ops', 'management.console'])(
    '%s.json has the same keys, none empty, in zh, en, es and ja',
    (area) => {
      const byLanguage = Object.fromEntries(
        Object.entries(files)
          .filter(([path]) => path.endsWith(`/${area}.json`))
          .map(([path, module]) => [/locales\/(\w+)\//.exec(path)![1]!, module.default]),
      );
      expect(Object.keys(byLanguage).sort()).toEqual(['en', 'es', 'ja', 'zh']);
      const zhKeys = keysOf(byLanguage.zh).sort();
      for (const language of ['en', 'es', 'ja']) expect(keysOf(byLanguage[language]).sort()).toEqual(zhKeys);
      for (const messages of Object.values(byLanguage)) expect(JSON.stringify(messages)).not.toMatch(/""|TODO/);
    },
  );

  it('names every audit action and role as the contract does in Chinese', () => {
    expect(zh.audit.actions).toEqual(AUDIT_ACTION_LABELS);
    expect(zh.accounts.roles).toEqual(ROLE_LABELS);
  });
});
