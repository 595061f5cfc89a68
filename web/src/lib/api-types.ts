/**
 * Generated from docs/openapi.json by openapi-typescript (`npm run gen:api`): do not edit.
 * `npm run typecheck` fails when this file is not the document's types.
 */

export interface paths {
    "/admin/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The product management list: search, category, sort and page over the whole catalogue,
         *     always current.
         * @description Admin only (bearer token of an admin).
         */
        get: operations["admin_products"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/products/bulk-delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deletes the selected products (unknown ids are skipped).
         * @description Admin only (bearer token of an admin).
         */
        post: operations["bulk_delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/products/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export CSV: every product of the listing's search, category and status, in its order (no
         *     paging), with every field, streamed as the catalog reads it, so 100,000 products download
         *     without being held in memory. The file re-imports as it is (`POST
         *     /admin/products/import`).
         * @description Admin only (bearer token of an admin).
         */
        get: operations["export_products"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/products/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import CSV: products created (no ID) and updated (by ID) from a file in the export's format
         *     (columns by header, any order; Rating, Reviews, Badge, the delivery and assembly flags and
         *     Created At are read-only and ignored). Every row is checked first with the product form's
         *     rules; when any row is refused nothing is written and every refusal is listed by row and
         *     column. A row equal to its product changes nothing, so an export imported again unchanged
         *     writes nothing. With `dryRun=true` nothing is written: the answer says what would be.
         *     At most 2 MB and 2,000 rows.
         * @description Admin only (bearer token of an admin).
         */
        post: operations["import_products"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/products/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The stat cards of product management, over the whole catalogue.
         * @description Admin only (bearer token of an admin).
         */
        get: operations["product_stats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/products/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish, Hide or back to draft: sets a product's status. Only live products are listed,
         *     searched, shown and sold.
         * @description Admin only (bearer token of an admin).
         */
        post: operations["set_status"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The admin activity log: every admin write (order status and deletion, product create,
         *     update and delete, user create, role and delete, settings), newest first, with who did it
         *     and the state before and after. Admin only.
         */
        get: operations["activity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/campaigns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["list_campaigns"];
        put?: never;
        /**
         * Creates a campaign: its products are chosen now by its rule; its price applies from its
         *     start to its end. Audited (`campaign.create`). Admin only.
         */
        post: operations["create_campaign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The customers, newest first, one page at a time, searched by name, email or phone and
         *     filtered by role, each with its order count and what it spent. Admin only.
         */
        get: operations["customers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The admin dashboard's figures, each from the service that owns it, asked concurrently.
         * @description Admin only. A part whose service failed or was late is null; the rest still answer 200.
         */
        get: operations["dashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
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
    "/api/admin/discount-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every discount code with its uses, by code. Admin only. */
        get: operations["list_discount_codes"];
        put?: never;
        /** Creates a discount code. Audited. Admin only. */
        post: operations["create_discount_code"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/discount-codes/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replaces a discount code's fields (`active: false` deactivates it; its uses are kept).
         *     Audited, field by field. Admin only.
         */
        put: operations["update_discount_code"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/etims/item-classes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** KRA's item classes matching a search (at most 50). Admin only. */
        get: operations["item_classes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/instalment-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replaces the plan's settings; orders already placed keep their schedule. Audited. Admin
         *     only.
         */
        put: operations["update_instalment_settings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The contact-form messages, newest first, searched and filtered new/handled, one page at a
         *     time, with the count of those not handled. Admin only.
         */
        get: operations["messages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/messages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One message, whole. Admin only. */
        get: operations["message"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/messages/{id}/handled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Marks a message handled by the caller (who and when kept, audited as `contact.handled`);
         *     a message handled already is answered unchanged. Admin only.
         */
        post: operations["mark_handled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/newsletter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The newsletter's subscribers, newest first, searched by address, one page at a time.
         *     Admin only.
         */
        get: operations["subscribers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/newsletter/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export CSV: every subscriber on the list (the active ones: an unsubscribed address is off
         *     it), newest first. Admin only.
         */
        get: operations["export_subscribers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/newsletter/{email}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Removes one subscriber (audited as `newsletter.remove`). Admin only. */
        delete: operations["remove_subscriber"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/invoice.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The order's tax invoice (`invoice-<order number>.pdf`): the shop's details and KRA PIN,
         *     the customer, the lines, subtotal, delivery, VAT, COD fee, total and the payment. Admin only.
         */
        get: operations["admin_invoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pays money back through M-Pesa. Admin only.
         * @description A reversal of the payment when all of it goes back, else B2C to the payer's phone; the
         *     amount is the payment's. One refund per payment: asking again answers the same refund (a
         *     failed one is sent again under a new key). Settled later by Daraja's result; audited.
         */
        post: operations["request_refund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/refunds-due": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Money owed back to payers, newest first (the service's default page). Admin only. */
        get: operations["refunds_due"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports/sales": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sales between two Nairobi days by day, ISO week or month, with totals, orders by status,
         *     payment methods and the top products and categories (admin Reports, Sales). Orders not
         *     cancelled count as revenue.
         * @description Admin only.
         */
        get: operations["sales_report"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports/sales.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The report's money as CSV: one row per bucket (zeros included) and the total, then VAT by
         *     month for the return; every value quoted.
         * @description Admin only.
         */
        get: operations["sales_report_csv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every review, hidden ones too, newest first. Admin only. */
        get: operations["admin_reviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reviews/{id}/moderation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Hides a review (or shows it again) with a reason; a hidden review leaves the product's
         *     average and count. Audited. Admin only.
         */
        put: operations["moderate_review"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The settings with every coupon campaign. Admin only. */
        get: operations["admin_settings"];
        /**
         * Replaces the settings and edits the campaigns listed (by code; the others are left as they
         *     are). The next quote uses them; placed orders keep their totals. Audited. Admin only.
         */
        put: operations["update_settings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings/delivery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replaces the delivery zones and pickup points: every county in exactly one zone. The next
         *     quote uses them; placed orders keep their promise. Audited. Admin only.
         */
        put: operations["update_delivery_settings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's cart: `{items: [product + quantity], updatedAt}`. Signed-in user. */
        get: operations["get_cart"];
        /** Replaces the caller's cart. Signed-in user. */
        put: operations["put_cart"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/collections/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A merchandising listing by its rule: `flash-sales` (products of running campaigns, until
         *     their end), `clearance` (in stock, added over a year ago), `offers` (on sale),
         *     `new-arrivals` (added in the last 60 days), `best-sellers` (most units in paid, not
         *     cancelled orders of the last 30 days), or a campaign's slug (its products while it runs;
         *     none running: an empty page of kind `none`).
         */
        get: operations["collection"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends a message to the shop (Contact page). */
        post: operations["send_message"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coupons/active": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether a campaign runs now, so the promo-code box shows; the codes are not listed. Anyone. */
        get: operations["active"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coupons/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The coupon a code names, if it can be used now (by the caller, when signed in). Anyone. */
        post: operations["validate_coupon"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/generate-signature": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A signature for one picture upload, valid for an hour (Cloudinary-style signed upload).
         * @description Admin only (bearer token of an admin).
         */
        get: operations["generate_signature"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/instalment-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The Lipa Mdogo Mdogo plan the shop offers. Anyone. */
        get: operations["instalment_settings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchandising": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The figures of the shop's promotional claims (banner, hero, tiles, page intros). */
        get: operations["merchandising"];
        put?: never;
        post?: never;
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
    "/api/newsletter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Subscribes an address to the newsletter. 201 for a new subscriber, 200 for one already
         *     subscribed: the same message either way, so the form never reveals who is on the list.
         */
        post: operations["subscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The subscriber's own unsubscribe, by the signed token of a marketing mail's link; the same
         *     answer for an address already off the list (a link used twice).
         */
        post: operations["unsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every order, newest first, searched and filtered (admin Orders). Admin only. */
        get: operations["list_orders"];
        put?: never;
        /**
         * Places the caller's order (Checkout, "Place order"). Signed-in user. With an
         *     `Idempotency-Key` header a repeated placement answers the order the first one stored; the
         *     key sent again with a different request is refused (422) and places nothing.
         */
        post: operations["place_order"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/instalment-plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The Lipa Mdogo Mdogo schedule an order of this total placed now would have (the checkout
         *     shows it before placing; placing computes it again from the order's own total). Anyone.
         */
        post: operations["preview_plan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The totals of a cart now (Cart, Checkout summary), with the products the catalogue no longer
         *     has in `missing`. Anyone.
         */
        post: operations["quote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The dashboard's figures (admin Dashboard). Admin only. */
        get: operations["stats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/total-sales": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The books' revenue, every month (admin Orders header). Admin only. */
        get: operations["total_sales"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/track": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An order found by its number and the phone it was placed with (/track-order). Anyone. */
        post: operations["track"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/user/{user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** That user's orders, newest first (Account, My Orders). Signed-in user; that user or admin. */
        get: operations["user_orders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One order by its id or its order number ('SF7K3M9QXA'): Order confirmation, order page,
         *     admin order detail. Signed-in user; owner or admin.
         */
        get: operations["order_by_id"];
        put?: never;
        post?: never;
        /** Deletes an order; stock it still held goes back. Admin only. */
        delete: operations["delete_order"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Cancels a pending order; its stock goes back to the catalogue. Signed-in user; owner or
         *     admin.
         */
        put: operations["cancel_order"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/cod-collected": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Staff collected the cash of a cash-on-delivery order: it becomes Paid and its money counts
         *     as revenue from now. Audited. Again on a collected order answers it unchanged. Admin only.
         */
        post: operations["cod_collected"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/invoice.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tax invoice of one of the caller's orders (`invoice-<order number>.pdf`). Signed-in
         *     user; the order's owner (or an admin).
         */
        get: operations["order_invoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An order's refunds paid back through M-Pesa. Its owner or an admin. */
        get: operations["order_refunds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Moves an order to another status; a cancelled order stays cancelled. Admin only. */
        put: operations["update_status"];
        post?: never;
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
    "/api/payments/daraja/c2b/confirmation/{secret}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Safaricom's C2B confirmation of a Paybill payment.
         * @description Called by Safaricom once the money moved: no bearer, the path's secret names it. Payments
         *     keeps it once per TransID and pays the order its account names (or keeps it as a refund
         *     due). A malformed body is recorded and acknowledged (sending it again would not help); an
         *     unknown secret is a 404; payments being down is a 503 (Safaricom retries).
         */
        post: operations["c2b_confirmation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/daraja/c2b/validation/{secret}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Safaricom's C2B validation of a Paybill payment.
         * @description Called by Safaricom, not by shoppers: no bearer, the path's secret names it. Accepts only an
         *     account that is an open, unpaid online order's number, with the amount that order asks for.
         *     A body that cannot be read is refused (`C2B00016`); payments being down is a 503, after
         *     which Safaricom completes the payment (the shop registers `ResponseType` `Completed`) and
         *     the confirmation decides.
         */
        post: operations["c2b_validation"];
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
    "/api/payments/daraja/payout/result/{secret}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Daraja's result of a refund (reversal or B2C) or of a transaction status query.
         * @description Called by Safaricom, not by shoppers: no bearer, the path's secret names it. The payments
         *     service settles the refund it names, once (a repeat or a late one changes nothing); a
         *     malformed body is accepted (recorded), an unknown secret is a 404, payments down a 503.
         */
        post: operations["payout_result"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/daraja/payout/timeout/{secret}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Daraja's timeout notice of a refund (QueueTimeOutURL): payments asks the transaction status
         *     API how it ended.
         */
        post: operations["payout_timeout"];
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
    "/api/products/{id}/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A product's visible reviews, a page, with the rating summary and breakdown; for a signed-in
         *     caller also whether they may review it and their own review. Anyone.
         */
        get: operations["list_reviews"];
        put?: never;
        /**
         * Writes the caller's review of a product. Only a customer with a delivered order holding the
         *     product, once (then `PUT .../reviews/mine`); at most 5 new reviews a day.
         */
        post: operations["create_review"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/{id}/reviews/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edits the caller's own review of a product (a hidden one stays hidden). At most 20 edits. */
        put: operations["edit_review"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews/{id}/helpful": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Marks a review helpful: once per account, not one's own; at most 30 votes an hour. */
        post: operations["vote_helpful"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shop's rates and contact details. Anyone. */
        get: operations["public_settings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/delivery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The delivery zones, their fees, free-delivery rules and windows, and the pickup points.
         *     Anyone.
         */
        get: operations["delivery_settings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stores a picture, authenticated by the signature of `GET /api/generate-signature`
         *     (Cloudinary-style signed upload): the file is checked by its content, turned upright, and
         *     re-encoded without any metadata (EXIF, GPS position).
         * @description The signature authenticates the upload; no bearer token is needed.
         */
        post: operations["upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The same as `POST /auth/login`. */
        post: operations["api_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The same as `POST /auth/register`. */
        post: operations["signup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The admin dashboard's user figures.
         * @description Admin only (bearer token of an admin).
         */
        get: operations["user_stats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wishlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's wishlist: `{items: [product + addedAt], updatedAt}`. Signed-in user. */
        get: operations["get_wishlist"];
        /** Replaces the caller's wishlist. Signed-in user. */
        put: operations["put_wishlist"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mails a reset link when the address has an account; the same answer when it has none. */
        post: operations["forgot_password"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Signs in (customer spec, "Login"). A wrong email and a wrong password get the same answer. */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Signs out: the token stops working at once.
         * @description Signed-in user (bearer token).
         */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The same as `GET /auth/verify`.
         * @description Signed-in user (bearer token).
         */
        get: operations["me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Changes the caller's password. Every other session of the account is signed out; this one
         *     stays.
         * @description Signed-in user (bearer token); always the caller's own account.
         */
        put: operations["change_password"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Changes the caller's own profile: only the fields sent.
         * @description Signed-in user (bearer token); always the caller's own account.
         */
        put: operations["update_profile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Creates a customer account and signs it in (customer spec, "Register"). */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sets a new password with a mailed link's token. The link works once, within its lifetime,
         *     and signs every session of the account out.
         */
        post: operations["reset_password"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user, as they are now (role included).
         * @description Signed-in user (bearer token).
         */
        get: operations["verify"];
        put?: never;
        post?: never;
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
    "/categories/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One category by its slug, with its subcategories and product counts (admin spec section 7,
         *     `/categories/{slug}`). The same list and counts as `GET /categories`, which owns them.
         */
        get: operations["category_by_slug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/mailbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The dev mailbox: an HTML page of the mail the shop kept instead of sending.
         * @description Admin only (bearer token of an admin). Exists only when the gateway runs with
         *     `DEV_MAILBOX=true` (the embedded setup); elsewhere it answers 404.
         */
        get: operations["mailbox"];
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
    "/media/i/{publicId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A stored picture (normalised: upright, no metadata), or a variant of it. */
        get: operations["image"];
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
        /**
         * Adds a product (the form's Add Product).
         * @description Admin only (bearer token of an admin).
         */
        post: operations["create_product"];
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
        /**
         * One product, with up to 8 related products (the same subcategory first). A draft or hidden
         *     product is 404 to everyone but an admin (bearer token of an admin).
         */
        get: operations["product_by_id"];
        /**
         * Replaces a product's form fields (the form's Edit, then Update).
         * @description Admin only (bearer token of an admin).
         */
        put: operations["update_product"];
        post?: never;
        /**
         * Deletes a product. Orders that hold it keep their lines (they keep their own copy).
         * @description Admin only (bearer token of an admin).
         */
        delete: operations["delete_product"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/{id}/duplicate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Copies a product as a new one named '<name> (Copy)': a draft with no stock, not in the shop
         *     until it is published.
         * @description Admin only (bearer token of an admin).
         */
        post: operations["duplicate_product"];
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
    "/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every user, newest first, optionally searched and filtered by role.
         * @description Admin only (bearer token of an admin).
         */
        get: operations["list_users"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds an account of either role.
         * @description Admin only (bearer token of an admin).
         */
        post: operations["create_user"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/total-users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many accounts there are.
         * @description Admin only (bearer token of an admin).
         */
        get: operations["total_users"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/verify-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The same as `GET /auth/verify`.
         * @description Signed-in user (bearer token).
         */
        get: operations["verify_token"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Deletes an account: it can no longer sign in, and its tokens stop working.
         * @description Admin only (bearer token of an admin); not one's own account, not the last admin.
         */
        delete: operations["delete_user"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Changes a user's role; it takes effect on that user's next request.
         * @description Admin only (bearer token of an admin); not one's own admin role, not the last admin.
         */
        patch: operations["set_role"];
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ActiveJson: {
            /** @description Whether the promo-code box shows: a campaign runs now. */
            promoBox: boolean;
        };
        /** @description One line of Recent Activity. */
        Activity: {
            /** @description RFC 3339, UTC. A stock alert is the stock seen now: it carries `generatedAt`. */
            at: string;
            /**
             * @description `order.placed`, `user.registered`, `stock.low`, `stock.out`, or an audit kind
             *     (`order.status`, `product.update`...).
             * @example order.placed
             */
            kind: string;
            /**
             * @description The web path that shows it.
             * @example /admin/orders/SF7K2M9QXA
             */
            link: string;
            /** @example New order SF7K2M9QXA from Wanjiku Kamau */
            text: string;
        };
        /** @description One admin write. */
        ActivityEntryJson: {
            actor: components["schemas"]["ActorJson"];
            /** @description The state after the change (`null` for a deletion). */
            after?: Record<string, unknown> | null;
            /** @description When, RFC 3339 UTC. */
            at: string;
            /**
             * @description The state before the change (`null` for a creation); for an edit, the fields that
             *     changed.
             */
            before?: Record<string, unknown> | null;
            /**
             * @description `<service>:<n>`, unique across the log.
             * @example orders:17
             */
            id: string;
            /** @example order.status */
            kind: string;
            /** @description auth, catalog or orders. */
            service: string;
            /** @example Status pending -> shipped */
            summary: string;
            /**
             * @description What was changed: the order number, the product id, the user id, `settings`.
             * @example SF7K2M9QXA
             */
            target: string;
            /**
             * @description Whether the target (order, product, user account, settings) still exists now, so the
             *     log links only to records that can be opened.
             */
            targetExists: boolean;
        };
        ActivityPage: {
            entries: components["schemas"]["ActivityEntryJson"][];
            pagination: components["schemas"]["Pagination"];
        };
        /** @description Who did it. */
        ActorJson: {
            email?: string | null;
            /** @description The user id. */
            id: string;
            /** @description `null` when the account no longer exists. */
            name?: string | null;
        };
        /** @description A page of every review, hidden ones too, newest first. */
        AdminReviewPageJson: {
            /** Format: int32 */
            limit: number;
            /** Format: int32 */
            page: number;
            reviews: components["schemas"]["ReviewJson"][];
            /** Format: int64 */
            total: number;
        };
        /**
         * @description The settings as an admin reads and writes them: with the coupon campaigns.
         * @example {
         *       "codFee": 100,
         *       "contact": {
         *         "address": "Ngong Road, Nairobi",
         *         "email": "sales@samanifurniture.co.ke",
         *         "kraPin": "P000000000X",
         *         "name": "Samani Furniture",
         *         "phone": "+254 712 345 678"
         *       },
         *       "coupons": [
         *         {
         *           "active": true,
         *           "code": "FREESHIP",
         *           "daysOfWeek": [
         *             1
         *           ],
         *           "description": "Free shipping on every Monday order",
         *           "endsAt": null,
         *           "freeShipping": true,
         *           "startsAt": null,
         *           "timezone": "Africa/Nairobi"
         *         }
         *       ],
         *       "deliveryFee": 500,
         *       "freeDeliveryThreshold": 50000,
         *       "pricesIncludeVat": true,
         *       "vatRate": 16
         *     }
         */
        AdminSettingsJson: {
            codFee: components["schemas"]["Ksh"];
            contact: components["schemas"]["ContactJson"];
            coupons: components["schemas"]["CouponCampaignJson"][];
            deliveryFee: components["schemas"]["Ksh"];
            freeDeliveryThreshold: components["schemas"]["Ksh"];
            /** @description Catalogue prices include VAT (see `GET /api/settings`); an update without it keeps it. */
            pricesIncludeVat: boolean;
            vatRate: components["schemas"]["Percent"];
        };
        /** @description A weight band: orders up to `upToKg` (null: any weight, the last band) pay `fee`. */
        BandJson: {
            /** Format: double */
            fee: number;
            /** Format: int32 */
            upToKg?: number | null;
        };
        /**
         * @description The bulk bar's Delete Selected.
         * @example {
         *       "ids": [
         *         12,
         *         15,
         *         31
         *       ]
         *     }
         */
        BulkDeleteForm: {
            /** @description 1 to 100 product ids. */
            ids: number[];
        };
        BulkDeleted: {
            /**
             * @description How many of the products existed and are deleted now.
             * @example 3
             */
            deleted: number;
        };
        /**
         * @description The confirmation's acknowledgement: `{"ResultCode": 0, "ResultDesc": "Success"}`.
         * @example {
         *       "ResultCode": 0,
         *       "ResultDesc": "Success"
         *     }
         */
        C2bConfirmationAnswer: {
            /** Format: int32 */
            ResultCode: number;
            ResultDesc: string;
        };
        /**
         * @description The validation answer: `{"ResultCode": "0", "ResultDesc": "Accepted"}`, or a refusal
         *     (`C2B00012` invalid account number, `C2B00013` invalid amount, `C2B00016` other error).
         * @example {
         *       "ResultCode": "C2B00012",
         *       "ResultDesc": "Rejected"
         *     }
         */
        C2bValidationAnswer: {
            ResultCode: string;
            ResultDesc: string;
        };
        /**
         * @description A new campaign, as the admin writes it.
         * @example {
         *       "category": "living-room",
         *       "endsAt": "2026-12-27T00:00:00+03:00",
         *       "name": "Festive Sale",
         *       "percentOff": 20,
         *       "slug": "festive-sale",
         *       "startsAt": "2026-12-01T00:00:00+03:00"
         *     }
         */
        CampaignForm: {
            /** @description Exactly one of `category`, `subcategory`, `productIds` (slugs or display names). */
            category?: string | null;
            /** @description RFC 3339, in the future. Required. */
            endsAt?: string | null;
            /** @description 1-120 characters. */
            name?: string | null;
            /**
             * Format: double
             * @description Exactly one of `percentOff` (whole, 1-90) and `salePrice` (whole KSh, below every
             *     product's price).
             */
            percentOff?: number | null;
            productIds?: number[] | null;
            /** Format: double */
            salePrice?: number | null;
            /**
             * @description Its page's address: lowercase letters and digits joined by hyphens (not a shop
             *     listing's: flash-sales, clearance, offers, new-arrivals, best-sellers, featured).
             */
            slug?: string | null;
            /** @description RFC 3339; absent for now. */
            startsAt?: string | null;
            subcategory?: string | null;
        };
        /**
         * @description A campaign: a named sale with its page, its dates, its rule and its price.
         * @example {
         *       "category": "living-room",
         *       "createdAt": "2026-11-30T08:00:00Z",
         *       "endsAt": "2026-12-26T21:00:00Z",
         *       "id": 3,
         *       "maxPercentOff": 20,
         *       "name": "Festive Sale",
         *       "percentOff": 20,
         *       "productIds": [],
         *       "products": 41,
         *       "salePrice": null,
         *       "slug": "festive-sale",
         *       "startsAt": "2026-12-01T00:00:00Z",
         *       "state": "running",
         *       "subcategory": null
         *     }
         */
        CampaignJson: {
            /** @description The rule: a category slug, a subcategory slug, or product ids. */
            category?: string | null;
            createdAt: string;
            /** @description When its prices end: a countdown may show this, and only this. */
            endsAt: string;
            /** Format: int64 */
            id: number;
            /**
             * Format: int32
             * @description The deepest discount its products show now: whole percent, rounded down (0: none).
             */
            maxPercentOff: number;
            name: string;
            /**
             * Format: int32
             * @description The price: a whole percent off, or one sale price (whole KSh).
             */
            percentOff?: number | null;
            productIds: number[];
            /**
             * Format: int32
             * @description Products in the campaign.
             */
            products: number;
            salePrice?: components["schemas"]["Ksh"] | null;
            /** @description Its page: `/sale/{slug}` (and `/{slug}` for the shop's named sale links). */
            slug: string;
            startsAt: string;
            /** @description scheduled, running or ended. */
            state: string;
            subcategory?: string | null;
        };
        /** @description Every campaign, newest first. Admin only. */
        CampaignList: {
            campaigns: components["schemas"]["CampaignJson"][];
        };
        /** @description The deepest discount of a category's products on sale now. */
        CategoryDiscountJson: {
            /**
             * Format: int32
             * @description Whole percent, rounded down: never above the real discount.
             * @example 21
             */
            maxPercentOff: number;
            /** @example Living Room */
            name: string;
            /**
             * Format: int32
             * @description Its products on sale.
             * @example 17
             */
            products: number;
            /** @example living-room */
            slug: string;
        };
        CategoryJson: {
            /** @example Living Room */
            name: string;
            /** Format: int64 */
            productCount: number;
            /** @example living-room */
            slug: string;
            subcategories: components["schemas"]["SubcategoryJson"][];
        };
        CategorySalesJson: {
            /**
             * @description The top-level category (the text before " - ").
             * @example Living Room
             */
            category: string;
            revenue: components["schemas"]["Ksh"];
            /** Format: int64 */
            units: number;
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
        /** @description One page of a merchandising listing, with what its page says. */
        CollectionJson: components["schemas"]["ProductPage"] & {
            campaign?: components["schemas"]["CampaignJson"] | null;
            /** @description Flash sales: the campaigns whose products are listed, the first to end first. */
            campaigns: components["schemas"]["CampaignJson"][];
            /**
             * @description flash-sales, clearance, offers, new-arrivals, best-sellers, campaign, or none (no
             *     campaign of that address runs now: the page says so and lists nothing).
             * @example flash-sales
             */
            kind: string;
        };
        /**
         * @example {
         *       "email": "otieno@example.com",
         *       "message": "Do you deliver a sofa to Kisumu?",
         *       "name": "Otieno",
         *       "phone": "",
         *       "subject": "Delivery to Kisumu"
         *     }
         */
        ContactForm: {
            email?: string;
            message?: string;
            name?: string;
            /** @description Optional. */
            phone?: string;
            subject?: string;
        };
        ContactJson: {
            /** @example Samani House, Ngong Road, Kilimani, Nairobi */
            address: string;
            /** @example sales@samanifurniture.co.ke */
            email: string;
            /**
             * @description The Kenya Revenue Authority PIN on tax invoices.
             * @example P000000000X
             */
            kraPin: string;
            /** @example Samani Furniture */
            name: string;
            /** @example +254 712 345 678 */
            phone: string;
        };
        /** @description A coupon's campaign. */
        CouponCampaignJson: {
            active: boolean;
            /** @example FREESHIP */
            code: string;
            /**
             * @description ISO weekdays, Monday 1 ... Sunday 7; empty for every day.
             * @example [
             *       1
             *     ]
             */
            daysOfWeek: number[];
            description: string;
            /** @description RFC 3339, exclusive (null: never ends). */
            endsAt?: string | null;
            /** @description What the coupon gives (read only). */
            freeShipping: boolean;
            /** @description RFC 3339; the campaign runs from here (null: always has). */
            startsAt?: string | null;
            /**
             * @description The IANA time zone of the weekdays.
             * @example Africa/Nairobi
             */
            timezone: string;
        };
        /**
         * @description The body of `POST /api/coupons/validate`.
         * @example {
         *       "code": "FREESHIP"
         *     }
         */
        CouponForm: {
            code?: string | null;
        };
        /**
         * @example {
         *       "code": "FREESHIP",
         *       "description": "Free shipping on Mondays",
         *       "freeShipping": true
         *     }
         */
        CouponJson: {
            code: string;
            description: string;
            freeShipping: boolean;
        };
        /** @description One account of the customer list. */
        CustomerJson: {
            /** @description RFC 3339. */
            createdAt: string;
            email: string;
            id: string;
            name: string;
            /**
             * Format: int64
             * @description Every order the account placed, cancelled ones too; `null` when the orders service did
             *     not answer.
             * @example 3
             */
            orders?: number | null;
            /** @description As stored, or empty for an account an admin created without one. */
            phone: string;
            /** @description `user` or `admin`. */
            role: string;
            spent?: components["schemas"]["Ksh"] | null;
        };
        CustomerPage: {
            customers: components["schemas"]["CustomerJson"][];
            pagination: components["schemas"]["Pagination"];
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
        DarajaCallbackBody: Record<string, unknown>;
        /** @description Every part is null when its source failed or did not answer within 1.5 s. */
        Dashboard: {
            /** @description RFC 3339, UTC. */
            generatedAt: string;
            orders: components["schemas"]["OrderFigures"] | null;
            products: components["schemas"]["ProductFigures"] | null;
            /**
             * @description Up to 6, newest first: the admins' latest writes (the audit logs), new orders, new users
             *     and stock alerts. Null only when every one of its sources failed.
             */
            recentActivity: components["schemas"]["Activity"][] | null;
            /** @description The 5 newest orders. */
            recentOrders: components["schemas"]["RecentOrder"][] | null;
            revenue: components["schemas"]["RevenueFigures"] | null;
            /** @description The 5 categories with the most products. */
            topCategories: components["schemas"]["TopCategory"][] | null;
            users: components["schemas"]["UserFigures"] | null;
        };
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
        Deleted: {
            /** @example true */
            deleted: boolean;
            /**
             * Format: int64
             * @example 123
             */
            id: number;
        };
        /** @description One delivery choice with its fee for the goods quoted and the window it promises. */
        DeliveryChoiceJson: {
            /** @description Goods short of free delivery (0 when free or never free). */
            amountToFree: components["schemas"]["Ksh"];
            /** @example Mombasa */
            county: string;
            /**
             * @description YYYY-MM-DD, business days in Nairobi (Sundays and public holidays skipped).
             * @example 2026-12-01
             */
            earliest: string;
            /** @description What the shopper pays for this choice (0 when free). */
            fee: components["schemas"]["Ksh"];
            freeFrom?: components["schemas"]["Ksh"] | null;
            /** @description The fee before the free-delivery rule. */
            fullFee: components["schemas"]["Ksh"];
            /** @example 2026-12-03 */
            latest: string;
            /** Format: int32 */
            maxDays: number;
            /**
             * @description standard | express | pickup.
             * @example standard
             */
            method: string;
            /** Format: int32 */
            minDays: number;
            pickupPoint?: components["schemas"]["PickupPointJson"] | null;
            /** @example Big towns */
            zone: string;
        };
        /** @description The delivery settings. */
        DeliverySettingsJson: {
            /** @description Answers only: Kenya's 47 counties, and RFC 3339 of the last change (null: the defaults). */
            counties?: string[];
            pickupPoints: components["schemas"]["PickupPointJson"][];
            updatedAt?: string | null;
            zones: components["schemas"]["ZoneJson"][];
        };
        /**
         * @description The body of a create or an edit. Absent limits and dates are none; `active` defaults to true.
         * @example {
         *       "active": true,
         *       "code": "SAVE10",
         *       "description": "10% off above KSh 5,000",
         *       "endsAt": null,
         *       "kind": "percent",
         *       "minSubtotal": 5000,
         *       "perCustomerLimit": 1,
         *       "percentOff": 10,
         *       "startsAt": "2026-12-01T00:00:00+03:00",
         *       "usageLimit": 100
         *     }
         */
        DiscountCodeForm: {
            active?: boolean | null;
            /**
             * Format: double
             * @description KSh, at most two decimals.
             */
            amountOff?: number | null;
            /**
             * @description Letters, digits, '-' and '_', 3-40 (kept in capitals). Ignored on an edit (the path
             *     names the code).
             */
            code?: string | null;
            description?: string | null;
            endsAt?: string | null;
            /** @description percent | amount | free_shipping. */
            kind?: string | null;
            /**
             * Format: double
             * @description KSh, at most two decimals.
             */
            minSubtotal?: number | null;
            /** Format: int32 */
            perCustomerLimit?: number | null;
            /** Format: int32 */
            percentOff?: number | null;
            startsAt?: string | null;
            /** Format: int32 */
            usageLimit?: number | null;
        };
        /**
         * @description A discount code as the admin sees it.
         * @example {
         *       "active": true,
         *       "amountOff": 0,
         *       "code": "SAVE10",
         *       "createdAt": "2026-11-23T07:00:00Z",
         *       "daysOfWeek": [],
         *       "description": "10% off above KSh 5,000",
         *       "endsAt": null,
         *       "kind": "percent",
         *       "minSubtotal": 5000,
         *       "perCustomerLimit": 1,
         *       "percentOff": 10,
         *       "startsAt": null,
         *       "updatedAt": "2026-11-23T07:00:00Z",
         *       "usageLimit": 100,
         *       "uses": 3
         *     }
         */
        DiscountCodeJson: {
            active: boolean;
            /** @description amount: KSh off the goods, capped at the goods subtotal (0 for the other kinds). */
            amountOff: components["schemas"]["Ksh"];
            code: string;
            createdAt: string;
            /**
             * @description ISO weekdays it runs on, Monday 1 ... Sunday 7 (free shipping campaigns; edited in the
             *     settings); empty for every day.
             */
            daysOfWeek: number[];
            description: string;
            /** @description RFC 3339, exclusive (null: never ends). */
            endsAt?: string | null;
            /** @description percent | amount | free_shipping. */
            kind: string;
            /** @description The goods subtotal an order needs, KSh (0: none). */
            minSubtotal: components["schemas"]["Ksh"];
            /**
             * Format: int32
             * @description Orders one customer may place with it (null: no limit).
             */
            perCustomerLimit?: number | null;
            /**
             * Format: int32
             * @description percent: 1-100 of the goods subtotal (0 for the other kinds).
             */
            percentOff: number;
            /** @description RFC 3339; valid from here (null: already). */
            startsAt?: string | null;
            updatedAt: string;
            /**
             * Format: int32
             * @description Orders that may use it in all (null: no limit).
             */
            usageLimit?: number | null;
            /**
             * Format: int64
             * @description Orders using it now (a cancelled unpaid order gave its use back).
             */
            uses: number;
        };
        DiscountCodeList: {
            codes: components["schemas"]["DiscountCodeJson"][];
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
         *     - `not_cash_on_delivery` (409): Only cash-on-delivery orders can be marked as collected
         *     - `payment_not_allowed` (409): This order cannot be paid this way
         *     - `payment_in_progress` (409): A payment for this order is already in progress
         *     - `refund_not_allowed` (409): This payment cannot be refunded
         *     - `not_paid_in_full` (409): This order is not paid in full yet
         *     - `idempotency_key_reused` (422): This Idempotency-Key was already used for a different request
         *     - `replay_failed` (409): The message could not be replayed
         *     - `last_admin` (409): The last admin cannot be demoted or deleted
         *     - `invalid_signature` (401): Upload signature is invalid
         *     - `signature_expired` (401): Upload signature has expired - please try again
         *     - `folder_not_allowed` (403): Uploads to this folder are not allowed
         *     - `image_not_found` (404): Image not found
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
        ErrorCode: "bad_request" | "validation_failed" | "unauthorized" | "invalid_credentials" | "forbidden" | "not_found" | "product_not_found" | "category_not_found" | "order_not_found" | "user_not_found" | "coupon_not_found" | "payment_not_found" | "list_not_found" | "dead_letter_not_found" | "conflict" | "out_of_stock" | "total_changed" | "not_cancellable" | "cancelled_is_final" | "not_cash_on_delivery" | "payment_not_allowed" | "payment_in_progress" | "refund_not_allowed" | "not_paid_in_full" | "idempotency_key_reused" | "replay_failed" | "last_admin" | "invalid_signature" | "signature_expired" | "folder_not_allowed" | "image_not_found" | "too_many_requests" | "method_not_allowed" | "payload_too_large" | "timeout" | "service_unavailable" | "payment_unavailable" | "order_unconfirmed" | "not_ready" | "server_error";
        /**
         * @description A sale or credit note reported to KRA eTIMS. Until KRA signed it (`signed` false) it is not
         *     yet a valid tax invoice and the control unit fields are empty.
         */
        EtimsInvoiceJson: {
            /**
             * @description The control unit's date and time as KRA gave it (`YYYYMMDDHHmmss`, Nairobi).
             * @example 20261129140307
             */
            cu_date_time: string;
            cu_id: string;
            /**
             * @description The control unit's invoice number, `sdcId/rcptNo`.
             * @example KRACU0100000001/7
             */
            cu_invoice_number: string;
            internal_data: string;
            /**
             * Format: int64
             * @description The shop's invoice number, sequential per branch.
             * @example 42
             */
            invoice_number: number;
            /** @description sale | credit_note. */
            kind: string;
            mrc_no: string;
            /**
             * Format: int64
             * @description The sale a credit note credits; null for a sale.
             */
            original_invoice_number?: number | null;
            /** @description The QR code as an SVG document (on a single order; "" in lists). */
            qr_svg: string;
            queue?: components["schemas"]["EtimsQueueJson"] | null;
            /** Format: int64 */
            receipt_number: number;
            receipt_signature: string;
            signed: boolean;
            /** @description What the QR code holds: KRA's receipt check for this invoice. */
            verification: string;
        };
        EtimsQueueJson: {
            /** Format: int32 */
            attempts: number;
            /** @example KRA eTIMS answered HTTP 503 */
            last_error: string;
            /** @description RFC 3339. */
            queued_at: string;
        };
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
         * @example {
         *       "email": "wanjiku@example.co.ke"
         *     }
         */
        ForgotForm: {
            email?: string;
        };
        HandlerJson: {
            id: string;
            /** @description Empty when the account was deleted since. */
            name: string;
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
        /** @description One refused cell. */
        ImportError: {
            /**
             * @description The column's header ("" for the whole row).
             * @example Price
             */
            column: string;
            /**
             * @description The product form's field (`price`, `images[1]`).
             * @example price
             */
            field: string;
            /** @example Price must be greater than 0 */
            message: string;
            /**
             * Format: int32
             * @description The row in the file, the header being row 1 (as a spreadsheet numbers it).
             * @example 14
             */
            row: number;
        };
        /** @description What an import does, or would do. */
        ImportReport: {
            /**
             * Format: int32
             * @description Rows that create a product (no ID).
             * @example 12
             */
            created: number;
            /** @description Only checked (the preview): nothing was written. */
            dryRun: boolean;
            /** @description Every refused cell, by row then column; when any, nothing is written. */
            errors: components["schemas"]["ImportError"][];
            /**
             * Format: int32
             * @description Rows equal to the product of their ID (nothing to write).
             * @example 288
             */
            unchanged: number;
            /**
             * Format: int32
             * @description Rows that change the product of their ID.
             * @example 30
             */
            updated: number;
            /** @description The rows were written (all of them, in one transaction). */
            written: boolean;
        };
        /** @description One contact-form message. */
        InboxMessageJson: {
            /** @description RFC 3339. */
            createdAt: string;
            email: string;
            /** @description RFC 3339, `null` while new. */
            handledAt?: string | null;
            handledBy?: components["schemas"]["HandlerJson"] | null;
            id: string;
            /** @description The whole message on its own page; its first 200 characters in the list. */
            message: string;
            name: string;
            /** @description As typed, or empty. */
            phone: string;
            subject: string;
        };
        /** @description One part of a schedule: the deposit (`number` 0) or an instalment. */
        InstalmentJson: {
            amount: components["schemas"]["Ksh"];
            /** @description YYYY-MM-DD (Nairobi). */
            dueOn: string;
            /** Format: int32 */
            number: number;
            /** @description Paid towards it so far (payments fill the parts in order). */
            paid: components["schemas"]["Ksh"];
        };
        /** @description A payment counted towards a plan. */
        InstalmentPaymentJson: {
            amount: components["schemas"]["Ksh"];
            method: string;
            /** @description RFC 3339. */
            paidAt: string;
            /** @description The M-Pesa receipt or Paybill transaction id. */
            reference: string;
        };
        /** @description A Lipa Mdogo Mdogo plan: its schedule, balance and payments. */
        InstalmentPlanJson: {
            balance: components["schemas"]["Ksh"];
            /** Format: int32 */
            graceDays: number;
            instalments: components["schemas"]["InstalmentJson"][];
            /**
             * @description The order is cancelled if what is due on `nextDueOn` is still unpaid after this day;
             *     null once paid in full.
             */
            lapsesOn?: string | null;
            /** @description What is due now or next; 0 once paid in full. */
            nextDue: components["schemas"]["Ksh"];
            /** @description YYYY-MM-DD; null once paid in full. */
            nextDueOn?: string | null;
            paid: components["schemas"]["Ksh"];
            payments: components["schemas"]["InstalmentPaymentJson"][];
            /**
             * @description preview | active | paid | cancelled.
             * @example active
             */
            state: string;
            /** @description What the plan collects: the order's total rounded up to whole shillings. */
            total: components["schemas"]["Ksh"];
        };
        /**
         * @description The plan as a shop setting. Zero interest and no fee: the parts sum to the order's total.
         * @example {
         *       "depositPercent": 25,
         *       "enabled": true,
         *       "graceDays": 3,
         *       "instalments": 3,
         *       "intervalDays": 14,
         *       "minTotal": 20000,
         *       "reminderDays": 2
         *     }
         */
        InstalmentSettingsJson: {
            /**
             * Format: int32
             * @description The deposit paid at once, 10 to 90 percent of the total.
             */
            depositPercent: number;
            /** @description Whether the checkout offers the plan. */
            enabled: boolean;
            /**
             * Format: int32
             * @description Days after a missed due date before the plan lapses and the order is cancelled, 0 to 30.
             */
            graceDays: number;
            /**
             * Format: int32
             * @description Instalments after the deposit, 1 to 12.
             */
            instalments: number;
            /**
             * Format: int32
             * @description Days between due dates, 1 to 60.
             */
            intervalDays: number;
            /** @description The smallest order total the plan is offered for, KSh. */
            minTotal: components["schemas"]["Ksh"];
            /**
             * Format: int32
             * @description Days before a due date the reminder goes, 1 to 7.
             */
            reminderDays: number;
        };
        ItemClassJson: {
            /** @example 56101502 */
            code: string;
            /** @description False for a class KRA no longer uses. */
            inUse: boolean;
            /** @example Sofas */
            name: string;
            /**
             * @description KRA's tax type of the class (A-E), may be empty.
             * @example A
             */
            taxType: string;
        };
        ItemClassesJson: {
            /** @description In use first, by code; at most 50. */
            classes: components["schemas"]["ItemClassJson"][];
            /** @description RFC 3339; `null` when the list was never fetched (eTIMS not configured or not reached). */
            fetchedAt?: string | null;
        };
        /**
         * Format: double
         * @description An amount in Kenya shillings, at most two decimals (`1299.5`).
         * @example 35300
         */
        Ksh: number;
        /**
         * @description One line of an order or a quote.
         * @example {
         *       "productId": 12,
         *       "quantity": 2
         *     }
         */
        LineForm: {
            /** Format: int64 */
            productId: number;
            /** Format: int32 */
            quantity: number;
        };
        /**
         * @description The body of `PUT /api/cart` and `PUT /api/wishlist`: the whole list.
         * @example {
         *       "items": [
         *         {
         *           "productId": 12,
         *           "quantity": 2
         *         }
         *       ]
         *     }
         */
        ListForm: {
            /**
             * @description Cart: `[{productId, quantity}]` (1 to 99). Wishlist: `[{productId, addedAt?}]`
             *     (RFC 3339). At most 100 items; the same product twice is merged.
             */
            items: Record<string, unknown>[];
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
        /**
         * @description A sign-in.
         * @example {
         *       "email": "wanjiku@example.co.ke",
         *       "password": "kitanda-123",
         *       "remember": false
         *     }
         */
        LoginForm: {
            email?: string;
            password?: string;
            /** @description Remember me: a token of 30 days instead of one. */
            remember?: boolean;
        };
        /**
         * @description The figures of every promotional claim, computed now from the data. A claim shows only
         *     what these back: no running campaign, no flash-sale claim; no product on sale, no "% off".
         */
        MerchandisingJson: {
            /** @description Campaigns running now, the first to end first. */
            campaigns: components["schemas"]["CampaignJson"][];
            /** @description Per category, those with products on sale. */
            categories: components["schemas"]["CategoryDiscountJson"][];
            /**
             * Format: int32
             * @description Products the clearance rule selects (in stock, added over `clearanceDays` ago).
             * @example 104
             */
            clearance: number;
            /**
             * Format: int32
             * @example 365
             */
            clearanceDays: number;
            /**
             * Format: int32
             * @description The deepest discount over the whole catalogue: whole percent, rounded down.
             * @example 27
             */
            maxPercentOff: number;
            /**
             * Format: int32
             * @example 60
             */
            newArrivalDays: number;
            /**
             * Format: int32
             * @description Products added in the last `newArrivalDays`.
             * @example 61
             */
            newArrivals: number;
            /**
             * Format: int32
             * @description Products on sale (original price above price).
             * @example 87
             */
            offers: number;
        };
        MessageEnvelope: {
            message: components["schemas"]["InboxMessageJson"];
        };
        /** @description A confirmation the web app shows as it is. */
        MessageJson: {
            /** @example Logged out successfully */
            message: string;
        };
        MessagePage: {
            messages: components["schemas"]["InboxMessageJson"][];
            pagination: components["schemas"]["Pagination"];
            /**
             * Format: int64
             * @description Every message not handled yet, whatever the search and filter (the navigation's count).
             * @example 3
             */
            unhandled: number;
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
         * @description The body of a moderation.
         * @example {
         *       "hidden": true,
         *       "reason": "Mentions a competitor's phone number"
         *     }
         */
        ModerationForm: {
            /** @description true: hide the review; false: show it again. */
            hidden?: boolean | null;
            /** @description Why, 3-500 characters (kept in the activity log). */
            reason?: string | null;
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
        /**
         * @description The Add User dialog.
         * @example {
         *       "email": "otieno@samanifurniture.co.ke",
         *       "isAdmin": true,
         *       "name": "Otieno Staff",
         *       "password": "staff-pass-1",
         *       "phone": ""
         *     }
         */
        NewUserForm: {
            email?: string;
            isAdmin?: boolean;
            name?: string;
            password?: string;
            /** @description Optional here; 10 digits when given. */
            phone?: string;
        };
        /**
         * @example {
         *       "email": "wanjiku@example.co.ke"
         *     }
         */
        NewsletterForm: {
            email?: string;
        };
        /** @description An order in the `{order}` envelope of the changing routes. */
        OrderEnvelope: {
            order: components["schemas"]["OrderJson"];
        };
        OrderFigures: {
            byStatus: components["schemas"]["OrdersByStatus"];
            /**
             * Format: int64
             * @description Every order, cancelled ones included.
             * @example 4
             */
            total: number;
        };
        /**
         * @description The body of `POST /api/orders`: the web app's checkout form, or the spec's order payload
         *     (`customerName` and one joined `address`). Every text may be absent or null; the aliases the
         *     screens use are accepted. A `userId` is ignored: the order is the caller's.
         * @example {
         *       "address": "12 Moi Avenue",
         *       "city": "Nairobi",
         *       "couponCode": "",
         *       "deliveryInstructions": "Call at the gate",
         *       "email": "wanjiku@example.co.ke",
         *       "firstName": "Wanjiku",
         *       "items": [
         *         {
         *           "productId": 12,
         *           "quantity": 2
         *         }
         *       ],
         *       "lastName": "Kamau",
         *       "paymentMethod": "cod",
         *       "phone": "0712 345 678",
         *       "preferredDeliveryTime": "morning",
         *       "state": "Nairobi",
         *       "totalAmount": 106817.68,
         *       "zipCode": "00100"
         *     }
         */
        OrderForm: {
            /**
             * @description The street; or street, city, county and postal code joined ('12 Moi Avenue, Nairobi,
             *     Nairobi, 00100') when city, state and zipCode are absent (split when it can be).
             */
            address?: string | null;
            /**
             * @description A business customer's KRA PIN (a letter, 9 digits, a letter), printed on the tax invoice
             *     and reported to KRA eTIMS; empty or absent for none.
             * @example P051234567X
             */
            buyerPin?: string | null;
            city?: string | null;
            /** @description Alias of state. */
            county?: string | null;
            couponCode?: string | null;
            /** @description The whole name (the spec's payload); replaces firstName and lastName. */
            customerName?: string | null;
            deliveryInstructions?: string | null;
            /** @description standard (the default) | express (where the county's zone offers it) | pickup. */
            deliveryMethod?: string | null;
            /** @description When absent, the account's email. */
            email?: string | null;
            firstName?: string | null;
            /** @description `[{productId, quantity}]`: 1 to 50 products, 1 to 99 of each. */
            items: components["schemas"]["LineForm"][];
            lastName?: string | null;
            /** @description card | mpesa | paypal | cod. */
            paymentMethod?: string | null;
            /**
             * @description `full` (or absent): paid at once; `lmm`: Lipa Mdogo Mdogo, M-Pesa instalments before
             *     delivery (payment method `mpesa`, a total of at least the plan's minimum).
             * @example lmm
             */
            paymentPlan?: string | null;
            phone?: string | null;
            /** @description The pickup point's code (`GET /api/settings/delivery`), for pickup. */
            pickupPoint?: string | null;
            /** @description Alias of zipCode. */
            postalCode?: string | null;
            /** @description morning | afternoon | evening | anytime, or empty. */
            preferredDeliveryTime?: string | null;
            /** @description The county. */
            state?: string | null;
            /** @description Alias of address. */
            street?: string | null;
            /**
             * Format: double
             * @description The total the shopper was shown, in KSh: when it differs from the server's, 409
             *     `total_changed` with the fresh quote.
             */
            totalAmount?: number | null;
            /** @description Alias of zipCode. */
            zip?: string | null;
            /** @description The postal code. */
            zipCode?: string | null;
        };
        /**
         * @description One line of an order: `product_name` and `name` carry the same value (both spellings are in
         *     use by the screens).
         */
        OrderItemJson: {
            category: string;
            /**
             * @description This line's share of the discount code's reduction (0 without one); its taxable value is
             *     `line_total` - `discount`.
             */
            discount: components["schemas"]["Ksh"];
            image: string;
            line_total: components["schemas"]["Ksh"];
            name: string;
            price: components["schemas"]["Ksh"];
            /** Format: int64 */
            product_id: number;
            product_name: string;
            /** Format: int32 */
            quantity: number;
        };
        OrderJson: {
            /** @description Street, city, county and postal code joined, skipping empty parts. */
            address: string;
            /** @description The buyer's KRA PIN (business customers); null for none. */
            buyer_pin?: string | null;
            city: string;
            /** @description RFC 3339 when staff marked the cash on delivery collected; null until then. */
            cod_collected_at?: string | null;
            cod_fee: components["schemas"]["Ksh"];
            county: string;
            coupon_code?: string | null;
            created_at: string;
            customer_name: string;
            delivery?: components["schemas"]["DeliveryChoiceJson"] | null;
            delivery_instructions: string;
            /**
             * @description The discount code's reduction of the goods (0 without one): VAT is charged on
             *     `subtotal` - `discount`, and `total_amount` = `subtotal` - `discount` + `shipping_fee` +
             *     `vat` + `cod_fee`.
             */
            discount: components["schemas"]["Ksh"];
            email: string;
            /** @description `created_at` + 7 days (null only if the service sent an unreadable `created_at`). */
            estimated_delivery?: string | null;
            /**
             * @description The order's KRA eTIMS invoices: its sale once paid, then a credit note when it was
             *     cancelled after payment. Empty until paid.
             */
            etims_invoices: components["schemas"]["EtimsInvoiceJson"][];
            id: string;
            instalment_plan?: components["schemas"]["InstalmentPlanJson"] | null;
            items: components["schemas"]["OrderItemJson"][];
            order_status: string;
            /** @description RFC 3339; null until paid. */
            paid_at?: string | null;
            /** @description "Visa 4242", the M-Pesa number, the PayPal email; null until paid. */
            payer?: string | null;
            /**
             * Format: int32
             * @description How many payment attempts failed (M-Pesa prompts declined, cards refused), paid or not
             *     since.
             * @example 1
             */
            payment_failed_attempts: number;
            /** @description Why the last payment attempt failed; null when none did (or once paid). */
            payment_failure?: string | null;
            payment_method: string;
            /** @description The M-Pesa receipt or the card/PayPal transaction id; null until paid. */
            payment_reference?: string | null;
            /**
             * @description Where the order's money stands: unpaid (nothing received, nothing to collect) | paid
             *     (online) | cod_due (cash to collect on delivery) | cod_collected | refund_due (money
             *     received on an order since cancelled) | refunded.
             * @example cod_due
             */
            payment_state: string;
            payment_status: string;
            phone: string;
            postal_code: string;
            preferred_delivery_time: string;
            /**
             * @description The order's prices included VAT: `vat` is the VAT included in `total_amount` (goods,
             *     delivery and COD fee), and `total_amount` = `subtotal` - `discount` + `shipping_fee` +
             *     `cod_fee`. False (orders placed with the setting off, and before it existed): `vat` was
             *     added on top, as above.
             */
            prices_include_vat: boolean;
            public_id: string;
            /** @description Money paid back on the order so far. */
            refunded: components["schemas"]["Ksh"];
            shipping_fee: components["schemas"]["Ksh"];
            status_history: components["schemas"]["StatusChangeJson"][];
            street: string;
            subtotal: components["schemas"]["Ksh"];
            total_amount: components["schemas"]["Ksh"];
            updated_at: string;
            user_id: string;
            vat: components["schemas"]["Ksh"];
            /**
             * @description The VAT rate the order was charged, in percent (16 for orders placed before settings
             *     were data).
             */
            vat_rate: components["schemas"]["Percent"];
        };
        OrderPage: {
            orders: components["schemas"]["OrderJson"][];
            pagination: components["schemas"]["Pagination"];
        };
        OrdersByStatus: {
            /** Format: int64 */
            cancelled: number;
            /** Format: int64 */
            delivered: number;
            /** Format: int64 */
            pending: number;
            /** Format: int64 */
            processing: number;
            /** Format: int64 */
            shipped: number;
        };
        OtherSalesJson: {
            revenue: components["schemas"]["Ksh"];
            /** Format: int64 */
            units: number;
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
             * @example 42
             */
            total: number;
            /**
             * Format: int64
             * @example 3
             */
            totalPages: number;
        };
        /**
         * @example {
         *       "currentPassword": "kitanda-123",
         *       "newPassword": "meza-4567"
         *     }
         */
        PasswordForm: {
            currentPassword?: string;
            /** @description 6 to 128 characters. */
            newPassword?: string;
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
         *       "paybill": "174379",
         *       "provider": "sandbox",
         *       "sandbox": true
         *     }
         */
        PaymentConfigJson: {
            methods: components["schemas"]["MethodsJson"];
            /** @description M-Pesa goes to Daraja's sandbox or the simulator, not Safaricom's live API. */
            mpesaSandbox: boolean;
            /**
             * @description The Paybill number an order may be paid to with its order number as the account, when
             *     an M-Pesa prompt fails (or on request); null when M-Pesa is off or the shortcode is a
             *     till.
             * @example 174379
             */
            paybill?: string | null;
            /**
             * @description The card and PayPal provider's name.
             * @example sandbox
             */
            provider: string;
            /** @description Card and PayPal are test payments: the checkout shows the test-payment notice. */
            sandbox: boolean;
        };
        PaymentMethodSalesJson: {
            /**
             * @description card | mpesa | paypal | cod.
             * @example mpesa
             */
            method: string;
            /** Format: int64 */
            orders: number;
            revenue: components["schemas"]["Ksh"];
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
            /** @description What was charged, in KSh: the order's total. */
            amount: components["schemas"]["Ksh"];
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
        PayoutEnvelope: {
            refund: components["schemas"]["PayoutJson"];
        };
        /** @description A refund paid back through M-Pesa, as the payments service keeps it. */
        PayoutJson: {
            amount: components["schemas"]["Ksh"];
            createdAt: string;
            id: string;
            /**
             * @description reversal | b2c.
             * @example reversal
             */
            kind: string;
            /** @description The M-Pesa receipt of the payment given back. */
            paymentReference: string;
            /**
             * @description Who gets it (2547XXXXXXXX).
             * @example 254708374149
             */
            phone: string;
            /** @description null when no order. */
            publicId?: string | null;
            /** @description The payout's M-Pesa receipt once paid, else null. */
            receipt?: string | null;
            resultCode: string;
            /** @description Daraja's reason when it failed (or its last word). */
            resultDesc: string;
            settledAt?: string | null;
            /**
             * @description The payment given back: `attempt:<uuid>`, `stk:<CheckoutRequestID>`, `c2b:<TransID>`,
             *     `c2b-excess:<TransID>`.
             */
            source: string;
            /**
             * @description requested | sent | paid | failed.
             * @example paid
             */
            status: string;
        };
        PayoutsJson: {
            refunds: components["schemas"]["PayoutJson"][];
        };
        /**
         * Format: binary
         * @description A PDF 1.4 document (`%PDF-1.4`)
         */
        PdfFile: string;
        /**
         * Format: double
         * @description A rate in percent, at most two decimals (`16`, `14.5`).
         * @example 16
         */
        Percent: number;
        /**
         * @description A pickup point.
         * @example {
         *       "address": "Waiyaki Way, Westlands, Nairobi",
         *       "code": "westlands-showroom",
         *       "county": "Nairobi",
         *       "fee": 0,
         *       "hours": "Mon-Sat 8:00-18:00",
         *       "name": "Westlands showroom",
         *       "readyDays": 1
         *     }
         */
        PickupPointJson: {
            address: string;
            /** @description Lower-case letters, digits and dashes: what a quote or order names it by. */
            code: string;
            county: string;
            /**
             * Format: double
             * @description KSh (whole shillings).
             */
            fee: number;
            hours: string;
            name: string;
            /**
             * Format: int32
             * @description Business days until the order is ready to collect.
             */
            readyDays: number;
        };
        /** @description The answer of a placement: the order, and its ids at the top for the spec's clients. */
        PlacedJson: {
            order: components["schemas"]["OrderJson"];
            /** @example 0b6c7c1e-2f0a-4c1e-9a57-3f7f5b0f2a11 */
            order_id: string;
            /** @example SF7K3M9QXA */
            public_id: string;
        };
        /**
         * @description The body of `POST /api/orders/instalment-plan`.
         * @example {
         *       "total": 72500
         *     }
         */
        PreviewForm: {
            /**
             * Format: double
             * @description The order's total the checkout shows, KSh.
             */
            total: number;
        };
        /** @description Lowest and highest price, KSh. */
        PriceRangeJson: {
            max: components["schemas"]["Ksh"];
            min: components["schemas"]["Ksh"];
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
             * @description The alt text of each of `images`, same order; "" where the admin wrote none (the shop
             *     then says the product's name).
             * @example [
             *       "Grey linen sofa, seen from the front"
             *     ]
             */
            imageAlts: string[];
            /**
             * @example [
             *       "/media/demo/sofa-grey-1.svg"
             *     ]
             */
            images: string[];
            /**
             * @description The KRA item classification code eTIMS registers and sells the product under: its own,
             *     else its category's default.
             * @example 56101502
             */
            itemClass: string;
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
            /** @description KSh, VAT included. */
            price: components["schemas"]["Ksh"];
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
             * @description `live` (in the shop), `draft` (being prepared) or `hidden` (taken off the shop). Shoppers
             *     only ever see live products; an admin sees every one.
             * @example live
             */
            status: string;
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
        ProductFigures: {
            /**
             * Format: int64
             * @example 12
             */
            featured: number;
            /**
             * Format: int64
             * @description Products with 1 to 5 units left.
             * @example 4
             */
            lowStock: number;
            /**
             * Format: int64
             * @example 1
             */
            outOfStock: number;
            /**
             * Format: int64
             * @example 128
             */
            total: number;
        };
        /**
         * @description The admin's product form (admin spec sections 3 and 5), as written: `POST /products` and
         *     `PUT /products/{id}`. Every rule on the values is the catalog's; a wrong JSON type is a 400
         *     here. `onSale`/`on_sale` are accepted and not stored: a product is on sale when its
         *     `original_price` is above its `price`.
         * @example {
         *       "brand": "Samani Home",
         *       "category": "Living Room - Sofas",
         *       "color": "Green",
         *       "description": "Deep seats in green velvet.",
         *       "dimensions": "220 x 90 x 85 cm",
         *       "featured": true,
         *       "images": [
         *         "/media/i/3f9a1c0b7d2e4a55"
         *       ],
         *       "material": "Velvet",
         *       "name": "Malindi 3-Seater Sofa",
         *       "onSale": true,
         *       "original_price": 52999,
         *       "price": 45999,
         *       "stock": 12,
         *       "subcategory": "Sofas",
         *       "tags": [
         *         "velvet",
         *         "3-seater"
         *       ],
         *       "weight": "45.5"
         *     }
         */
        ProductForm: {
            brand?: string | null;
            /** @description 'Living Room - Sofas', or 'Living Room' with `subcategory` (display names or slugs). */
            category?: string | null;
            color?: string | null;
            /** @description Required; at most 5,000 characters. */
            description?: string | null;
            dimensions?: string | null;
            featured?: boolean | null;
            /**
             * @description The alt text of each of `images`, same order, at most 250 characters each ("" for
             *     none). Absent or empty keeps the alt texts the product has for these pictures.
             * @example [
             *       "Green velvet sofa, seen from the front"
             *     ]
             */
            imageAlts?: string[] | null;
            /** @description At least one: `/media/i/<publicId>`, `/media/demo/<file>` or `https://` URLs. */
            images?: string[] | null;
            /**
             * @description KRA item classification code, 8 to 10 digits; empty or absent for the category's
             *     default.
             * @example 56101502
             */
            item_class?: string | null;
            material?: string | null;
            /** @description Required; at most 200 characters. */
            name?: string | null;
            onSale?: boolean | null;
            on_sale?: boolean | null;
            /**
             * Format: double
             * @description KSh above `price`, or null when not on sale.
             */
            original_price?: number | null;
            /**
             * Format: double
             * @description KSh, above 0, at most two decimals. Required.
             */
            price?: number | null;
            /**
             * @description `live`, `draft` or `hidden`; absent keeps the product's (a new product is live).
             * @example live
             */
            status?: string | null;
            /**
             * Format: double
             * @description A whole number from 0. Required.
             */
            stock?: number | null;
            subcategory?: string | null;
            /** @description Trimmed, lower-cased, blanks dropped; at most 20 of 50 characters. */
            tags?: string[] | null;
            /**
             * Format: double
             * @description Kilograms, a number or numeric text; empty or absent for unknown.
             * @example 45.5
             */
            weight?: number | null;
        };
        /** @description One page of a listing. */
        ProductPage: {
            pagination: components["schemas"]["Pagination"];
            products: components["schemas"]["Product"][];
        };
        ProductSalesJson: {
            /** @example Malindi Sofa */
            name: string;
            /** Format: int64 */
            productId: number;
            /** @description Its goods in the books, excluding VAT (sold less refunded). */
            revenue: components["schemas"]["Ksh"];
            /** Format: int64 */
            units: number;
        };
        ProductStats: {
            /**
             * Format: int64
             * @example 40
             */
            featured: number;
            /**
             * Format: int64
             * @description Stock 1 to 5.
             * @example 37
             */
            lowStock: number;
            /**
             * Format: int64
             * @example 12
             */
            outOfStock: number;
            /**
             * Format: int64
             * @example 1250
             */
            totalProducts: number;
            /**
             * Format: double
             * @description KSh: the sum of price x stock.
             * @example 48250000.5
             */
            totalValue: number;
        };
        /**
         * @description A product's new status.
         * @example {
         *       "status": "live"
         *     }
         */
        ProductStatusForm: {
            /** @description `live` (Publish), `hidden` (Hide) or `draft`. */
            status: string;
        };
        /**
         * @description The fields to change; those left out stay as they are.
         * @example {
         *       "address": "Moi Avenue 12",
         *       "city": "Nairobi",
         *       "name": "Wanjiku Kamau",
         *       "phone": "0712345678",
         *       "state": "Nairobi",
         *       "zipCode": "00100"
         *     }
         */
        ProfileForm: {
            address?: string | null;
            city?: string | null;
            email?: string | null;
            name?: string | null;
            phone?: string | null;
            /** @description The county. */
            state?: string | null;
            /** @description The postal code. */
            zipCode?: string | null;
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
        /**
         * @description The body of `POST /api/orders/quote`.
         * @example {
         *       "couponCode": "FREESHIP",
         *       "items": [
         *         {
         *           "productId": 12,
         *           "quantity": 2
         *         }
         *       ],
         *       "paymentMethod": "cod"
         *     }
         */
        QuoteForm: {
            /** @description Alias of state. */
            county?: string | null;
            couponCode?: string | null;
            /** @description standard (the default) | express | pickup. */
            deliveryMethod?: string | null;
            /** @description `[{productId, quantity}]`; may be empty. */
            items: components["schemas"]["LineForm"][];
            /** @description card | mpesa | paypal | cod, or empty when not chosen yet (no COD fee). */
            paymentMethod?: string | null;
            /** @description The pickup point's code, for pickup. */
            pickupPoint?: string | null;
            /**
             * @description The county to deliver to (one of Kenya's 47): the answer then has every delivery choice
             *     (`deliveryOptions`) and the fee of the chosen one. Absent: the flat delivery fee.
             */
            state?: string | null;
        };
        /** @description One line of a quote: as priced now, with the stock left. */
        QuoteItemJson: {
            /** Format: int32 */
            available: number;
            category: string;
            /** @description This line's share of the discount (0 without a discount code). */
            discount: components["schemas"]["Ksh"];
            image: string;
            line_total: components["schemas"]["Ksh"];
            name: string;
            price: components["schemas"]["Ksh"];
            /** Format: int64 */
            product_id: number;
            /** Format: int32 */
            quantity: number;
        };
        /** @description The answer of `POST /api/orders/quote`, also sent inside a `total_changed` 409. */
        QuoteJson: {
            amount_to_free_shipping: components["schemas"]["Ksh"];
            cod_fee: components["schemas"]["Ksh"];
            coupon_code?: string | null;
            delivery?: components["schemas"]["DeliveryChoiceJson"] | null;
            /**
             * @description With a county (`state`): every delivery choice for these goods (standard, express where
             *     offered, the pickup points, those in the county first) with its fee and window.
             */
            delivery_options: components["schemas"]["DeliveryChoiceJson"][];
            /**
             * @description The discount code's reduction of the goods (0 without one); VAT is on `subtotal` -
             *     `discount`.
             */
            discount: components["schemas"]["Ksh"];
            /** @description null (shipping is paid), "threshold" or "coupon". */
            free_shipping_reason?: string | null;
            /** @description Shipping is free when the subtotal exceeds this (the shop's settings). */
            free_shipping_threshold: components["schemas"]["Ksh"];
            items: components["schemas"]["QuoteItemJson"][];
            /** @description Requested product ids the catalogue does not have (any more). */
            missing: number[];
            /**
             * @description The shop's prices include VAT: `vat` is the part included in `total_amount` =
             *     `subtotal` - `discount` + `shipping_fee` + `cod_fee`; false: `vat` is added to it.
             */
            prices_include_vat: boolean;
            shipping_fee: components["schemas"]["Ksh"];
            subtotal: components["schemas"]["Ksh"];
            total_amount: components["schemas"]["Ksh"];
            vat: components["schemas"]["Ksh"];
            /** @description The VAT rate of the quote, in percent ('VAT (16%)'). */
            vat_rate: components["schemas"]["Percent"];
        };
        RecentOrder: {
            /** @description RFC 3339, UTC. */
            createdAt: string;
            /**
             * @description The name on the order.
             * @example Wanjiku Kamau
             */
            customer: string;
            /** @description The order's UUID. */
            id: string;
            /** @example SF7K2M9QXA */
            publicId: string;
            /**
             * @description pending | processing | shipped | delivered | cancelled
             * @example pending
             */
            status: string;
            total: components["schemas"]["Ksh"];
        };
        /**
         * @description The body of `POST /api/admin/refunds`.
         * @example {
         *       "source": "order:SF7K3M9QXA"
         *     }
         */
        RefundForm: {
            /**
             * @description `order:<order number>` for a cancelled paid order, or a refund due's `paymentId`.
             * @example order:SF7K3M9QXA
             */
            source?: string | null;
        };
        RefundJson: {
            amount: components["schemas"]["Ksh"];
            detail: string;
            /** @example mpesa */
            method: string;
            /** @description null for an M-Pesa payment that matched no order (`unmatched`). */
            orderId?: string | null;
            paymentId: string;
            /**
             * @description null when the order was deleted since.
             * @example SF7K3M9QXA
             */
            publicId?: string | null;
            /**
             * @description order_cancelled | already_paid | underpaid | unmatched (an M-Pesa payment Daraja confirmed
             *     that no prompt of the shop could take; `detail` names the payer) | overpaid (a Lipa Mdogo
             *     Mdogo payment above the plan's balance) | plan_cancelled (paid on a Lipa Mdogo Mdogo plan
             *     since cancelled or lapsed).
             * @example order_cancelled
             */
            reason: string;
            receivedAt: string;
            /** @example RLA0R69NXM */
            reference: string;
            refund?: components["schemas"]["PayoutJson"] | null;
        };
        RefundsJson: {
            refunds: components["schemas"]["RefundJson"][];
            /**
             * Format: int64
             * @description How many are still owed (not paid back yet).
             */
            total: number;
        };
        /**
         * @description A registration. The auth service checks every field and names each invalid one.
         * @example {
         *       "email": "wanjiku@example.co.ke",
         *       "name": "Wanjiku Kamau",
         *       "password": "kitanda-123",
         *       "phone": "0712 345 678"
         *     }
         */
        RegisterForm: {
            email?: string;
            name?: string;
            /** @description 6 to 128 characters. */
            password?: string;
            /** @description 10 digits once spaces, dashes and brackets are removed. */
            phone?: string;
        };
        Removed: {
            /** @example Subscriber removed */
            message: string;
        };
        ReplayJson: {
            /** @description It had been handled before: nothing was done again. */
            alreadyHandled: boolean;
            deadLetter: components["schemas"]["DeadLetterJson"];
        };
        /**
         * @example {
         *       "password": "meza-4567",
         *       "token": "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"
         *     }
         */
        ResetForm: {
            /** @description The new password: 6 to 128 characters. */
            password?: string;
            /** @description The `token` of the mailed link. */
            token?: string;
        };
        RevenueFigures: {
            /**
             * Format: double
             * @description This month against last month in percent, one decimal; null when last month had none.
             * @example 294.1
             */
            changePercent?: number | null;
            lastMonth: components["schemas"]["Ksh"];
            lastMonthDetail: components["schemas"]["RevenueJson"];
            /** @description This Nairobi calendar month's, by when the money moved. */
            thisMonth: components["schemas"]["Ksh"];
            thisMonthDetail: components["schemas"]["RevenueJson"];
            /** @description The books: money received less refunded, every month, VAT, delivery and fees included. */
            total: components["schemas"]["Ksh"];
            /** @description The same three in full: with and without VAT, delivery and fees apart. */
            totalDetail: components["schemas"]["RevenueJson"];
        };
        /**
         * @description Money in the books: received (online payments applied to their order, cash on delivery
         *     marked collected) less paid back, split as the orders split it. `total` = `goods` +
         *     `delivery` + `vat` + `codFees`; `excludingVat` = `total` - `vat`.
         */
        RevenueJson: {
            /** @description Cash-on-delivery fees. */
            codFees: components["schemas"]["Ksh"];
            delivery: components["schemas"]["Ksh"];
            excludingVat: components["schemas"]["Ksh"];
            /** @description The goods, excluding VAT. */
            goods: components["schemas"]["Ksh"];
            /** @description Paid back (already taken off the figures above). */
            refunded: components["schemas"]["Ksh"];
            /**
             * Format: int64
             * @description Refunds paid.
             * @example 0
             */
            refunds: number;
            /**
             * Format: int64
             * @description Orders whose money came in.
             * @example 3
             */
            sales: number;
            /** @description Received less refunded, VAT, delivery and fees included. */
            total: components["schemas"]["Ksh"];
            /** @description The VAT in it (output VAT for the return). */
            vat: components["schemas"]["Ksh"];
        };
        /**
         * @description The body of a new review or an edit.
         * @example {
         *       "body": "Delivered on time to Kilimani; the cushions are firm.",
         *       "photos": [],
         *       "rating": 5,
         *       "title": "Solid and comfortable"
         *     }
         */
        ReviewForm: {
            /** @description 10-2000 characters. */
            body?: string | null;
            /** @description Up to 4 media public ids of pictures uploaded with `GET /api/reviews/upload-signature`. */
            photos?: string[] | null;
            /**
             * Format: int32
             * @description 1-5 stars.
             */
            rating?: number | null;
            /** @description 3-100 characters. */
            title?: string | null;
        };
        /**
         * @description One review.
         * @example {
         *       "author": "Akinyi O.",
         *       "body": "Delivered on time to Kilimani; the cushions are firm.",
         *       "createdAt": "2026-11-20T09:30:00Z",
         *       "helpful": 3,
         *       "hidden": false,
         *       "id": "0b9f6f38-5d43-4b7e-9f0a-1d2c3b4a5e6f",
         *       "mine": false,
         *       "photos": [],
         *       "productId": 12,
         *       "rating": 5,
         *       "title": "Solid and comfortable",
         *       "updatedAt": "2026-11-20T09:30:00Z",
         *       "verified": true,
         *       "voted": false
         *     }
         */
        ReviewJson: {
            /** @description First name and the last name's initial. */
            author: string;
            body: string;
            createdAt: string;
            /**
             * Format: int32
             * @description Accounts that found it helpful.
             */
            helpful: number;
            /** @description Hidden by an admin (shown to the author and admins only). */
            hidden: boolean;
            /** @description Why it was hidden (author and admins only). */
            hiddenReason?: string | null;
            id: string;
            /** @description The caller wrote it. */
            mine: boolean;
            /** @description Media public ids; the picture is `/media/i/{publicId}`. */
            photos: string[];
            /** Format: int64 */
            productId: number;
            /** @description Admins only: the product's name on the author's order. */
            productName?: string | null;
            /**
             * Format: int32
             * @description 1-5 stars.
             */
            rating: number;
            title: string;
            updatedAt: string;
            /** @description Admins only: the author's user id. */
            userId?: string | null;
            /** @description Written by a customer whose order with the product was delivered. */
            verified: boolean;
            /** @description The caller marked it helpful. */
            voted: boolean;
        };
        /** @description A page of a product's reviews. */
        ReviewPageJson: {
            /** @description Signed in with a delivered order holding the product and no review of it yet. */
            canReview: boolean;
            /** @description Why the signed-in caller cannot write one (null when they can, or for a guest). */
            cannotReviewReason?: string | null;
            /** Format: int32 */
            limit: number;
            mine?: components["schemas"]["ReviewJson"] | null;
            /** Format: int32 */
            page: number;
            reviews: components["schemas"]["ReviewJson"][];
            summary: components["schemas"]["ReviewSummaryJson"];
            /**
             * Format: int64
             * @description Visible reviews in all pages.
             */
            total: number;
        };
        /** @description A product's visible reviews in figures. */
        ReviewSummaryJson: {
            /**
             * Format: double
             * @description The average rating to one decimal (4.3); null when there is no review.
             */
            average?: number | null;
            /** @description Reviews with 5, 4, 3, 2 and 1 stars, in that order. */
            breakdown: number[];
            /** Format: int32 */
            count: number;
        };
        /**
         * @example {
         *       "role": "admin"
         *     }
         */
        RoleForm: {
            /** @description `user` or `admin`. */
            role?: string;
        };
        SalesBucketJson: {
            money: components["schemas"]["RevenueJson"];
            /**
             * Format: int64
             * @description Orders whose money came in within the bucket (`money.sales`).
             * @example 3
             */
            orders: number;
            /** @description The bucket's money (`money.total`). */
            revenue: components["schemas"]["Ksh"];
            /**
             * Format: date
             * @description The bucket's first day: the day, the Monday of the week or the 1st of the month.
             * @example 2026-10-26
             */
            start: string;
        };
        SalesByStatusJson: {
            /**
             * Format: int64
             * @description Orders placed in the range now in this status.
             */
            orders: number;
            /**
             * @description Money moved in the range on orders now in this status (a cancelled order's money counts
             *     until it is paid back).
             */
            revenue: components["schemas"]["Ksh"];
            /** @example shipped */
            status: string;
        };
        SalesReportJson: {
            /** @description The five statuses, every order of the range. */
            byStatus: components["schemas"]["SalesByStatusJson"][];
            /**
             * Format: date
             * @example 2026-10-01
             */
            from: string;
            otherCategories: components["schemas"]["OtherSalesJson"];
            /** @description Every product not in `topProducts`, together. */
            otherProducts: components["schemas"]["OtherSalesJson"];
            /** @description By revenue, orders not cancelled. */
            paymentMethods: components["schemas"]["PaymentMethodSalesJson"][];
            /**
             * @description day | week | month.
             * @example week
             */
            period: string;
            /** @description Every bucket of the range, oldest first, zeros included. */
            revenue: components["schemas"]["SalesBucketJson"][];
            /**
             * Format: date
             * @example 2026-10-31
             */
            to: string;
            /** @description Up to 10, by revenue; with `otherCategories` they add up to `totals.money.goods`. */
            topCategories: components["schemas"]["CategorySalesJson"][];
            /** @description Up to 10, by revenue; with `otherProducts` they add up to `totals.money.goods`. */
            topProducts: components["schemas"]["ProductSalesJson"][];
            totals: components["schemas"]["SalesTotalsJson"];
            /**
             * @description Every Nairobi calendar month the range touches, oldest first: the money within the
             *     range, for the monthly VAT return.
             */
            vatByMonth: components["schemas"]["VatMonthJson"][];
        };
        SalesTotalsJson: {
            /** @description revenue / orders to the cent; 0 without orders. */
            averageOrderValue: components["schemas"]["Ksh"];
            money: components["schemas"]["RevenueJson"];
            /**
             * Format: int64
             * @description Orders whose money came in within the range (`money.sales`).
             * @example 3
             */
            orders: number;
            /** @description The range's money received less refunded (`money.total`). */
            revenue: components["schemas"]["Ksh"];
        };
        /**
         * @description A saved list: each item is the product object with `quantity` (cart) or `addedAt`
         *     (wishlist).
         * @example {
         *       "items": [
         *         {
         *           "id": 12,
         *           "name": "Nairobi Sofa",
         *           "price": 45999,
         *           "quantity": 2
         *         }
         *       ],
         *       "updatedAt": "2026-11-21T10:00:00Z"
         *     }
         */
        SavedListJson: {
            items: Record<string, unknown>[];
            /** @description null while the list was never saved. */
            updatedAt?: string | null;
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
        /** @description A signed-in session: the user and their bearer token. */
        SessionJson: {
            /**
             * @description The bearer token of every signed-in call (a JWT).
             * @example eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI2ZjFj...
             */
            token: string;
            user: components["schemas"]["UserJson"];
        };
        /** @description The settings anyone reads: what the cart, checkout, footer and content pages show. */
        SettingsJson: {
            /** @description Added to cash-on-delivery orders, KSh. */
            codFee: components["schemas"]["Ksh"];
            contact: components["schemas"]["ContactJson"];
            /** @description Delivery when it is not free, KSh. */
            deliveryFee: components["schemas"]["Ksh"];
            /** @description Delivery is free when the subtotal exceeds this, KSh. */
            freeDeliveryThreshold: components["schemas"]["Ksh"];
            /**
             * @description Catalogue prices include VAT (the default): a price shown is what the shopper pays per
             *     unit, and an order's VAT is the part included in its total. False: VAT is added at
             *     checkout.
             */
            pricesIncludeVat: boolean;
            /** @description VAT in percent of the subtotal. */
            vatRate: components["schemas"]["Percent"];
        };
        StatsJson: {
            ordersByStatus: components["schemas"]["OrdersByStatus"];
            /** Format: int64 */
            ordersLastMonth: number;
            /** Format: int64 */
            ordersThisMonth: number;
            recentOrders: components["schemas"]["OrderJson"][];
            /** @description The books: every month's, this Nairobi month's and last month's money in full. */
            revenue: components["schemas"]["RevenueJson"];
            /**
             * Format: double
             * @description Percent change of this month's revenue over last month's, one decimal; null when last
             *     month had none.
             */
            revenueChange?: number | null;
            revenueLastMonth: components["schemas"]["Ksh"];
            revenueLastMonthDetail: components["schemas"]["RevenueJson"];
            revenueThisMonth: components["schemas"]["Ksh"];
            revenueThisMonthDetail: components["schemas"]["RevenueJson"];
            /** Format: int64 */
            totalOrders: number;
            /** @description The books' revenue (`revenue.total`). */
            totalRevenue: components["schemas"]["Ksh"];
        };
        StatusChangeJson: {
            at: string;
            status: string;
        };
        /**
         * @description The body of `PUT /api/orders/{id}/status`.
         * @example {
         *       "order_status": "shipped"
         *     }
         */
        StatusForm: {
            /**
             * @description pending | processing | shipped | delivered | cancelled (any case). Also read as
             *     `orderStatus` or `status`.
             */
            order_status?: string | null;
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
             * Format: int64
             * @description Lipa Mdogo Mdogo orders only: whole shillings to pay now, 1 up to the plan's balance;
             *     absent or 0: what is due now. Other orders are paid in full (a value is refused).
             * @example 18125
             */
            instalmentAmount?: number | null;
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
        SubscriberJson: {
            email: string;
            /** @description RFC 3339. */
            subscribedAt: string;
        };
        SubscriberPage: {
            /** @description `total` is the number of subscribers the search matches. */
            pagination: components["schemas"]["Pagination"];
            subscribers: components["schemas"]["SubscriberJson"][];
        };
        SuggestionsJson: {
            /** @description Up to 4. */
            categories: components["schemas"]["CategorySuggestionJson"][];
            /** @description Best first. */
            products: components["schemas"]["Product"][];
        };
        TopCategory: {
            /** @example Living Room */
            name: string;
            /**
             * Format: int64
             * @example 42
             */
            products: number;
            /** @example living-room */
            slug: string;
        };
        TotalSales: {
            revenue: components["schemas"]["RevenueJson"];
            /**
             * @description The books' revenue: money received less refunded, VAT, delivery and fees included
             *     (`revenue.total`).
             */
            totalSales: components["schemas"]["Ksh"];
        };
        TotalUsers: {
            /**
             * Format: int64
             * @example 128
             */
            totalUsers: number;
        };
        /**
         * @description The body of `POST /api/orders/track`.
         * @example {
         *       "orderNumber": "SF7K3M9QXA",
         *       "phone": "0712 345 678"
         *     }
         */
        TrackForm: {
            /** @description Alias of orderNumber. */
            orderId?: string | null;
            orderNumber?: string | null;
            /** @description The phone the order was placed with (0712..., +254 712..., 254712...). */
            phone?: string | null;
            /** @description Alias of orderNumber. */
            publicId?: string | null;
        };
        /**
         * @example {
         *       "token": "eyJ..."
         *     }
         */
        UnsubscribeForm: {
            /** @description The token of the mail's link (`/unsubscribe?token=`). */
            token?: string;
        };
        Unsubscribed: {
            /** @description The address taken off the list. */
            email: string;
            /** @example You have been unsubscribed from our newsletter. */
            message: string;
        };
        /** @description The upload form (`multipart/form-data`), as the admin's upload screen sends it. */
        UploadForm: {
            /** @description `apiKey` of `GET /api/generate-signature`. */
            api_key: string;
            /**
             * @description `folder` of `GET /api/generate-signature`.
             * @example products
             */
            folder: string;
            /**
             * Format: binary
             * @description The picture: JPEG, PNG or WebP (told by its content, not its name), 5 MB at most.
             */
            image: string;
            /** @description `signature` of `GET /api/generate-signature`. */
            signature: string;
            /**
             * @description `timestamp` of `GET /api/generate-signature`.
             * @example 1764140000
             */
            timestamp: string;
        };
        /** @description What `POST /api/upload` must repeat: the upload is authenticated by this signature. */
        UploadSignatureJson: {
            /** @example shop-media */
            apiKey: string;
            /** @example products */
            folder: string;
            /**
             * @description Hex HMAC-SHA256 over `folder=<folder>&timestamp=<timestamp>`, keyed with a secret only
             *     the media service holds.
             * @example 5d41402abc4b2a76b9719d911017c5925d41402abc4b2a76b9719d911017c592
             */
            signature: string;
            /**
             * Format: int64
             * @description When the signature was made (unix seconds); it is good for an hour.
             * @example 1764140000
             */
            timestamp: number;
        };
        /** @description The stored picture. */
        UploadedImageJson: {
            /**
             * Format: int64
             * @description Size of the stored picture.
             * @example 412345
             */
            bytes: number;
            /**
             * @description `jpeg`, `png` or `webp`.
             * @example jpeg
             */
            format: string;
            /**
             * Format: int32
             * @example 1333
             */
            height: number;
            /**
             * @description The full-size picture (normalised: upright, no metadata).
             * @example /media/i/3f2a9c0d4b1e4f7a8c6d5e4f3a2b1c0d
             */
            imageUrl: string;
            /**
             * @description `[a-z0-9]{8,64}`; the same file uploaded again answers the same id.
             * @example 3f2a9c0d4b1e4f7a8c6d5e4f3a2b1c0d
             */
            publicId: string;
            /** @description The picture at each width of the allow-list (never wider than the picture itself). */
            variants: components["schemas"]["VariantJson"][];
            /**
             * Format: int32
             * @example 2000
             */
            width: number;
        };
        /** @description `{"user": {...}}`. */
        UserEnvelope: {
            user: components["schemas"]["UserJson"];
        };
        UserFigures: {
            /**
             * Format: int64
             * @example 2
             */
            admins: number;
            /**
             * Format: int64
             * @description Accounts with the role user.
             * @example 38
             */
            customers: number;
            /**
             * Format: int64
             * @example 40
             */
            total: number;
        };
        /**
         * @description The user object of API.md, built from the auth service's message. It has no field that could
         *     carry a password or hash.
         * @example {
         *       "address": "Moi Avenue 12",
         *       "city": "Nairobi",
         *       "createdAt": "2026-11-20T08:15:00Z",
         *       "email": "wanjiku@example.co.ke",
         *       "id": "6f1c2b1e-4a8d-4c9b-9d3e-2b7f1a0c5e11",
         *       "isAdmin": false,
         *       "name": "Wanjiku Kamau",
         *       "phone": "0712345678",
         *       "role": "user",
         *       "state": "Nairobi",
         *       "zipCode": "00100"
         *     }
         */
        UserJson: {
            address: string;
            city: string;
            /** @description RFC 3339. */
            createdAt: string;
            email: string;
            id: string;
            isAdmin: boolean;
            name: string;
            /** @description 10 digits, or empty for an account an admin created without one. */
            phone: string;
            /** @description `user` or `admin`. */
            role: string;
            /** @description The county. */
            state: string;
            /** @description The postal code. */
            zipCode: string;
        };
        UserStats: {
            /**
             * Format: int64
             * @example 2
             */
            admins: number;
            /**
             * Format: int64
             * @example 126
             */
            customers: number;
            /**
             * Format: int64
             * @example 128
             */
            totalUsers: number;
        };
        VariantJson: {
            /** @example /media/i/3f2a9c0d4b1e4f7a8c6d5e4f3a2b1c0d?w=320 */
            url: string;
            /**
             * Format: int32
             * @example 320
             */
            width: number;
        };
        VatMonthJson: {
            money: components["schemas"]["RevenueJson"];
            /**
             * Format: date
             * @description The month's first day.
             * @example 2026-10-01
             */
            month: string;
            /** @description Whether the whole month is inside the range (else only its days in the range count). */
            wholeMonth: boolean;
        };
        VerifiedEnvelope: {
            user: components["schemas"]["VerifiedUserJson"];
        };
        /** @description The user a token belongs to, with the token's expiry (the spec's token check reads `exp`). */
        VerifiedUserJson: components["schemas"]["UserJson"] & {
            /**
             * Format: int64
             * @description When the token stops working, in seconds since the epoch.
             */
            exp: number;
        };
        /** @description A delivery zone. */
        ZoneJson: {
            bands: components["schemas"]["BandJson"][];
            /** @description Counties as the list of 47 names them; each in exactly one zone. */
            counties: string[];
            /** @description Whether the zone offers express delivery, its fee and window. */
            express: boolean;
            /** Format: double */
            expressFee: number;
            /** Format: int32 */
            expressMaxDays: number;
            /** Format: int32 */
            expressMinDays: number;
            /**
             * Format: double
             * @description Standard delivery is free at or above this (KSh); null: never free.
             */
            freeFrom?: number | null;
            /** Format: int32 */
            maxDays: number;
            /**
             * Format: int32
             * @description The standard window, in business days.
             */
            minDays: number;
            name: string;
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
    admin_products: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: number;
                /** @description Products per page. */
                limit?: number;
                /**
                 * @description Any part of the name, the description or the category ('Living Room - Sofas'), any case.
                 * @example velvet
                 */
                search?: string;
                /**
                 * @description A category or subcategory, by display name ('Living Room', 'Living Room - Sofas') or
                 *     slug; empty for all. Unknown: 404.
                 * @example Living Room
                 */
                category?: string;
                /**
                 * @description `name`, `price`, `stock`, `category` or `newest` (the default).
                 * @example price
                 */
                sort?: string;
                /**
                 * @description `asc` (the default) or `desc`; `newest` is always newest first.
                 * @example desc
                 */
                order?: string;
                /**
                 * @description `live`, `draft` or `hidden`; empty for all.
                 * @example draft
                 */
                status?: string;
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
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid, unrevoked token (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an admin (`forbidden`) */
            403: {
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
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    bulk_delete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkDeleteForm"];
            };
        };
        responses: {
            /** @description How many were deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkDeleted"];
                };
            };
            /** @description Not JSON of this shape, or not 1 to 100 positive ids (`validation_failed` on `ids`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid, unrevoked token (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an admin (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    export_products: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: number;
                /** @description Products per page. */
                limit?: number;
                /**
                 * @description Any part of the name, the description or the category ('Living Room - Sofas'), any case.
                 * @example velvet
                 */
                search?: string;
                /**
                 * @description A category or subcategory, by display name ('Living Room', 'Living Room - Sofas') or
                 *     slug; empty for all. Unknown: 404.
                 * @example Living Room
                 */
                category?: string;
                /**
                 * @description `name`, `price`, `stock`, `category` or `newest` (the default).
                 * @example price
                 */
                sort?: string;
                /**
                 * @description `asc` (the default) or `desc`; `newest` is always newest first.
                 * @example desc
                 */
                order?: string;
                /**
                 * @description `live`, `draft` or `hidden`; empty for all.
                 * @example draft
                 */
                status?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `products-YYYY-MM-DD.csv`: a header row `"ID","Name","Status","Category","Price","Original Price","Stock","KRA Item Class","Description","Images","Tags","Featured","Dimensions","Material","Color","Weight (kg)","Brand","Rating","Reviews","Badge","Free Delivery","Express Delivery","Assembly Required","Created At"`, then one row per product, every value quoted, text starting like a spreadsheet formula (`=`, `+`, `-`, `@`, tab, CR) written with a leading `'`; images separated by spaces, tags by commas */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
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
            /** @description No valid, unrevoked token (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an admin (`forbidden`) */
            403: {
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
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    import_products: {
        parameters: {
            query?: {
                /**
                 * @description `true`: check every row and count what would be created and updated, writing
                 *     nothing (the preview).
                 */
                dry_run?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The CSV file, UTF-8, a header row then one row per product */
        requestBody: {
            content: {
                "text/csv": string;
            };
        };
        responses: {
            /** @description What the import did (`written`) or, with `dryRun`, would do; a preview lists the refused rows in `errors` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportReport"];
                };
            };
            /** @description Not CSV of the export's columns (`validation_failed` on `file`), too many rows (`rows`), or, not a dry run, refused rows (`validation_failed`, each in `errors`: nothing was written) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid, unrevoked token (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an admin (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The file is over 2 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    product_stats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductStats"];
                };
            };
            /** @description `bad_request`: the path or query holds a control character, or the input is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid, unrevoked token (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an admin (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    set_status: {
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductStatusForm"];
            };
        };
        responses: {
            /** @description The product with its new status */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Product"];
                };
            };
            /** @description Not JSON of this shape, a bad id, or an unknown status (`validation_failed` on `status`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid, unrevoked token (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an admin (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such product (`product_not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    activity: {
        parameters: {
            query?: {
                /** @description Only entries by this user id. */
                actor?: string;
                /**
                 * @description Only entries of this kind: order.status, order.delete, order.cod_collected,
                 *     product.create, product.update, product.delete, user.create, user.role, user.delete,
                 *     settings.update, discount_code.create, discount_code.update, contact.handled,
                 *     newsletter.remove, refund.request, campaign.create, review.moderate.
                 */
                kind?: string;
                /** @description First Nairobi day (YYYY-MM-DD), inclusive. */
                from?: string;
                /** @description Last Nairobi day (YYYY-MM-DD), inclusive. */
                to?: string;
                /** @description `page * limit` is at most 10,000. */
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the activity log */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityPage"];
                };
            };
            /** @description `validation_failed`: every bad parameter in `fields` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid, unrevoked token (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an admin (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    list_campaigns: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The campaigns */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignList"];
                };
            };
            /** @description `bad_request`: the path or query holds a control character, or the input is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid, unrevoked token (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an admin (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    create_campaign: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CampaignForm"];
            };
        };
        responses: {
            /** @description The new campaign */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignJson"];
                };
            };
            /** @description `validation_failed`: every bad field in `fields` (`name`, `slug`, `endsAt`, `rule`, `category`, `productIds`, `percentOff`, `salePrice`...), e.g. a product already in a campaign of those dates */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "fields": {
                     *         "endsAt": "End must be in the future"
                     *       },
                     *       "message": "End must be in the future"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid, unrevoked token (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an admin (`forbidden`) */
            403: {
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
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    customers: {
        parameters: {
            query?: {
                /**
                 * @description Part of a name or email (any case), or of a phone in any written form
                 *     (`0722 123`, `+254722123`).
                 * @example wanjiku
                 */
                search?: string;
                /** @description `user`, `admin`, or `all` (the default). */
                role?: string;
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of customers */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerPage"];
                };
            };
            /** @description `validation_failed`: every bad parameter in `fields` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid, unrevoked token (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an admin (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    dashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures; a part is null when its source failed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Dashboard"];
                };
            };
            /** @description `bad_request`: the path or query holds a control character, or the input is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid, unrevoked token (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an admin (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
            /** @description No valid, unrevoked token (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an admin (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
            /** @description `bad_request`: the path or query holds a control character, or the input is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid, unrevoked token (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an admin (`forbidden`) */
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
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
            /** @description `bad_request`: the path or query holds a control character, or the input is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid, unrevoked token (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an admin (`forbidden`) */
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
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    list_discount_codes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The codes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DiscountCodeList"];
                };
            };
            /** @description `bad_request`: the path or query holds a control character, or the input is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid, unrevoked token (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an admin (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    create_discount_code: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DiscountCodeForm"];
            };
        };
        responses: {
            /** @description The new code */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DiscountCodeJson"];
                };
            };
            /** @description `validation_failed`: every bad field in `fields` (`code`, `percentOff`, `amountOff`, `minSubtotal`, `endsAt`...); `bad_request` for a body that is not JSON of this shape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid, unrevoked token (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an admin (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `conflict`: a code with this code already exists */
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
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    update_discount_code: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The code (any case) */
                code: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DiscountCodeForm"];
            };
        };
        responses: {
            /** @description The code saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DiscountCodeJson"];
                };
            };
            /** @description `validation_failed`: every bad field in `fields`; `bad_request` for a body that is not JSON of this shape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid, unrevoked token (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an admin (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `not_found`: no discount code has this code */
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
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    item_classes: {
        parameters: {
            query?: {
                /**
                 * @description Part of the name (any case) or the start of the code; none: every class.
                 * @example sofa
                 */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching item classes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ItemClassesJson"];
                };
            };
            /** @description `validation_failed`: a search over 100 characters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid, unrevoked token (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an admin (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    update_instalment_settings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Every field */
        requestBody: {
            content: {
                "application/json": components["schemas"]["InstalmentSettingsJson"];
            };
        };
        responses: {
            /** @description The settings saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InstalmentSettingsJson"];
                };
            };
            /** @description `validation_failed`: every bad field in `fields` (`depositPercent`, `minTotal`...); `bad_request` for a body that is not JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid, unrevoked token (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an admin (`forbidden`) */
            403: {
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
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    messages: {
        parameters: {
            query?: {
                /**
                 * @description Part of the name, email, subject or message (any case).
                 * @example delivery
                 */
                search?: string;
                /** @description `new`, `handled`, or `all` (the default). */
                status?: string;
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of messages */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessagePage"];
                };
            };
            /** @description `validation_failed`: every bad parameter in `fields` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid, unrevoked token (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an admin (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    message: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The message's id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The message */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageEnvelope"];
                };
            };
            /** @description `bad_request`: the path or query holds a control character, or the input is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid, unrevoked token (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an admin (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such message (`not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    mark_handled: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The message's id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The message, handled */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageEnvelope"];
                };
            };
            /** @description `bad_request`: the path or query holds a control character, or the input is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid, unrevoked token (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an admin (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such message (`not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    subscribers: {
        parameters: {
            query?: {
                /**
                 * @description Part of the address (any case).
                 * @example gmail
                 */
                search?: string;
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of subscribers */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriberPage"];
                };
            };
            /** @description `validation_failed`: every bad parameter in `fields` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid, unrevoked token (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an admin (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    export_subscribers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `newsletter-YYYY-MM-DD.csv`: a header row `"Email","Subscribed at"`, then one row per subscriber, every value quoted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example "Email","Subscribed at"
                     *     "wanjiku@example.co.ke","2026-11-02T07:15:00Z"
                     */
                    "text/csv": string;
                };
            };
            /** @description `bad_request`: the path or query holds a control character, or the input is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid, unrevoked token (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an admin (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    remove_subscriber: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The subscriber's address (any case) */
                email: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Removed"];
                };
            };
            /** @description `bad_request`: the path or query holds a control character, or the input is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid, unrevoked token (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an admin (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not on the list (`not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    admin_invoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The order's UUID or its order number */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF, as an attachment named `invoice-<order number>.pdf` (`Content-Disposition`) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["PdfFile"];
                };
            };
            /** @description `bad_request`: the path or query holds a control character, or the input is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid, unrevoked token (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an admin (`forbidden`) */
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
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    request_refund: {
        parameters: {
            query?: never;
            header: {
                /** @description Required: a repeat with the same key answers the same refund */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefundForm"];
            };
        };
        responses: {
            /** @description The refund (requested, sent, paid or failed) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutEnvelope"];
                };
            };
            /** @description `validation_failed` (`idempotency_key`, `source`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid, unrevoked token (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an admin (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `not_found`: no such payment to refund;             `order_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `refund_not_allowed`: the order is not cancelled, the             payment is not M-Pesa's, or no phone to pay back to */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `idempotency_key_reused` */
            422: {
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
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    refunds_due: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The refunds due */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefundsJson"];
                };
            };
            /** @description `bad_request`: the path or query holds a control character, or the input is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid, unrevoked token (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an admin (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    sales_report: {
        parameters: {
            query?: {
                /**
                 * @description day | week | month (ISO weeks from Monday, calendar months); default day.
                 * @example week
                 */
                period?: string;
                /**
                 * @description First Nairobi day, YYYY-MM-DD (inclusive); default 29 days before `to`.
                 * @example 2026-10-01
                 */
                from?: string;
                /**
                 * @description Last Nairobi day, YYYY-MM-DD (inclusive); default today. At most 366 days in all.
                 * @example 2026-10-31
                 */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SalesReportJson"];
                };
            };
            /** @description `validation_failed`: a bad period or date, `from` after `to`, or more than 366 days; every one in `fields` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid, unrevoked token (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an admin (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    sales_report_csv: {
        parameters: {
            query?: {
                /**
                 * @description day | week | month (ISO weeks from Monday, calendar months); default day.
                 * @example week
                 */
                period?: string;
                /**
                 * @description First Nairobi day, YYYY-MM-DD (inclusive); default 29 days before `to`.
                 * @example 2026-10-01
                 */
                from?: string;
                /**
                 * @description Last Nairobi day, YYYY-MM-DD (inclusive); default today. At most 366 days in all.
                 * @example 2026-10-31
                 */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `sales-<period>-<from>-to-<to>.csv`: a header row (`"Period start","Revenue","Orders","Excluding VAT","VAT","Goods","Delivery","COD fees","Refunded"`), one row per bucket and a `Total` row; then an empty line and the VAT return's table, one row per Nairobi month the range touches (its money within the range, and whether the whole month is in it) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example "Period start","Revenue","Orders","Excluding VAT","VAT","Goods","Delivery","COD fees","Refunded"
                     *     "2026-10-26","52679","1","45899","6780","45399","500","0","0"
                     *     "Total","52679","1","45899","6780","45399","500","0","0"
                     *
                     *     "Month (VAT return)","Revenue","Orders","Excluding VAT","VAT","Goods","Delivery","COD fees","Refunded","Whole month"
                     *     "2026-10-01","52679","1","45899","6780","45399","500","0","0","no"
                     */
                    "text/csv": string;
                };
            };
            /** @description `validation_failed`: a bad period or date, `from` after `to`, or more than 366 days; every one in `fields` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid, unrevoked token (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an admin (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    admin_reviews: {
        parameters: {
            query?: {
                /** @description all (default) | visible | hidden. */
                status?: string;
                /** @description Only this product's reviews. */
                productId?: number;
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page of reviews */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminReviewPageJson"];
                };
            };
            /** @description `validation_failed`: `status`, `page` or `limit` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid, unrevoked token (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an admin (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    moderate_review: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The review's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ModerationForm"];
            };
        };
        responses: {
            /** @description The review as it is now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewJson"];
                };
            };
            /** @description `validation_failed`: `reason` missing, too short or too long */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid, unrevoked token (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an admin (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `not_found`: no such review */
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
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    admin_settings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSettingsJson"];
                };
            };
            /** @description `bad_request`: the path or query holds a control character, or the input is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid, unrevoked token (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an admin (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    update_settings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The settings as `GET /api/admin/settings` answers them (`freeShipping` is read only) */
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminSettingsJson"];
            };
        };
        responses: {
            /** @description The settings saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSettingsJson"];
                };
            };
            /** @description `validation_failed`: every bad field in `fields` (`deliveryFee`, `contact.kraPin`, `coupons[0].daysOfWeek`...); `bad_request` for a body that is not JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid, unrevoked token (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an admin (`forbidden`) */
            403: {
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
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    update_delivery_settings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The settings as `GET /api/settings/delivery` answers them (`counties` and `updatedAt` are read only) */
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeliverySettingsJson"];
            };
        };
        responses: {
            /** @description The settings saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliverySettingsJson"];
                };
            };
            /** @description `validation_failed`: every bad field in `fields` (`zones[1].bands[0].fee`, `zones`, `pickupPoints[0].county`...); `bad_request` for a body of the wrong shape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid, unrevoked token (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an admin (`forbidden`) */
            403: {
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
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    get_cart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cart */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedListJson"];
                };
            };
            /** @description `bad_request`: the path or query holds a control character, or the input is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid, unrevoked token (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    put_cart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ListForm"];
            };
        };
        responses: {
            /** @description The cart as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedListJson"];
                };
            };
            /** @description `validation_failed`: the items, in `fields` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid, unrevoked token (`unauthorized`) */
            401: {
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
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    collection: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: number;
                /** @description Products per page. */
                limit?: number;
            };
            header?: never;
            path: {
                /**
                 * @description The listing or the campaign's page
                 * @example flash-sales
                 */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the listing */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CollectionJson"];
                };
            };
            /** @description Invalid `page` or `limit` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    send_message: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactForm"];
            };
        };
        responses: {
            /** @description Stored: the confirmation to show */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageJson"];
                };
            };
            /** @description Not JSON of this shape, or invalid fields (`validation_failed`, every invalid field in `fields`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    active: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Whether the box shows */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActiveJson"];
                };
            };
            /** @description `bad_request`: the path or query holds a control character, or the input is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    validate_coupon: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CouponForm"];
            };
        };
        responses: {
            /** @description The coupon */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CouponJson"];
                };
            };
            /** @description `validation_failed` on `code`: 'Invalid coupon code', or why the code cannot be used now ('This code has expired', 'This code has been used up', 'You have already used this code' for a signed-in caller...) */
            400: {
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
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    generate_signature: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signature and what to send with it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadSignatureJson"];
                };
            };
            /** @description `bad_request`: the path or query holds a control character, or the input is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid, unrevoked token (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an admin (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Pictures unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Pictures too slow */
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
    instalment_settings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The plan's settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InstalmentSettingsJson"];
                };
            };
            /** @description `bad_request`: the path or query holds a control character, or the input is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    merchandising: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures, now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MerchandisingJson"];
                };
            };
            /** @description `bad_request`: the path or query holds a control character, or the input is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
            /** @description No valid, unrevoked token (`unauthorized`) */
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
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
            /** @description No valid, unrevoked token (`unauthorized`) */
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
            /** @description `idempotency_key_reused`: the Idempotency-Key was sent before for this order with another phone */
            422: {
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
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
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
    subscribe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewsletterForm"];
            };
        };
        responses: {
            /** @description Subscribed already: the same message */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageJson"];
                };
            };
            /** @description Subscribed: a new subscriber */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageJson"];
                };
            };
            /** @description Not JSON of this shape, or `email` invalid (`validation_failed`, `fields.email`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    unsubscribe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UnsubscribeForm"];
            };
        };
        responses: {
            /** @description Off the list */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unsubscribed"];
                };
            };
            /** @description Not JSON of this shape, or a token that is not a genuine unsubscribe link's (`bad_request`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    list_orders: {
        parameters: {
            query?: {
                /** @description Order number prefix, phone or a word of the customer's name. */
                search?: string;
                /** @description pending | processing | shipped | delivered | cancelled, or all. */
                status?: string;
                /**
                 * @description unpaid | paid | cod_due | cod_collected | refund_due | refunded, or all.
                 * @example cod_due
                 */
                paymentState?: string;
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of orders */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderPage"];
                };
            };
            /** @description `validation_failed`: every bad parameter in `fields` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid, unrevoked token (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an admin (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    place_order: {
        parameters: {
            query?: never;
            header?: {
                /** @description Letters, digits, '-', '_', ':' or '.'; a repeat of the same request answers the same order */
                "Idempotency-Key"?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderForm"];
            };
        };
        responses: {
            /** @description The order was placed */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlacedJson"];
                };
            };
            /** @description `validation_failed`: every bad field in `fields` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid, unrevoked token (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `out_of_stock` (with `shortages`) or `total_changed` (with `quote`, the fresh totals) */
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
            /** @description `idempotency_key_reused`: the Idempotency-Key was already used for a different request (other lines, address, payment method, coupon, delivery or total); nothing was placed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `order_unconfirmed`: the outcome is unknown; retry with the same Idempotency-Key */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    preview_plan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PreviewForm"];
            };
        };
        responses: {
            /** @description The schedule */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InstalmentPlanJson"];
                };
            };
            /** @description `validation_failed`: `fields.total` (not an amount, below the plan's minimum, or the plan is off) */
            400: {
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
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    quote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuoteForm"];
            };
        };
        responses: {
            /** @description The totals now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteJson"];
                };
            };
            /** @description `validation_failed`: every bad field in `fields` */
            400: {
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
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    stats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatsJson"];
                };
            };
            /** @description `bad_request`: the path or query holds a control character, or the input is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid, unrevoked token (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an admin (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    total_sales: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Total sales in KSh */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TotalSales"];
                };
            };
            /** @description `bad_request`: the path or query holds a control character, or the input is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid, unrevoked token (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an admin (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    track: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TrackForm"];
            };
        };
        responses: {
            /** @description The order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderJson"];
                };
            };
            /** @description `validation_failed`: orderNumber or phone missing */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `order_not_found`: no order matches that number and phone */
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
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    user_orders: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user's id */
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user's orders, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderJson"][];
                };
            };
            /** @description `bad_request`: the path or query holds a control character, or the input is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid, unrevoked token (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Another user's orders */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    order_by_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The order's UUID or its order number */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderJson"];
                };
            };
            /** @description `bad_request`: the path or query holds a control character, or the input is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid, unrevoked token (`unauthorized`) */
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
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    delete_order: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The order's UUID or its order number */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageJson"];
                };
            };
            /** @description `bad_request`: the path or query holds a control character, or the input is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid, unrevoked token (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an admin (`forbidden`) */
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
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    cancel_order: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The order's UUID or its order number */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cancelled order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderEnvelope"];
                };
            };
            /** @description `bad_request`: the path or query holds a control character, or the input is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid, unrevoked token (`unauthorized`) */
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
            /** @description `not_cancellable`: only pending orders can be cancelled */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    cod_collected: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The order's UUID or its order number */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order, collected */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderEnvelope"];
                };
            };
            /** @description `bad_request`: the path or query holds a control character, or the input is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid, unrevoked token (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an admin (`forbidden`) */
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
            /** @description `not_cash_on_delivery`: the order is paid another way; `cancelled_is_final`: the order was cancelled */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    order_invoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The order's UUID or its order number */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF, as an attachment named `invoice-<order number>.pdf` (`Content-Disposition`) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["PdfFile"];
                };
            };
            /** @description `bad_request`: the path or query holds a control character, or the input is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid, unrevoked token (`unauthorized`) */
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
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    order_refunds: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The order's id or order number */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order's refunds, oldest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutsJson"];
                };
            };
            /** @description `bad_request`: the path or query holds a control character, or the input is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid, unrevoked token (`unauthorized`) */
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
            /** @description Payments are unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    update_status: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The order's UUID or its order number */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StatusForm"];
            };
        };
        responses: {
            /** @description The order in its new status */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderEnvelope"];
                };
            };
            /** @description `validation_failed`: not one of the five statuses */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid, unrevoked token (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an admin (`forbidden`) */
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
            /** @description `cancelled_is_final` */
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
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
            /** @description `bad_request`: the path or query holds a control character, or the input is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    c2b_confirmation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The callback secret of the registered URL */
                secret: string;
            };
            cookie?: never;
        };
        /** @description Safaricom's C2B body */
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
                    "application/json": components["schemas"]["C2bConfirmationAnswer"];
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
            /** @description Payments are unavailable: Safaricom retries */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Payments did not answer in time: Safaricom retries */
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
    c2b_validation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The callback secret of the registered URL */
                secret: string;
            };
            cookie?: never;
        };
        /** @description Safaricom's C2B body */
        requestBody: {
            content: {
                "application/json": components["schemas"]["DarajaCallbackBody"];
            };
        };
        responses: {
            /** @description The verdict */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["C2bValidationAnswer"];
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
            /** @description Payments are unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
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
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
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
    payout_result: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The callback secret of the result URL */
                secret: string;
            };
            cookie?: never;
        };
        /** @description Daraja's `{"Result": {...}}` */
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
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
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
    payout_timeout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The callback secret of the timeout URL */
                secret: string;
            };
            cookie?: never;
        };
        /** @description Daraja's timeout notice */
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
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
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
            /** @description No valid, unrevoked token (`unauthorized`) */
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
            /** @description `idempotency_key_reused`: the Idempotency-Key was sent before for this order with another method, card or PayPal account */
            422: {
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
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
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
    list_reviews: {
        parameters: {
            query?: {
                /** @description newest (default) | helpful | highest | lowest. */
                sort?: string;
                page?: number;
                /** @description Reviews per page (default 10). */
                limit?: number;
            };
            header?: never;
            path: {
                /** @description The product's id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page of reviews */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewPageJson"];
                };
            };
            /** @description `validation_failed`: `id`, `sort`, `page` or `limit` of the wrong shape or range */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    create_review: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The product's id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewForm"];
            };
        };
        responses: {
            /** @description The review */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewJson"];
                };
            };
            /** @description `validation_failed`: every bad field in `fields` (`rating`, `title`, `body`, `photos`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid, unrevoked token (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `forbidden`: no delivered order of the caller holds this product */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `conflict`: the caller has already reviewed this product */
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
            /** @description `too_many_requests`: too many new reviews today */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    edit_review: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The product's id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewForm"];
            };
        };
        responses: {
            /** @description The review */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewJson"];
                };
            };
            /** @description `validation_failed`: every bad field in `fields` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid, unrevoked token (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `not_found`: the caller has not reviewed this product */
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
            /** @description `too_many_requests`: edited too many times */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    vote_helpful: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The review's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The review with its new count */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewJson"];
                };
            };
            /** @description `bad_request`: the path or query holds a control character, or the input is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid, unrevoked token (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `forbidden`: the caller's own review */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `not_found`: no such visible review */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `conflict`: already marked helpful by the caller */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `too_many_requests`: too many votes this hour */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    public_settings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettingsJson"];
                };
            };
            /** @description `bad_request`: the path or query holds a control character, or the input is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    delivery_settings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivery settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliverySettingsJson"];
                };
            };
            /** @description `bad_request`: the path or query holds a control character, or the input is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    upload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["UploadForm"];
            };
        };
        responses: {
            /** @description The stored picture */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadedImageJson"];
                };
            };
            /** @description Not a multipart form, no file ('Please select a file to upload.'), or not a JPEG, PNG or WebP picture, damaged, or over 36 megapixels (`validation_failed`, field `image`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signature missing, wrong or tampered with (`invalid_signature`), or older than an hour (`signature_expired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A folder uploads may not go to (`folder_not_allowed`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Over 5 MB: 'File size exceeds 5MB limit' (`payload_too_large`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Pictures unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Pictures too slow */
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
    api_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginForm"];
            };
        };
        responses: {
            /** @description Signed in */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionJson"];
                };
            };
            /** @description Not JSON of this shape, or invalid fields (`validation_failed`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unknown email or wrong password, alike (`invalid_credentials`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many failed sign-ins (`too_many_requests`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    signup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterForm"];
            };
        };
        responses: {
            /** @description Registered and signed in */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionJson"];
                };
            };
            /** @description Not JSON of this shape, or invalid fields (`validation_failed`, every field in `fields`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The email belongs to another account (`conflict`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    user_stats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserStats"];
                };
            };
            /** @description `bad_request`: the path or query holds a control character, or the input is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid, unrevoked token (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an admin (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    get_wishlist: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The wishlist */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedListJson"];
                };
            };
            /** @description `bad_request`: the path or query holds a control character, or the input is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid, unrevoked token (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    put_wishlist: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ListForm"];
            };
        };
        responses: {
            /** @description The wishlist as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedListJson"];
                };
            };
            /** @description `validation_failed`: the items, in `fields` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid, unrevoked token (`unauthorized`) */
            401: {
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
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    forgot_password: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ForgotForm"];
            };
        };
        responses: {
            /** @description The same confirmation, account or not */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageJson"];
                };
            };
            /** @description Not JSON of this shape, or `email` invalid (`validation_failed`, `fields.email`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginForm"];
            };
        };
        responses: {
            /** @description Signed in */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionJson"];
                };
            };
            /** @description Not JSON of this shape, or invalid fields (`validation_failed`, every invalid field in `fields`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unknown email or wrong password, alike (`invalid_credentials`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many failed sign-ins for this account, or a wrong email or password from an address with too many failed sign-ins (a right password from there still signs in) (`too_many_requests`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out: the confirmation to show */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageJson"];
                };
            };
            /** @description `bad_request`: the path or query holds a control character, or the input is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid, unrevoked token (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller, with when the token expires */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerifiedEnvelope"];
                };
            };
            /** @description `bad_request`: the path or query holds a control character, or the input is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid, unrevoked token (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    change_password: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordForm"];
            };
        };
        responses: {
            /** @description Changed: the confirmation to show */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageJson"];
                };
            };
            /** @description Not JSON of this shape, or invalid fields (`validation_failed`: `currentPassword` wrong or missing, `newPassword`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid, unrevoked token (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    update_profile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProfileForm"];
            };
        };
        responses: {
            /** @description The updated user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserEnvelope"];
                };
            };
            /** @description Not JSON of this shape, or invalid fields (`validation_failed`, every field in `fields`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid, unrevoked token (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The email belongs to another account (`conflict`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterForm"];
            };
        };
        responses: {
            /** @description Registered and signed in */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionJson"];
                };
            };
            /** @description Not JSON of this shape, or invalid fields (`validation_failed`, every invalid field in `fields`, in the spec's words) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The email belongs to another account (`conflict`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    reset_password: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetForm"];
            };
        };
        responses: {
            /** @description Reset: the confirmation to show */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageJson"];
                };
            };
            /** @description Not JSON of this shape, or invalid fields (`validation_failed`: `token` unknown, used or expired, `password`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    verify: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller, with when the token expires */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerifiedEnvelope"];
                };
            };
            /** @description `bad_request`: the path or query holds a control character, or the input is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid, unrevoked token (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
            /** @description `bad_request`: the path or query holds a control character, or the input is malformed */
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
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    category_by_slug: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A category slug
                 * @example living-room
                 */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The category */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryJson"];
                };
            };
            /** @description `bad_request`: the path or query holds a control character, or the input is malformed */
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
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    mailbox: {
        parameters: {
            query?: {
                /** @description Only the mail to this address */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The messages, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description A malformed query (`bad_request`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid, unrevoked token (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an admin (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The dev mailbox is off (`not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
            /** @description `bad_request`: the path or query holds a control character, or the input is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Some service is down */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
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
            /** @description `bad_request`: the path or query holds a control character, or the input is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    image: {
        parameters: {
            query?: {
                /**
                 * @description Width in pixels, one of 160, 320, 480, 640, 960, 1280; the height follows the aspect
                 *     ratio, and a picture narrower than `w` is answered at its own size. Absent: full size.
                 * @example 480
                 */
                w?: number;
                /**
                 * @description `webp` or `jpeg`; absent: the picture's own format.
                 * @example webp
                 */
                format?: string;
            };
            header?: never;
            path: {
                /**
                 * @description The `publicId` of the upload
                 * @example 3f2a9c0d4b1e4f7a8c6d5e4f3a2b1c0d
                 */
                publicId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The picture, with `Cache-Control: public, max-age=31536000, immutable` and an `ETag` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": number[];
                    "image/png": number[];
                    "image/webp": number[];
                };
            };
            /** @description Not modified: `If-None-Match` holds the ETag */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A width not in the list or a format other than webp or jpeg (`validation_failed`), or a width that is no number (`bad_request`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such picture (`image_not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Pictures unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Pictures too slow */
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
    list_products: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: number;
                /** @description Products per page. An admin (bearer token of an admin) may ask for up to 1000. */
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
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    create_product: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductForm"];
            };
        };
        responses: {
            /** @description The new product */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Product"];
                };
            };
            /** @description Not JSON of this shape, or invalid fields (`validation_failed`, every invalid field in `fields`; the message is 'Please fill in all required fields.' when a required one is missing) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "fields": {
                     *         "name": "Name is required",
                     *         "price": "Price is required"
                     *       },
                     *       "message": "Please fill in all required fields."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid, unrevoked token (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an admin (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
            /** @description No such product, or not live and the caller is not an admin (`product_not_found`) */
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
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    update_product: {
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductForm"];
            };
        };
        responses: {
            /** @description The product as stored now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Product"];
                };
            };
            /** @description Not JSON of this shape, a bad id, or invalid fields (`validation_failed`, every invalid field in `fields`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid, unrevoked token (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an admin (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such product (`product_not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    delete_product: {
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
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Deleted"];
                };
            };
            /** @description The id is not a positive whole number */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid, unrevoked token (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an admin (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such product (`product_not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    duplicate_product: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The product to copy
                 * @example 123
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The copy */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Product"];
                };
            };
            /** @description The id is not a positive whole number */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid, unrevoked token (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an admin (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such product (`product_not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
            /** @description `bad_request`: the path or query holds a control character, or the input is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service the shop cannot work without is down */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
        };
    };
    list_users: {
        parameters: {
            query?: {
                /**
                 * @description Part of a name or email, any case.
                 * @example wanjiku
                 */
                search?: string;
                /**
                 * @description `user`, `admin`, or `all` (the default).
                 * @example admin
                 */
                role?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The users */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserJson"][];
                };
            };
            /** @description A malformed query, a search too long or an unknown role (`validation_failed`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid, unrevoked token (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an admin (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    create_user: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewUserForm"];
            };
        };
        responses: {
            /** @description The new user */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserEnvelope"];
                };
            };
            /** @description Not JSON of this shape, or invalid fields (`validation_failed`, every invalid field in `fields`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid, unrevoked token (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an admin (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The email belongs to another account (`conflict`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    total_users: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The count */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TotalUsers"];
                };
            };
            /** @description `bad_request`: the path or query holds a control character, or the input is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid, unrevoked token (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an admin (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    verify_token: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller, with when the token expires */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerifiedEnvelope"];
                };
            };
            /** @description `bad_request`: the path or query holds a control character, or the input is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid, unrevoked token (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    delete_user: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user's id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted: the confirmation to show */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageJson"];
                };
            };
            /** @description One's own account (`bad_request`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid, unrevoked token (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an admin (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such user (`user_not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The last admin (`last_admin`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
    set_role: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user's id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoleForm"];
            };
        };
        responses: {
            /** @description The user with their new role */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserEnvelope"];
                };
            };
            /** @description Not JSON of this shape, an unknown role (`validation_failed`), or one's own admin access (`bad_request`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid, unrevoked token (`unauthorized`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an admin (`forbidden`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such user (`user_not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The last admin (`last_admin`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs is unavailable (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (3) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A service this route needs did not answer in time (`timeout`) */
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
}
