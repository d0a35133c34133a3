import { matchRoutes, type RouteObject } from 'react-router-dom';
import { ABILITIES, can, type AbilityName, type RoleName } from '../../lib/access';
import { allSections, menuSections } from '../header/menu-sections';
import { DEFAULT_ROUTE_ABILITY, type RouteHandle } from '../route-access';
import { routes } from '../routes';

/** The ability the guarded outlet applies to a path: the deepest matched route that names one. */
function abilityOf(path: string): AbilityName | 'public' {
  const matches = matchRoutes(routes as RouteObject[], path) ?? [];
  for (let i = matches.length - 1; i >= 0; i--) {
    const ability = (matches[i].route.handle as RouteHandle | undefined)?.ability;
    if (ability) return ability;
  }
  return matches.some((m) => m.route.path === '*') ? 'public' : DEFAULT_ROUTE_ABILITY;
}

const roles: RoleName[] = ['Admin', 'Teacher', 'Student'];

describe('who may open which page', () => {
  it.each([
    ['/', ['Admin', 'Teacher', 'Student']],
    ['/settings', ['Admin', 'Teacher', 'Student']],
    ['/exam/list', ['Admin', 'Teacher']],
    ['/question/edit/3', ['Admin', 'Teacher']],
    ['/admin/students', ['Admin', 'Teacher']],
    ['/student/12', ['Admin', 'Teacher']],
    ['/admin/grading-models', ['Admin', 'Teacher']],
    ['/admin/node-types', ['Admin', 'Teacher']],
    ['/admin/users', ['Admin']],
    ['/admin', ['Admin']],
    ['/admin/courses', ['Admin']],
    ['/admin/online-users', ['Admin']],
    ['/admin/courses-students', ['Admin']],
    ['/admin/students-courses', ['Admin']],
    ['/admin/nodes', ['Admin']],
    ['/fullscreen/test-generate/4', ['Admin', 'Teacher']],
  ] as const)('%s is for %j', (path, allowed) => {
    const ability = abilityOf(path);
    expect(ability).not.toBe('public');
    expect(roles.filter((role) => can(role, ability as AbilityName))).toEqual(allowed);
  });

  it('names an ability known to the access table on every route', () => {
    const walk = (list: RouteObject[]): AbilityName[] =>
      list.flatMap((route) => [
        ...((route.handle as RouteHandle | undefined)?.ability ? [(route.handle as RouteHandle).ability!] : []),
        ...walk(route.children ?? []),
      ]);
    const used = walk(routes as RouteObject[]);
    expect(used.length).toBeGreaterThan(30);
    for (const ability of used) expect(Object.keys(ABILITIES)).toContain(ability);
  });
});

describe('the menu offers only pages the role may open', () => {
  it.each(roles)('%s', (role) => {
    for (const section of menuSections(role)) {
      for (const item of section.items) expect(can(role, abilityOf(item.path) as AbilityName)).toBe(true);
    }
  });

  it('shows a teacher no administrator-only item and a student no menu at all', () => {
    const teacherPaths = menuSections('Teacher').flatMap((s) => s.items.map((i) => i.path));
    expect(teacherPaths).toContain('/admin/students');
    expect(teacherPaths).not.toContain('/admin/users');
    expect(teacherPaths).not.toContain('/admin/grading-models');
    expect(menuSections('Student')).toEqual([]);
    expect(menuSections('Admin').flatMap((s) => s.items)).toHaveLength(allSections().flatMap((s) => s.items).length);
  });
});
