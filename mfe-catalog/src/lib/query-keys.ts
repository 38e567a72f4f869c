// Query keys of the catalogue, general to specific, so invalidating a domain's `all` refreshes every list
// of it. Lists the server scopes by the signed-in user carry the user in the key.
export interface ListScope {
  userId: number | null;
}

function domainKeys<Name extends string>(name: Name) {
  const all = ['catalog', name] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: (scope: ListScope) => [...all, 'list', scope] as const,
  };
}

export const categoryKeys = domainKeys('categories');
export const productKeys = domainKeys('products');
export const variantKeys = domainKeys('variants');
export const addonKeys = domainKeys('addons');
