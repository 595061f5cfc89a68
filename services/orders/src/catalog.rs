//! The catalog as the orders service uses it: current prices and stock, and the stock
//! reservation of each order (proto `CatalogService`, "Stock for orders").

use std::time::Duration;

use shop_common::grpc::TracedChannel;
use shop_proto::catalog::v1 as pb;
use shop_proto::catalog::v1::catalog_service_client::CatalogServiceClient;
use uuid::Uuid;

use crate::domain::checkout::LineRequest;
use crate::error::Error;

/// One product as priced by the catalog, for a quote or an order line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PricedLine {
    pub product_id: i64,
    pub name: String,
    pub unit_price_cents: i64,
    pub quantity: i32,
    /// The first picture, or "".
    pub image: String,
    /// 'Living Room - Sofas'.
    pub category: String,
    /// Stock left (quotes only).
    pub available: i32,
    /// The product's KRA item class as the catalog has it now (kept on the order line).
    pub item_class: String,
    /// One unit's weight in tenths of a kilogram (0 when unknown): delivery's weight band.
    pub weight_tenths_kg: i32,
}

impl PricedLine {
    pub fn new(product: pb::Product, quantity: i32, available: i32) -> Self {
        let category = match (
            product.category_name.is_empty(),
            product.subcategory_name.is_empty(),
        ) {
            (false, false) => format!("{} - {}", product.category_name, product.subcategory_name),
            (false, true) => product.category_name,
            (true, _) => product.subcategory_name,
        };
        Self {
            product_id: product.id,
            name: product.name,
            unit_price_cents: product.price_cents,
            quantity,
            image: product.images.into_iter().next().unwrap_or_default(),
            category,
            available,
            item_class: product.item_class,
            weight_tenths_kg: product.weight_tenths_kg,
        }
    }
}

#[derive(Clone)]
pub struct Catalog {
    client: CatalogServiceClient<TracedChannel>,
}

impl Catalog {
    /// A client on a lazily connected channel: the service starts without the catalog, and
    /// each call waits at most `timeout`.
    pub fn new(url: &str, timeout: Duration) -> anyhow::Result<Self> {
        let channel = shop_common::grpc::traced_client_channel("CATALOG_GRPC_URL", url, timeout)?;
        Ok(Self {
            client: CatalogServiceClient::new(channel),
        })
    }

    /// The current state of these products, in request order; unknown ids are absent.
    #[tracing::instrument(skip(self))]
    pub async fn products(&self, ids: Vec<i64>) -> Result<Vec<pb::Product>, Error> {
        if ids.is_empty() {
            return Ok(Vec::new());
        }
        let answer = self
            .client
            .clone()
            .get_products_by_ids(pb::GetProductsByIdsRequest { ids })
            .await
            .map_err(|status| Error::Catalog {
                context: "GetProductsByIds",
                status,
            })?;
        Ok(answer.into_inner().products)
    }

    /// Reserves every line for `order_id`, or none.
    #[tracing::instrument(skip(self, lines))]
    pub async fn reserve(
        &self,
        order_id: Uuid,
        lines: &[LineRequest],
    ) -> Result<pb::ReserveStockResponse, Error> {
        let request = pb::ReserveStockRequest {
            order_id: order_id.to_string(),
            lines: lines
                .iter()
                .map(|l| pb::StockLine {
                    product_id: l.product_id,
                    quantity: l.quantity,
                })
                .collect(),
        };
        let answer = self
            .client
            .clone()
            .reserve_stock(request)
            .await
            .map_err(|status| Error::Catalog {
                context: "ReserveStock",
                status,
            })?;
        Ok(answer.into_inner())
    }

    /// Gives `order_id`'s reservation back (compensation). Never fails the caller: the catalog
    /// releases at most once, and a release that cannot be made now is logged.
    #[tracing::instrument(skip(self))]
    pub async fn release(&self, order_id: Uuid) {
        let result = self
            .client
            .clone()
            .release_stock(pb::ReleaseStockRequest {
                order_id: order_id.to_string(),
            })
            .await;
        if let Err(status) = result {
            tracing::error!(%order_id, code = ?status.code(), message = status.message(), "releasing the stock of an order that was not placed failed");
        }
    }
}

impl Catalog {
    /// Orders whose reservation is still held, reserved more than `older_than` ago, ids above
    /// `after`, ascending.
    pub async fn held_reservations(
        &self,
        older_than: Duration,
        after: Option<Uuid>,
        limit: i32,
    ) -> Result<Vec<Uuid>, Error> {
        let answer = self
            .client
            .clone()
            .list_reservations(pb::ListReservationsRequest {
                older_than_secs: i64::try_from(older_than.as_secs()).unwrap_or(i64::MAX),
                after_order_id: after.map(|id| id.to_string()).unwrap_or_default(),
                limit,
            })
            .await
            .map_err(|status| Error::Catalog {
                context: "ListReservations",
                status,
            })?;
        answer
            .into_inner()
            .order_ids
            .iter()
            .map(|id| {
                Uuid::parse_str(id).map_err(|e| Error::unexpected("reading a reservation", e))
            })
            .collect()
    }

    /// Gives `order_id`'s reservation back; whether this call released it.
    pub async fn release_checked(&self, order_id: Uuid) -> Result<bool, Error> {
        let answer = self
            .client
            .clone()
            .release_stock(pb::ReleaseStockRequest {
                order_id: order_id.to_string(),
            })
            .await
            .map_err(|status| Error::Catalog {
                context: "ReleaseStock",
                status,
            })?;
        Ok(answer.into_inner().released)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_takes_the_first_picture_and_the_category_path() {
        let product = pb::Product {
            id: 12,
            name: "Nairobi Sofa".to_owned(),
            price_cents: 4_599_900,
            images: vec!["/media/a.svg".to_owned(), "/media/b.svg".to_owned()],
            category_name: "Living Room".to_owned(),
            subcategory_name: "Sofas".to_owned(),
            stock: 4,
            ..Default::default()
        };
        let line = PricedLine::new(product, 2, 4);
        assert_eq!(line.image, "/media/a.svg");
        assert_eq!(line.category, "Living Room - Sofas");
        assert_eq!(line.unit_price_cents, 4_599_900);
        assert_eq!(line.quantity, 2);
    }
}
