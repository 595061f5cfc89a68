//! KRA eTIMS (OSCU): every paid sale reported to KRA as a sales transaction and every
//! cancellation after payment as a credit note, so the tax invoice carries the control unit's
//! number, signature and QR code (ETIMS.md; docs/decisions.md "eTIMS (issue 23, part 1)").
//!
//! The state is the schema `etims` ([`install`]): the branch's device and communication key,
//! the invoice numbers, the invoices with the exact body sent and, once KRA signed them, the
//! control unit's data, the items registered. An invoice is queued, with the next number of the
//! branch, in the transaction that makes the sale ([`queue_sale`]: the payment applied; later
//! the cash on delivery collected) or cancels it ([`queue_credit_note`]); the [`sender`] sends
//! the queue in number order, retrying for as long as KRA is away.

pub mod body;
pub mod client;
pub mod config;
pub mod lists;
pub mod sender;

use chrono::{DateTime, Utc};
use serde_json::Value;
use sqlx::{PgConnection, PgPool};
use uuid::Uuid;

use crate::repo::{self, OrderRef};

pub use config::EtimsConfig;

/// The schema of the eTIMS state.
pub const SCHEMA: &str = "etims";
/// The branch the shop sells from: the head office (ETIMS.md, `bhfId`).
pub const HEAD_OFFICE: &str = "00";
/// The channel a queued invoice is announced on (at commit).
pub const CHANNEL: &str = "etims_queue";
/// The source of an order's sale invoice, and of the credit note of its cancellation.
pub const SALE: &str = "sale";
pub const CANCEL: &str = "cancel";

/// Creates the `etims` schema if needed and applies its migrations (`etims-migrations`, ledger
/// `etims._etims_migrations`), on connections whose search_path is that schema.
pub async fn install(pool: &PgPool) -> anyhow::Result<()> {
    let exists: bool =
        sqlx::query_scalar("SELECT EXISTS (SELECT 1 FROM pg_namespace WHERE nspname = $1)")
            .bind(SCHEMA)
            .fetch_one(pool)
            .await?;
    if !exists {
        // Two replicas may race: the loser's error is harmless when the schema is there.
        let created = sqlx::query("CREATE SCHEMA IF NOT EXISTS etims")
            .execute(pool)
            .await;
        if let Err(e) = created {
            sqlx::query("CREATE SCHEMA IF NOT EXISTS etims")
                .execute(pool)
                .await
                .map_err(|_| e)?;
        }
    }
    let options = (*pool.connect_options())
        .clone()
        .options([("search_path", SCHEMA)]);
    let etims = sqlx::postgres::PgPoolOptions::new()
        .max_connections(1)
        .connect_lazy_with(options);
    let result = shop_common::db::migrate_part(
        &etims,
        sqlx::migrate!("./etims-migrations"),
        "_etims_migrations",
    )
    .await;
    etims.close().await;
    result
}

/// The next invoice number of `bhf_id`, taken in the caller's transaction (the row stays locked
/// until it ends, so numbers follow commit order and a rollback gives its number back).
async fn next_number(conn: &mut PgConnection, bhf_id: &str) -> sqlx::Result<i64> {
    sqlx::query_scalar(
        "INSERT INTO etims.invoice_numbers (bhf_id, last_invc_no) VALUES ($1, 1)
         ON CONFLICT (bhf_id) DO UPDATE SET last_invc_no = etims.invoice_numbers.last_invc_no + 1
         RETURNING last_invc_no",
    )
    .bind(bhf_id)
    .fetch_one(conn)
    .await
}

async fn insert(
    conn: &mut PgConnection,
    order_id: Uuid,
    source: &str,
    invc_no: i64,
    org_invc_no: Option<i64>,
    request: &Value,
) -> sqlx::Result<()> {
    let total = request["totAmt"]
        .as_f64()
        .map_or(0, |ksh| (ksh * 100.0).round() as i64);
    sqlx::query(
        "INSERT INTO etims.invoices
             (bhf_id, invc_no, order_id, source, rcpt_ty_cd, org_invc_no, request, tot_amt_cents)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
    )
    .bind(HEAD_OFFICE)
    .bind(invc_no)
    .bind(order_id)
    .bind(source)
    .bind(if org_invc_no.is_some() { "R" } else { "S" })
    .bind(org_invc_no)
    .bind(request)
    .bind(total)
    .execute(&mut *conn)
    .await?;
    sqlx::query("SELECT pg_notify($1, $2)")
        .bind(CHANNEL)
        .bind(HEAD_OFFICE)
        .execute(conn)
        .await?;
    Ok(())
}

