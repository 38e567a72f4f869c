// Query keys, general to specific (TkDodo), one factory for every remote: `all` refreshes a whole domain,
// `lists()` every list of it, `list(scope)` the list the server scoped for one signed-in user.
// A mutation invalidates through the same factory, never a retyped array.

/** Lists the server scopes by the signed-in user carry the user in their key. */
export interface ListScope {
  userId: number | null;
}

export function createQueryKeys<const Base extends readonly string[]>(...base: Base) {
  const all = base;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: (scope: ListScope) => [...all, 'list', scope] as const,
    detail: (id: number) => [...all, 'detail', id] as const,
    /** Any other query of the domain (a report page, records of a table), still under `all`. */
    of: <const Parts extends readonly unknown[]>(kind: string, ...parts: Parts) => [...all, kind, ...parts] as const,
  };
}
