import type { Schemas } from '@/lib/api-contract';

import type { ActivityKind } from '../activity-kinds';

/** One admin write as the gateway sends it (the OpenAPI document's `ActivityEntryJson`). */
export type ActivityEntry = Schemas['ActivityEntryJson'];
export type ActivityPage = Schemas['ActivityPage'];

/**
 * What the activity screen asks the server for; '' means no filter. `from` and `to` are Nairobi
 * days (`YYYY-MM-DD`), both inclusive.
 */
export type ActivityFilters = { actor: string; kind: ActivityKind | ''; from: string; to: string; page: number };