async fn number_of(
    conn: &mut PgConnection,
    order_id: Uuid,
    source: &str,
) -> sqlx::Result<Option<i64>> {
    sqlx::query_scalar("SELECT invc_no FROM etims.invoices WHERE order_id = $1 AND source = $2")
        .bind(order_id)
        .bind(source)
        .fetch_optional(conn)
        .await
}

/// Queues the sale invoice of a paid order (M-Pesa, card, PayPal: from the payment applied;
/// cash on delivery: to be called when the cash is recorded as collected), in the caller's
/// transaction. Once per order: a second call answers the number the first took. `None` when
/// the order does not exist.
pub async fn queue_sale(
    conn: &mut PgConnection,
    order_id: Uuid,
    now: DateTime<Utc>,
) -> sqlx::Result<Option<i64>> {
    if let Some(number) = number_of(conn, order_id, SALE).await? {
        return Ok(Some(number));
    }
    let Some(order) = repo::orders::find(conn, &OrderRef::Id(order_id)).await? else {
        return Ok(None);
    };
    let shop = repo::settings::get(conn).await?.0.contact;
    // The class the product had when the order was placed (the sender registers the item again
    // when it differs from the one KRA has).
    let lines = body::order_lines(&order, &body::line_class);
    let invc_no = next_number(conn, HEAD_OFFICE).await?;
    let shipping = order.shipping.clone().unwrap_or_default();
    let request = body::sales_transaction(
        &body::Header {
            tin: &shop.kra_pin,
            bhf_id: HEAD_OFFICE,
            invc_no,
            org_invc_no: None,
            cust_tin: &order.buyer_pin,
            cust_nm: &shipping.customer_name,
            payment_method: &order.payment_method,
            rate_bp: order
                .totals
                .as_ref()
                .map_or(0, |t| i64::from(t.vat_rate_bp)),
            at: now,
        },
        &lines,
    );
    insert(conn, order_id, SALE, invc_no, None, &request).await?;
    tracing::info!(%order_id, public_id = %order.public_id, invc_no, "eTIMS sale invoice queued");
    Ok(Some(invc_no))
}

/// Queues the credit note of an order's sale invoice for the whole of it, in the caller's
/// transaction: `source` names what made it ([`CANCEL`] for a cancellation after payment;
/// `refund:<id>` for the refunds work), once per source. `None` when the order has no sale
/// invoice (it was never paid: nothing to credit).
pub async fn queue_credit_note(
    conn: &mut PgConnection,
    order_id: Uuid,
    source: &str,
    now: DateTime<Utc>,
) -> sqlx::Result<Option<i64>> {
    if let Some(number) = number_of(conn, order_id, source).await? {
        return Ok(Some(number));
    }
    let sale: Option<(i64, Value)> = sqlx::query_as(
        "SELECT invc_no, request FROM etims.invoices WHERE order_id = $1 AND source = $2",
    )
    .bind(order_id)
    .bind(SALE)
    .fetch_optional(&mut *conn)
    .await?;
    let Some((original, sale)) = sale else {
        return Ok(None);
    };
    // The whole sale once: a second source (a refund after a cancellation) finds it credited.
    let credited: i64 = sqlx::query_scalar(
        "SELECT COALESCE(sum(tot_amt_cents), 0)::bigint FROM etims.invoices
         WHERE order_id = $1 AND rcpt_ty_cd = 'R'",
    )
    .bind(order_id)
    .fetch_one(&mut *conn)
    .await?;
    if credited > 0 {
        tracing::info!(%order_id, source, "the sale is already credited; no second credit note");
        return Ok(None);
    }
    let invc_no = next_number(conn, HEAD_OFFICE).await?;
    let request = body::credit_note(&sale, invc_no, now);
    insert(conn, order_id, source, invc_no, Some(original), &request).await?;
    tracing::info!(%order_id, invc_no, original, source, "eTIMS credit note queued");
    Ok(Some(invc_no))
}

