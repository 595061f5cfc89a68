import type { Schemas } from '@/lib/api-contract';

/** An event message a service gave up on (the OpenAPI document's `DeadLetterJson`). */
export type DeadLetter = Schemas['DeadLetterJson'];

/** Which dead letter: its service and its row id there. */
export type DeadLetterRef = Pick<DeadLetter, 'service' | 'id'>;
