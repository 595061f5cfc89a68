/**
 * Turns listing (or search) params into the flat query the gateway expects: booleans are sent
 * only when true (`featured=true`), lists (tags, materials) as comma lists, empty values are
 * left out.
 */
export function toQueryParams(params: object): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params) as [string, unknown][]) {
    if (value === undefined || value === null || value === '' || value === false) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) query[key] = value.join(',');
    } else if (value === true) {
      query[key] = 'true';
    } else {
      query[key] = value as string | number;
    }
  }
  return query;
}