/// An order's invoice as eTIMS knows it: queued, or signed with the control unit's data.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct Signed {
    pub bhf_id: String,
    pub invc_no: i64,
    pub rcpt_ty_cd: String,
    pub org_invc_no: Option<i64>,
    pub status: String,
    pub tin: String,
    pub cust_tin: String,
    pub sdc_id: Option<String>,
    pub mrc_no: Option<String>,
    pub rcpt_no: Option<i64>,
    pub tot_rcpt_no: Option<i64>,
    pub intrl_data: Option<String>,
    pub rcpt_sign: Option<String>,
    pub sdc_date_time: Option<String>,
    pub attempts: i32,
    pub last_error: String,
    pub queued_at: DateTime<Utc>,
}

impl Signed {
    pub fn is_signed(&self) -> bool {
        self.status == "signed" && self.rcpt_sign.is_some()
    }

    /// The control unit's invoice number as printed: `sdcId/rcptNo`.
    pub fn cu_invoice_number(&self) -> Option<String> {
        Some(format!("{}/{}", self.sdc_id.as_deref()?, self.rcpt_no?))
    }

    /// The QR code's content: KRA's public receipt check with the seller's PIN, the branch and
    /// the signature (as KRA's own receipts encode it), and the control unit id and receipt
    /// number, so whoever scans it can verify the invoice.
    pub fn verification(&self) -> Option<String> {
        let sign = self.rcpt_sign.as_deref().filter(|_| self.is_signed())?;
        Some(format!(
            "{VERIFY_URL}?Data={}{}{sign}&sdcId={}&rcptNo={}",
            self.tin,
            self.bhf_id,
            self.sdc_id.as_deref()?,
            self.rcpt_no?
        ))
    }
}

/// KRA's public address for checking a receipt.
pub const VERIFY_URL: &str =
    "https://etims.kra.go.ke/common/link/etims/receipt/indexEtimsReceiptData";

/// The eTIMS invoices of an order, the sale first, then its credit notes.
pub async fn of_order(conn: &mut PgConnection, order_id: Uuid) -> sqlx::Result<Vec<Signed>> {
    sqlx::query_as(
        "SELECT bhf_id, invc_no, rcpt_ty_cd, org_invc_no, status,
                request->>'tin' AS tin, COALESCE(request->>'custTin', '') AS cust_tin,
                sdc_id, mrc_no, rcpt_no, tot_rcpt_no, intrl_data, rcpt_sign, sdc_date_time,
                attempts, last_error, queued_at
         FROM etims.invoices WHERE order_id = $1 ORDER BY invc_no",
    )
    .bind(order_id)
    .fetch_all(conn)
    .await
}

impl Signed {
    /// As the order carries it; the QR code's SVG only when `with_qr`.
    pub fn to_proto(&self, with_qr: bool) -> shop_proto::orders::v1::EtimsInvoice {
        let verification = self.verification().unwrap_or_default();
        let qr_svg = if with_qr && !verification.is_empty() {
            qr::svg(&verification).unwrap_or_default()
        } else {
            String::new()
        };
        shop_proto::orders::v1::EtimsInvoice {
            invoice_number: self.invc_no,
            kind: if self.rcpt_ty_cd == "R" {
                "credit_note"
            } else {
                "sale"
            }
            .to_owned(),
            original_invoice_number: self.org_invc_no.unwrap_or(0),
            signed: self.is_signed(),
            cu_invoice_number: self
                .cu_invoice_number()
                .filter(|_| self.is_signed())
                .unwrap_or_default(),
            sdc_id: self.sdc_id.clone().unwrap_or_default(),
            receipt_number: self.rcpt_no.unwrap_or(0),
            internal_data: self.intrl_data.clone().unwrap_or_default(),
            receipt_signature: self.rcpt_sign.clone().unwrap_or_default(),
            cu_date_time: self.sdc_date_time.clone().unwrap_or_default(),
            mrc_no: self.mrc_no.clone().unwrap_or_default(),
            verification,
            qr_svg,
            branch_id: self.bhf_id.clone(),
            seller_pin: self.tin.clone(),
            // The queue's state is an admin's: see [`with_queue_state`].
            queued_at: String::new(),
            attempts: 0,
            last_error: String::new(),
        }
    }
}

