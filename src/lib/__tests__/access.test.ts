import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { ABILITIES, can, type Ability } from '../access';

interface Operation {
  operationId?: string;
  security?: unknown[];
  'x-roles'?: string[];
}

// The server's rule (docs/architecture.md): `security: []` is public, else `x-roles`, by default Admin and Teacher.
const contract = parse(readFileSync(join(process.cwd(), 'openapi.yaml'), 'utf8')) as { paths: Record<string, Record<string, Operation>> };
const serverRoles = new Map<string, string[] | 'public'>();
for (const item of Object.values(contract.paths)) {
  for (const operation of Object.values(item)) {
    if (typeof operation !== 'object' || !operation?.operationId) continue;
    const isPublic = Array.isArray(operation.security) && operation.security.length === 0;
    serverRoles.set(operation.operationId, isPublic ? 'public' : (operation['x-roles'] ?? ['Admin', 'Teacher']));
  }
}
const abilities = Object.entries(ABILITIES) as [string, Ability][];

describe('the SPA access table mirrors the server policy (openapi.yaml)', () => {
  it('reads the contract', () => {
    expect(serverRoles.size).toBeGreaterThan(60);
    expect(serverRoles.get('listStaffUsers')).toEqual(['Admin']);
  });

  it.each(abilities)('%s never grants a role that one of its operations refuses', (_name, ability) => {
    for (const operationId of ability.operations) {
      const allowed = serverRoles.get(operationId);
      expect({ operationId, known: allowed !== undefined }).toEqual({ operationId, known: true });
      if (allowed === 'public') continue;
      for (const role of ability.roles) expect({ operationId, role, allowed: allowed!.includes(role) }).toEqual({ operationId, role, allowed: true });
    }
  });

  it.each(abilities)('%s grants every role its operations allow, or says why not', (_name, ability) => {
    if (ability.narrowerThanServer) return;
    for (const operationId of ability.operations) {
      const allowed = serverRoles.get(operationId);
      if (allowed === 'public' || allowed === undefined) continue;
      expect({ operationId, roles: [...ability.roles].sort() }).toEqual({ operationId, roles: [...allowed].sort() });
    }
  });

  it('puts every signed-in operation of the contract in some ability', () => {
    const covered = new Set(abilities.flatMap(([, ability]) => ability.operations));
    const missing = [...serverRoles].filter(([id, roles]) => roles !== 'public' && !covered.has(id)).map(([id]) => id);
    expect(missing).toEqual([]);
  });

  it('answers by role', () => {
    expect(can('Admin', 'manageNodeTypes')).toBe(true);
    expect(can('Teacher', 'manageNodeTypes')).toBe(false);
    expect(can('Teacher', 'viewNodeTypes')).toBe(true);
    expect(can('Student', 'useStaffShell')).toBe(false);
    expect(can('Student', 'takeExams')).toBe(true);
    expect(can(null, 'useOwnAccount')).toBe(false);
  });
});
