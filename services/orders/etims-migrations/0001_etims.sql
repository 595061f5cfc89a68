-- KRA eTIMS (OSCU) state of the orders service, in a schema of its own (`etims`; these
-- migrations run with it as their search_path and keep their ledger in `_etims_migrations`
-- there). docs/decisions.md "eTIMS (issue 23, part 1)".

-- The branch's control unit, from initialisation: kept, replaced when KRA answers 902.
CREATE TABLE device (
    bhf_id         text PRIMARY KEY,
    tin            text NOT NULL,
    dvc_srl_no     text NOT NULL,
    sdc_id         text NOT NULL,
    mrc_no         text NOT NULL,
    cmc_key        text NOT NULL,
    initialised_at timestamptz NOT NULL DEFAULT now()
);

-- The last invoice number given per branch: taken with UPDATE ... RETURNING in the transaction
-- that queues the invoice, so a number is used once and a rolled-back transaction leaves no gap.
CREATE TABLE invoice_numbers (
    bhf_id       text PRIMARY KEY,
    last_invc_no bigint NOT NULL CHECK (last_invc_no >= 0)
);

-- Every sale and credit note, queued with its number and the exact body sent to KRA (a retry
-- sends the same bytes), then signed with the control unit's data.
CREATE TABLE invoices (
    bhf_id        text   NOT NULL,
    invc_no       bigint NOT NULL CHECK (invc_no >= 1),
    order_id      uuid   NOT NULL,
    -- What made it: 'sale' for the order's sale, 'cancel' or 'refund:<id>' for a credit note.
    source        text   NOT NULL,
    rcpt_ty_cd    text   NOT NULL CHECK (rcpt_ty_cd IN ('S', 'R')),
    org_invc_no   bigint,
    request       jsonb  NOT NULL,
    tot_amt_cents bigint NOT NULL,
    status        text   NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'signed')),
    attempts      integer NOT NULL DEFAULT 0,
    last_error    text   NOT NULL DEFAULT '',
    queued_at     timestamptz NOT NULL DEFAULT now(),
    sdc_id        text,
    mrc_no        text,
    rcpt_no       bigint,
    tot_rcpt_no   bigint,
    intrl_data    text,
    rcpt_sign     text,
    -- The control unit's date and time as it gave it (YYYYMMDDHHmmss, Nairobi).
    sdc_date_time text,
    signed_at     timestamptz,
    PRIMARY KEY (bhf_id, invc_no),
    UNIQUE (order_id, source),
    CHECK ((rcpt_ty_cd = 'S') = (org_invc_no IS NULL)),
    CHECK (status = 'queued' OR rcpt_sign IS NOT NULL)
);
CREATE INDEX invoices_queued ON invoices (bhf_id, invc_no) WHERE status = 'queued';
CREATE INDEX invoices_by_order ON invoices (order_id);

-- Items registered with KRA (saveItem), by the shop's item code.
CREATE TABLE items (
    item_cd       text PRIMARY KEY,
    item_cls_cd   text NOT NULL,
    item_nm       text NOT NULL,
    registered_at timestamptz NOT NULL DEFAULT now()
);

-- The code lists and item classifications last fetched (selectCodeList, selectItemClass).
CREATE TABLE code_lists (
    name       text PRIMARY KEY,
    data       jsonb NOT NULL,
    fetched_at timestamptz NOT NULL
);