/// Adds the send queue's state (queued at, attempts, last failure) to an order's invoices, for
/// an admin's view of the order.
pub async fn with_queue_state(
    conn: &mut PgConnection,
    order_id: Uuid,
    invoices: &mut [shop_proto::orders::v1::EtimsInvoice],
) -> sqlx::Result<()> {
    let kept = of_order(conn, order_id).await?;
    for invoice in invoices {
        if let Some(row) = kept.iter().find(|r| r.invc_no == invoice.invoice_number) {
            invoice.queued_at = row
                .queued_at
                .to_rfc3339_opts(chrono::SecondsFormat::Secs, true);
            invoice.attempts = row.attempts;
            invoice.last_error = row.last_error.clone();
        }
    }
    Ok(())
}

/// The eTIMS invoices of `order_ids` (one query), without QR codes.
pub async fn of_orders(
    conn: &mut PgConnection,
    order_ids: &[Uuid],
) -> sqlx::Result<std::collections::HashMap<Uuid, Vec<shop_proto::orders::v1::EtimsInvoice>>> {
    #[derive(sqlx::FromRow)]
    struct Row {
        order_id: Uuid,
        #[sqlx(flatten)]
        invoice: Signed,
    }
    let rows: Vec<Row> = sqlx::query_as(
        "SELECT order_id, bhf_id, invc_no, rcpt_ty_cd, org_invc_no, status,
                request->>'tin' AS tin, COALESCE(request->>'custTin', '') AS cust_tin,
                sdc_id, mrc_no, rcpt_no, tot_rcpt_no, intrl_data, rcpt_sign, sdc_date_time,
                attempts, last_error, queued_at
         FROM etims.invoices WHERE order_id = ANY($1) ORDER BY order_id, invc_no",
    )
    .bind(order_ids)
    .fetch_all(conn)
    .await?;
    let mut by_order: std::collections::HashMap<Uuid, Vec<_>> = std::collections::HashMap::new();
    for row in rows {
        by_order
            .entry(row.order_id)
            .or_default()
            .push(row.invoice.to_proto(false));
    }
    Ok(by_order)
}

pub mod qr {
    //! The QR code of an invoice's verification data: the module matrix (drawn into the PDF)
    //! and an SVG (shown by the web app).

    use qrcode::{Color, EcLevel, QrCode};

    /// The dark modules of `text`'s QR code (error correction M), row by row, and its width.
    pub fn matrix(text: &str) -> Option<(usize, Vec<bool>)> {
        let code = QrCode::with_error_correction_level(text.as_bytes(), EcLevel::M).ok()?;
        let width = code.width();
        let dark = code
            .to_colors()
            .into_iter()
            .map(|c| c == Color::Dark)
            .collect();
        Some((width, dark))
    }

    /// `text`'s QR code as an SVG document (4 modules of quiet zone, 4 units a module).
    pub fn svg(text: &str) -> Option<String> {
        let (width, dark) = matrix(text)?;
        let size = (width + 8) * 4;
        let mut path = String::new();
        for (i, _) in dark.iter().enumerate().filter(|(_, d)| **d) {
            let (x, y) = ((i % width + 4) * 4, (i / width + 4) * 4);
            path.push_str(&format!("M{x} {y}h4v4h-4z"));
        }
        Some(format!(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {size} {size}\" \
             shape-rendering=\"crispEdges\"><rect width=\"{size}\" height=\"{size}\" \
             fill=\"#fff\"/><path fill=\"#000\" d=\"{path}\"/></svg>"
        ))
    }
}
