/**
 * Generated from docs/openapi.json by openapi-typescript (`npm run gen:api`): do not edit.
 * `npm run typecheck` fails when this file is not the document's types.
 */

export interface paths {
    "/api/admin/dead-letters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The dead letters waiting for a replay (or all of them) of every consuming service, newest
         *     first, and the counts per queue. A service that does not answer is named in `unavailable`
         *     instead of failing the whole list. Admin only.
         */
        get: operations["list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dead-letters/{service}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One dead letter with its payload, raw (hex) and as the consumer decodes it. Admin only. */
        get: operations["show"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dead-letters/{service}/{id}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Handles the message again through the consumer's idempotent path. 409 `replay_failed` with
         *     the handler's error when it fails again (the dead letter stays, with that error). Admin only.
         */
        post: operations["replay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mpesa/status/{checkout_request_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The state of one M-Pesa prompt: the checkout's poll while the payer answers it.
         * @description Signed-in user; owner or admin.
         */
        get: operations["mpesa_status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mpesa/stkpush": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends the M-Pesa payment prompt (STK push) for an order to the payer's phone.
         * @description Signed-in user; owner or admin. A second call while the order's prompt to the same phone is live
         *     answers that prompt instead of sending another.
         */
        post: operations["stk_push"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Which methods the checkout offers, and whether payments are test payments.
         * @description Anyone.
         */
        get: operations["payment_config"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/daraja/callback/{secret}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Safaricom Daraja's STK callback.
         * @description Called by Safaricom (MPESA.md "Callback"), not by shoppers: no bearer, the path's secret
         *     names it. The raw body goes to the payments service, which
         *     checks it and confirms the result by STK query before anything is settled. Daraja retries
         *     anything but a 200, so a malformed body is accepted (it is recorded; sending it again would
         *     not help), an unknown secret is a 404, and payments (or its database) being down is a 503.
         */
        post: operations["daraja_callback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/{order_id}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Charges the order's total to a card or PayPal through the configured provider.
         * @description Signed-in user; owner or admin. A decline is a 200 with `status` `failed`.
         */
        post: operations["pay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
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
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every service's health (the admin screens' API status): 200 `ok` when every service is
         *     SERVING, otherwise 503 `degraded` naming the ones that are not.
         */
        get: operations["health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/livez": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness: 200 whenever the process can answer at all. */
        get: operations["livez"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The dead-letter counts of every consuming service in Prometheus' text format (counts only,
         *     no content). `shop_dead_letters` is what waits for an admin; `shop_dead_letters_total` every
         *     message ever dead-lettered; `shop_dead_letters_up` whether the service answered.
         */
        get: operations["metrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The product listing (customer spec, "Product listing"). */
        get: operations["list_products"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/category/{category}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A category or subcategory page (customer spec, "Category page"). */
        get: operations["products_by_category"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/featured": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The home page's Sponsored row: featured products. */
        get: operations["featured"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/new-arrivals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The newest products. */
        get: operations["new_arrivals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/price-range": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The lowest and highest price of the catalogue or of one category. */
        get: operations["price_range"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Full-text search with facets (web-contract.md, "Search"). */
        get: operations["search_products"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search-as-you-type under the header box (web-contract.md, "Search"). */
        get: operations["suggest_products"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product, with up to 8 related products (the same subcategory first). */
        get: operations["product_by_id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness: 200 `ready` when every [`REQUIRED`] service is SERVING, otherwise 503
         *     `not_ready` naming them.
         */
        get: operations["readyz"];
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
        CategorySuggestionJson: {
            /**
             * Format: int64
             * @example 31
             */
            count: number;
            /** @example Sofas */
            name: string;
            /**
             * @description The parent category's name for a subcategory; null for a top-level category.
             * @example Living Room
             */
            parentName?: string | null;
            /** @example living-room-sofas */
            slug: string;
        };
        /**
         * @description Daraja's acknowledgement: `{"ResultCode":0,"ResultDesc":"Accepted"}`.
         * @example {
         *       "ResultCode": 0,
         *       "ResultDesc": "Accepted"
         *     }
         */
        DarajaAcknowledgement: {
            /** Format: int32 */
            ResultCode: number;
            ResultDesc: string;
        };
        /**
         * @description Safaricom's STK callback body, as Daraja sends it (read as raw bytes, whatever its content
         *     type; documented here for reference).
         */
        DarajaCallbackBody: Record<string, never>;
        /** @description One event message a consuming service gave up on. */
        DeadLetterJson: {
            /** Format: int32 */
            attempts: number;
            deadAt: string;
            error: string;
            id: string;
            messageId?: string | null;
            /** @description The raw payload in hex (one dead letter only). */
            payloadHex?: string | null;
            /** Format: int32 */
            payloadSize: number;
            /** @description The payload as the consumer decodes it (one dead letter only). */
            payloadText?: string | null;
            queue: string;
            reason: string;
            replayError?: string | null;
            replayedAt?: string | null;
            routingKey: string;
            service: string;
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
        FacetValueJson: {
            /**
             * Format: int64
             * @example 31
             */
            count: number;
            /**
             * @description What a shopper reads.
             * @example Sofas
             */
            label: string;
            /**
             * @description What the filter takes: a slug, or the exact material, colour or brand.
             * @example living-room-sofas
             */
            value: string;
        };
        /** @description Counts over the results: each facet counted with every filter applied except its own. */
        FacetsJson: {
            /** Format: int64 */
            assemblyNotRequired: number;
            brands: components["schemas"]["FacetValueJson"][];
            /** @description The 9 categories, in the taxonomy's order. */
            categories: components["schemas"]["FacetValueJson"][];
            colors: components["schemas"]["FacetValueJson"][];
            /** Format: int64 */
            expressDelivery: number;
            /** Format: int64 */
            featured: number;
            /** Format: int64 */
            freeDelivery: number;
            /** Format: int64 */
            inStock: number;
            materials: components["schemas"]["FacetValueJson"][];
            /** Format: int64 */
            onSale: number;
            price?: components["schemas"]["PriceRangeJson"] | null;
            /** @description The subcategories with results, most first. */
            subcategories: components["schemas"]["FacetValueJson"][];
        };
        /**
         * @description The gateway's view of the services' gRPC health.
         * @example {
         *       "services": {
         *         "auth": "ok",
         *         "catalog": "ok",
         *         "media": "ok",
         *         "orders": "ok",
         *         "payments": "ok"
         *       },
         *       "status": "ok"
         *     }
         */
        Health: {
            /** @description Each checked service: `ok` or `down`. */
            services: {
                [key: string]: string;
            };
            /** @description `ok`, `degraded` (`/health`), `ready` or `not_ready` (`/readyz`). */
            status: string;
        };
        ListJson: {
            deadLetters: components["schemas"]["DeadLetterJson"][];
            queues: components["schemas"]["QueueJson"][];
            /** @description Services that did not answer: their dead letters are missing from this list. */
            unavailable: string[];
        };
        Live: {
            /** @example ok */
            status: string;
        };
        /** @description Which payment methods the checkout offers. */
        MethodsJson: {
            card: boolean;
            /** @description Cash on delivery: the orders service's, always offered. */
            cod: boolean;
            mpesa: boolean;
            paypal: boolean;
        };
        /**
         * @example {
         *       "amount": 1659,
         *       "mpesaReceiptNumber": "RLA0R69NXM",
         *       "orderId": "0b6c7c1e-2f0a-4c1e-9a57-3f7f5b0f2a11",
         *       "publicId": "SF7K3M9QXA",
         *       "resultCode": 0,
         *       "resultDesc": "The service request is processed successfully.",
         *       "status": "success"
         *     }
         */
        MpesaStatusJson: {
            /**
             * Format: int64
             * @description Whole shillings.
             */
            amount: number;
            /** @description null until known (a payment settled by STK query alone may never have one). */
            mpesaReceiptNumber?: string | null;
            orderId: string;
            publicId: string;
            /**
             * Format: int32
             * @description Daraja's result code (0 paid, 1032 cancelled, ...); null while pending.
             */
            resultCode?: number | null;
            /** @description Daraja's description of the result ('Request cancelled by user'), "" while pending. */
            resultDesc: string;
            /**
             * @description `pending`, `success` or `failed`.
             * @example pending
             */
            status: string;
        };
        Pagination: {
            /**
             * Format: int32
             * @example 20
             */
            limit: number;
            /**
             * Format: int32
             * @example 1
             */
            page: number;
            /**
             * Format: int64
             * @example 57
             */
            total: number;
            /**
             * Format: int32
             * @example 3
             */
            totalPages: number;
        };
        /**
         * @description The body of `POST /api/payments/{order_id}/pay`: `method` `card` with the card's fields, or
         *     `paypal` with `paypalEmail`. The payments service checks every field and answers every
         *     invalid one at once; an amount in the body is ignored.
         * @example {
         *       "cardName": "Wanjiku Kamau",
         *       "cardNumber": "4242 4242 4242 4242",
         *       "cvv": "123",
         *       "expiryDate": "12/30",
         *       "method": "card"
         *     }
         */
        PayForm: {
            /**
             * @description Card: the cardholder's name.
             * @example Wanjiku Kamau
             */
            cardName?: string | null;
            /**
             * @description Card: the number as typed (spaces and `-` are ignored).
             * @example 4242 4242 4242 4242
             */
            cardNumber?: string | null;
            /**
             * @description Card: 3 or 4 digits.
             * @example 123
             */
            cvv?: string | null;
            /**
             * @description Card: `MM/YY` (also `MM/YYYY`).
             * @example 12/30
             */
            expiryDate?: string | null;
            /**
             * @description `card` or `paypal` (any case).
             * @example card
             */
            method?: string | null;
            /**
             * @description PayPal: the payer's PayPal email.
             * @example wanjiku@example.co.ke
             */
            paypalEmail?: string | null;
        };
        /**
         * @example {
         *       "methods": {
         *         "card": true,
         *         "cod": true,
         *         "mpesa": true,
         *         "paypal": true
         *       },
         *       "mpesaSandbox": true,
         *       "provider": "sandbox",
         *       "sandbox": true
         *     }
         */
        PaymentConfigJson: {
            methods: components["schemas"]["MethodsJson"];
            /** @description M-Pesa goes to Daraja's sandbox or the simulator, not Safaricom's live API. */
            mpesaSandbox: boolean;
            /**
             * @description The card and PayPal provider's name.
             * @example sandbox
             */
            provider: string;
            /** @description Card and PayPal are test payments: the checkout shows the test-payment notice. */
            sandbox: boolean;
        };
        /**
         * @example {
         *       "amount": 1658.84,
         *       "brand": "Visa",
         *       "last4": "4242",
         *       "message": "Payment successful",
         *       "orderId": "0b6c7c1e-2f0a-4c1e-9a57-3f7f5b0f2a11",
         *       "publicId": "SF7K3M9QXA",
         *       "status": "success",
         *       "transactionId": "sbx_ch_5f0c1e2a"
         *     }
         */
        PaymentResultJson: {
            /**
             * Format: double
             * @description What was charged, in KSh: the order's total.
             * @example 1658.84
             */
            amount: number;
            /** @description Cards: "Visa", "Mastercard", "American Express" or "Card"; "" for PayPal. */
            brand: string;
            /** @description Cards: the last four digits; "" for PayPal. */
            last4: string;
            /** @description 'Payment successful', 'Your card was declined', ... */
            message: string;
            orderId: string;
            publicId: string;
            /**
             * @description `success` or `failed` (a decline is an answer, not an error).
             * @example success
             */
            status: string;
            /** @description The provider's transaction id (also for a decline). */
            transactionId: string;
        };
        /** @description Lowest and highest price, KSh. */
        PriceRangeJson: {
            /**
             * Format: double
             * @example 450000
             */
            max: number;
            /**
             * Format: double
             * @example 2500
             */
            min: number;
        };
        /** @description A product as every catalogue route, the cart and the wishlist show it. Prices are KSh. */
        Product: {
            assemblyRequired: boolean;
            /**
             * @description `SALE`, `NEW`, `BESTSELLER` or null.
             * @example SALE
             */
            badge?: string | null;
            /** @example Samani Home */
            brand: string;
            /**
             * @description 'Living Room - Sofas', as the spec stores it.
             * @example Living Room - Sofas
             */
            category: string;
            /** @example living-room */
            categorySlug: string;
            /** @example Grey */
            color: string;
            /**
             * @description RFC 3339.
             * @example 2026-11-01T10:00:00Z
             */
            createdAt: string;
            description: string;
            /** @example 220 x 90 x 85 cm */
            dimensions: string;
            expressDelivery: boolean;
            featured: boolean;
            freeDelivery: boolean;
            /**
             * Format: int64
             * @example 123
             */
            id: number;
            /**
             * @example [
             *       "/media/demo/sofa-grey-1.svg"
             *     ]
             */
            images: string[];
            /** @example Linen */
            material: string;
            /** @example Nairobi 3-Seater Linen Sofa */
            name: string;
            /** @description `original_price` above `price`. */
            onSale: boolean;
            /**
             * Format: double
             * @description The same value under the search-page variant's name.
             * @example 52999
             */
            originalPrice?: number | null;
            /**
             * Format: double
             * @description The price before a sale; null when not on sale.
             * @example 52999
             */
            original_price?: number | null;
            /**
             * Format: double
             * @description KSh, VAT included.
             * @example 45999
             */
            price: number;
            /**
             * Format: double
             * @description 0 to 5, one decimal.
             * @example 4.5
             */
            rating: number;
            /**
             * Format: int32
             * @example 120
             */
            reviews: number;
            /**
             * Format: int32
             * @example 12
             */
            stock: number;
            /** @example Sofas */
            subcategory: string;
            /** @example living-room-sofas */
            subcategorySlug: string;
            /**
             * @example [
             *       "sofa",
             *       "3-seater"
             *     ]
             */
            tags: string[];
            /**
             * Format: double
             * @description Kilograms.
             * @example 45.5
             */
            weight: number;
        };
        /** @description `GET /products/{id}`: the product plus `relatedProducts`. */
        ProductDetail: components["schemas"]["Product"] & {
            /** @description Up to 8, the same subcategory first. */
            relatedProducts: components["schemas"]["Product"][];
        };
        /** @description One page of a listing. */
        ProductPage: {
            pagination: components["schemas"]["Pagination"];
            products: components["schemas"]["Product"][];
        };
        /** @description The counts of one consumer's queue. */
        QueueJson: {
            queue: string;
            service: string;
            /** Format: int64 */
            total: number;
            /** Format: int64 */
            waiting: number;
        };
        ReplayJson: {
            /** @description It had been handled before: nothing was done again. */
            alreadyHandled: boolean;
            deadLetter: components["schemas"]["DeadLetterJson"];
        };
        SearchPageJson: {
            /**
             * @description The words searched after typo correction; null when they were found as typed.
             * @example sofa
             */
            correctedQuery?: string | null;
            facets: components["schemas"]["FacetsJson"];
            /**
             * Format: int32
             * @example 20
             */
            limit: number;
            /**
             * Format: int32
             * @example 1
             */
            page: number;
            /** @description The page, best first for relevance. */
            products: components["schemas"]["Product"][];
            /**
             * @description The words as received, trimmed.
             * @example sfoa
             */
            query: string;
            /**
             * @description Up to 5 searches built from the results.
             * @example [
             *       "Sectional Sofas",
             *       "leather sofa"
             *     ]
             */
            relatedSearches: string[];
            /**
             * Format: int32
             * @example 3
             */
            totalPages: number;
            /**
             * Format: int64
             * @example 57
             */
            totalProducts: number;
        };
        /**
         * @description The body of `POST /api/mpesa/stkpush`. The spec's client also sends `amount`, `callbackUrl`
         *     and `transactionDesc`: they are not read (the amount is always the order's).
         * @example {
         *       "orderId": "SF7K3M9QXA",
         *       "phoneNumber": "254708374149"
         *     }
         */
        StkPushForm: {
            /**
             * @description The spec's name for the order number, read when `orderId` is absent.
             * @example SF7K3M9QXA
             */
            accountReference?: string | null;
            /**
             * @description The order's id or order number.
             * @example SF7K3M9QXA
             */
            orderId?: string | null;
            /**
             * @description The payer's M-Pesa number: 254, then 7 or 1, then 8 digits (spaces, `+` and `-` are
             *     ignored).
             * @example 254708374149
             */
            phoneNumber?: string | null;
        };
        /**
         * @example {
         *       "amount": 1659,
         *       "checkoutRequestId": "ws_CO_261120261334164567",
         *       "merchantRequestId": "29115-34620561-1",
         *       "message": "Success. Request accepted for processing",
         *       "success": true
         *     }
         */
        StkPushJson: {
            /**
             * Format: int64
             * @description Whole shillings: the order's total rounded up.
             */
            amount: number;
            /** @description Daraja's id of the prompt: what the status poll takes. */
            checkoutRequestId: string;
            merchantRequestId: string;
            /** @description Daraja's message for the payer. */
            message: string;
            success: boolean;
        };
        SubcategoryJson: {
            /** @example Sofas */
            name: string;
            /** Format: int64 */
            productCount: number;
            /** @example sofas */
            slug: string;
        };
        SuggestionsJson: {
            /** @description Up to 4. */
            categories: components["schemas"]["CategorySuggestionJson"][];
            /** @description Best first. */
            products: components["schemas"]["Product"][];
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
    list: {
        parameters: {
            query?: {
                /** @description Include the dead letters already replayed. */
                all?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The dead letters and the counts per queue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListJson"];
                };
            };
            /** @description `all` is not true or false */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The auth service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The auth service did not answer in time */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    show: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The consuming service: catalog or orders */
                service: string;
                /** @description The dead letter's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The dead letter */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeadLetterJson"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such service or dead letter */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service did not answer in time */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    replay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The consuming service: catalog or orders */
                service: string;
                /** @description The dead letter's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Handled (or found handled before) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReplayJson"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such service or dead letter */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `replay_failed`: the handler failed again */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service did not answer in time */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    mpesa_status: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The `checkoutRequestId` of `POST /api/mpesa/stkpush` */
                checkout_request_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The prompt's state */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MpesaStatusJson"];
                };
            };
            /** @description A malformed path */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Another user's payment */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `payment_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Payments are unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Payments did not answer in time */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    stk_push: {
        parameters: {
            query?: never;
            header?: {
                /** @description A repeated call with the same key answers the prompt it started */
                "Idempotency-Key"?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StkPushForm"];
            };
        };
        responses: {
            /** @description The prompt is on the payer's phone */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StkPushJson"];
                };
            };
            /** @description `validation_failed`: `fields.phoneNumber`, `fields.orderId`; or a malformed body or Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Another user's order */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `order_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `payment_not_allowed` (paid, cancelled, cash on delivery, refused by M-Pesa) or `payment_in_progress` (a prompt to another phone is live) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `payment_unavailable` ('Failed to initiate M-Pesa payment', or the prompt is still on its way: Try Again follows it) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Payments did not answer in time */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    payment_config: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payment settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentConfigJson"];
                };
            };
            /** @description Payments are unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Payments did not answer in time */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    daraja_callback: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The callback secret of the callback URL */
                secret: string;
            };
            cookie?: never;
        };
        /** @description Daraja's callback body */
        requestBody: {
            content: {
                "application/json": components["schemas"]["DarajaCallbackBody"];
            };
        };
        responses: {
            /** @description Received (also a malformed body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DarajaAcknowledgement"];
                };
            };
            /** @description The body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not our secret */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Payments are unavailable: Daraja retries */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Payments did not answer in time: Daraja retries */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    pay: {
        parameters: {
            query?: never;
            header?: {
                /** @description A repeated call with the same key answers the charge it started */
                "Idempotency-Key"?: string | null;
            };
            path: {
                /** @description The order's id or order number */
                order_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PayForm"];
            };
        };
        responses: {
            /** @description Charged, or declined (`status` says which) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentResultJson"];
                };
            };
            /** @description `validation_failed` with every invalid field in `fields` (`method`, `cardNumber`, `expiryDate`, `cvv`, `cardName`, `paypalEmail`); or a malformed body or Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Another user's order */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `order_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `payment_not_allowed` (paid, cancelled, cash on delivery, method not offered) or `payment_in_progress` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `payment_unavailable`: the provider is unreachable, nothing was charged */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Payments did not answer in time */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
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
    health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every service is serving */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            /** @description Some service is down */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
        };
    };
    livez: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The gateway process answers */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Live"];
                };
            };
        };
    };
    metrics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Prometheus text format */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    list_products: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: number;
                /** @description Products per page. */
                limit?: number;
                /** @description Order of the products (default `newest`). */
                sort?: "newest" | "price_asc" | "price_desc" | "name_asc" | "name_desc" | "rating";
                /**
                 * @description Words that must all occur in the product (name, category, brand, material...).
                 * @example grey sofa
                 */
                search?: string;
                /**
                 * @description A category slug (`living-room`) or a subcategory slug (`living-room-sofas`); unknown: 404.
                 * @example living-room
                 */
                category?: string;
                /**
                 * @description Lowest price, KSh (at most two decimals).
                 * @example 10000
                 */
                minPrice?: number;
                /**
                 * @description Highest price, KSh (at most two decimals); not below `minPrice`.
                 * @example 80000
                 */
                maxPrice?: number;
                /** @description `true`: featured products only. */
                featured?: boolean;
                /** @description `true`: products on sale only. */
                onSale?: boolean;
                /**
                 * @description Comma list of at most 20 tags of at most 50 characters; a product matches any.
                 * @example sofa,velvet
                 */
                tags?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of products */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductPage"];
                };
            };
            /** @description Invalid parameters: every one is named in `fields` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "fields": {
                     *         "limit": "limit must be a whole number from 1 to 100",
                     *         "page": "page must be a whole number"
                     *       },
                     *       "message": "limit must be a whole number from 1 to 100; page must be a whole number"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unknown category (`category_not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
            /** @description The catalogue did not answer in time */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    products_by_category: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: number;
                /** @description Products per page (12 on a category page). */
                limit?: number;
                /** @description Order of the products (default `newest`). */
                sort?: "newest" | "price_asc" | "price_desc" | "name_asc" | "name_desc" | "rating";
                /**
                 * @description Lowest price, KSh (at most two decimals).
                 * @example 10000
                 */
                minPrice?: number;
                /**
                 * @description Highest price, KSh (at most two decimals); not below `minPrice`.
                 * @example 80000
                 */
                maxPrice?: number;
                /** @description `true`: featured products only. */
                featured?: boolean;
                /** @description `true`: products on sale only. */
                onSale?: boolean;
            };
            header?: never;
            path: {
                /**
                 * @description A category slug (`living-room`) or a subcategory slug (`living-room-sofas`)
                 * @example living-room
                 */
                category: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the category's products */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductPage"];
                };
            };
            /** @description Invalid parameters: every one is named in `fields` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unknown category (`category_not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "category_not_found",
                     *       "message": "Category not found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
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
            /** @description The catalogue did not answer in time */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    featured: {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Featured products */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Product"][];
                };
            };
            /** @description Invalid `limit` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
            /** @description The catalogue did not answer in time */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    new_arrivals: {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The newest products, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Product"][];
                };
            };
            /** @description Invalid `limit` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
            /** @description The catalogue did not answer in time */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    price_range: {
        parameters: {
            query?: {
                /**
                 * @description A category or subcategory slug; absent for the whole catalogue. Unknown: 404.
                 * @example living-room-sofas
                 */
                category?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Lowest and highest price (0 and 0 when empty) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceRangeJson"];
                };
            };
            /** @description A malformed query string */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unknown category (`category_not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
            /** @description The catalogue did not answer in time */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    search_products: {
        parameters: {
            query: {
                /**
                 * @description The shopper's words; any punctuation is allowed. Blank: 'Search query is required'.
                 * @example grey sofa
                 */
                q: string;
                /** @description Page number, from 1. */
                page?: number;
                /** @description Results per page. */
                limit?: number;
                /**
                 * @description Order of the results (default `relevance`); `price-low` and `price-high` are accepted for `price_asc` and
                 *     `price_desc`.
                 */
                sort?: "relevance" | "newest" | "price_asc" | "price_desc" | "name_asc" | "name_desc" | "rating" | "price-low" | "price-high";
                /**
                 * @description One category or subcategory slug, merged into `categories`.
                 * @example living-room
                 */
                category?: string;
                /**
                 * @description Comma list of category or subcategory slugs; a product matches any. Unknown: 400.
                 * @example living-room-sofas,bedroom
                 */
                categories?: string;
                /**
                 * @description Comma list of exact materials (case-insensitive), as the facets give them.
                 * @example Leather,Velvet
                 */
                materials?: string;
                /**
                 * @description Comma list of exact colours.
                 * @example Grey
                 */
                colors?: string;
                /**
                 * @description Comma list of exact brands.
                 * @example Samani Home
                 */
                brands?: string;
                /** @description Lowest price, KSh (at most two decimals). */
                minPrice?: number;
                /** @description Highest price, KSh (at most two decimals); not below `minPrice`. */
                maxPrice?: number;
                /** @description `true`: featured products only. */
                featured?: boolean;
                /** @description `true`: products on sale only. */
                onSale?: boolean;
                /** @description `true`: products delivered free only. */
                freeDelivery?: boolean;
                /** @description `true`: products with express delivery only. */
                expressDelivery?: boolean;
                /** @description `false`: only products that need no assembly; `true`: only those that do. */
                assemblyRequired?: boolean;
                /** @description `true`: products in stock only. */
                inStock?: boolean;
                /** @description Comma list of at most 20 tags of at most 50 characters; a product matches any. */
                tags?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of results with the facets */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchPageJson"];
                };
            };
            /** @description A blank `q` or another invalid parameter: every one is named in `fields` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "fields": {
                     *         "q": "Search query is required"
                     *       },
                     *       "message": "Search query is required"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
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
            /** @description The catalogue did not answer in time */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    suggest_products: {
        parameters: {
            query: {
                /**
                 * @description The words typed so far; the last one counts as a prefix.
                 * @example sof
                 */
                q: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Suggested products and categories */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuggestionsJson"];
                };
            };
            /** @description A blank `q` or an invalid `limit` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
            /** @description The catalogue did not answer in time */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    product_by_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The product's id
                 * @example 123
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The product and its related products */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductDetail"];
                };
            };
            /** @description The id is not a positive whole number */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "fields": {
                     *         "id": "Product ID must be a positive whole number"
                     *       },
                     *       "message": "Product ID must be a positive whole number"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such product (`product_not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "product_not_found",
                     *       "message": "Product not found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
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
            /** @description The catalogue did not answer in time */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    readyz: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The catalog and auth services are serving */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            /** @description A service the shop cannot work without is down */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
        };
    };
}
