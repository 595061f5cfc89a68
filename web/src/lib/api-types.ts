/**
 * Generated from docs/openapi.json by openapi-typescript (`npm run gen:api`): do not edit.
 * `npm run typecheck` fails when this file is not the document's types.
 */

export interface paths {
    "/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The categories with their subcategories and product counts (customer spec, "Categories"). */
        get: operations["categories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        CategoryJson: {
            /** @example Living Room */
            name: string;
            /** Format: int64 */
            productCount: number;
            /** @example living-room */
            slug: string;
            subcategories: components["schemas"]["SubcategoryJson"][];
        };
        /**
         * @description `{"error": <code>, "message": <text>, "fields"?: {...}}`, plus the keys a code names
         *     (`shortages` with `out_of_stock`, `quote` with `total_changed`).
         * @example {
         *       "error": "validation_failed",
         *       "fields": {
         *         "customerName": "Full name is required"
         *       },
         *       "message": "Full name is required"
         *     }
         */
        ErrorBody: {
            /** @description The stable code: what a client matches on. */
            error: components["schemas"]["ErrorCode"];
            /** @description Every invalid field, by its name in the request, with its message. */
            fields?: {
                [key: string]: string;
            } | null;
            /** @description The person-readable message, in the spec's wording. */
            message: string;
        };
        /**
         * @description A stable error code and its HTTP status:
         *     - `bad_request` (400): Bad request - please check your input
         *     - `validation_failed` (400): Bad request - please check your input
         *     - `unauthorized` (401): Unauthorized - please log in
         *     - `invalid_credentials` (401): Invalid email or password
         *     - `forbidden` (403): Forbidden - you don't have permission
         *     - `not_found` (404): Not found - the requested resource doesn't exist
         *     - `product_not_found` (404): Product not found
         *     - `category_not_found` (404): Category not found
         *     - `order_not_found` (404): Order not found
         *     - `user_not_found` (404): User not found
         *     - `coupon_not_found` (404): Invalid coupon code
         *     - `payment_not_found` (404): Payment not found
         *     - `list_not_found` (404): List not found
         *     - `dead_letter_not_found` (404): Dead letter not found
         *     - `conflict` (409): This conflicts with existing data
         *     - `out_of_stock` (409): Some items are out of stock
         *     - `total_changed` (409): The total has changed. Please review your order.
         *     - `not_cancellable` (409): Only pending orders can be cancelled
         *     - `cancelled_is_final` (409): A cancelled order cannot be changed
         *     - `payment_not_allowed` (409): This order cannot be paid this way
         *     - `payment_in_progress` (409): A payment for this order is already in progress
         *     - `replay_failed` (409): The message could not be replayed
         *     - `too_many_requests` (429): Too many requests - please try again later
         *     - `method_not_allowed` (405): This method is not allowed on this path
         *     - `payload_too_large` (413): The request body is too large
         *     - `timeout` (504): Request timeout - please try again
         *     - `service_unavailable` (503): Service temporarily unavailable - please try again later
         *     - `payment_unavailable` (503): Failed to initiate M-Pesa payment
         *     - `order_unconfirmed` (503): We could not confirm your order. Please try again.
         *     - `not_ready` (503): Service temporarily unavailable - please try again later
         *     - `server_error` (500): Server error - please try again later
         * @enum {string}
         */
        ErrorCode: "bad_request" | "validation_failed" | "unauthorized" | "invalid_credentials" | "forbidden" | "not_found" | "product_not_found" | "category_not_found" | "order_not_found" | "user_not_found" | "coupon_not_found" | "payment_not_found" | "list_not_found" | "dead_letter_not_found" | "conflict" | "out_of_stock" | "total_changed" | "not_cancellable" | "cancelled_is_final" | "payment_not_allowed" | "payment_in_progress" | "replay_failed" | "too_many_requests" | "method_not_allowed" | "payload_too_large" | "timeout" | "service_unavailable" | "payment_unavailable" | "order_unconfirmed" | "not_ready" | "server_error";
        SubcategoryJson: {
            /** @example Sofas */
            name: string;
            /** Format: int64 */
            productCount: number;
            /** @example sofas */
            slug: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    categories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every category, in menu order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryJson"][];
                };
            };
            /** @description The catalogue is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
}
