//! The product object of API.md, built from the catalog's protobuf.

use serde::Serialize;
use shop_proto::catalog::v1 as pb;
use utoipa::ToSchema;

use crate::money::Ksh;

/// A product as every catalogue route, the cart and the wishlist show it. Prices are KSh.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = Product)]
pub(crate) struct ProductJson {
    #[schema(example = 123)]
    pub id: i64,
    #[schema(example = "Nairobi 3-Seater Linen Sofa")]
    pub name: String,
    pub description: String,
    /// KSh, VAT included.
    pub price: Ksh,
    /// The price before a sale; null when not on sale.
    #[serde(rename = "original_price")]
    #[schema(value_type = Option<f64>, example = 52999)]
    pub original_price: Option<Ksh>,
    /// The same value under the search-page variant's name.
    #[serde(rename = "originalPrice")]
    #[schema(value_type = Option<f64>, example = 52999)]
    pub original_price_camel: Option<Ksh>,
    #[schema(example = json!(["/media/demo/sofa-grey-1.svg"]))]
    pub images: Vec<String>,
    /// The alt text of each of `images`, same order; "" where the admin wrote none (the shop
    /// then says the product's name).
    #[schema(example = json!(["Grey linen sofa, seen from the front"]))]
    pub image_alts: Vec<String>,
    /// 'Living Room - Sofas', as the spec stores it.
    #[schema(example = "Living Room - Sofas")]
    pub category: String,
    #[schema(example = "living-room")]
    pub category_slug: String,
    #[schema(example = "Sofas")]
    pub subcategory: String,
    #[schema(example = "living-room-sofas")]
    pub subcategory_slug: String,
    #[schema(example = "Linen")]
    pub material: String,
    #[schema(example = "Grey")]
    pub color: String,
    #[schema(example = "220 x 90 x 85 cm")]
    pub dimensions: String,
    /// Kilograms.
    #[schema(example = 45.5)]
    pub weight: f64,
    #[schema(example = "Samani Home")]
    pub brand: String,
    pub assembly_required: bool,
    #[schema(example = 12)]
    pub stock: i32,
    /// 0 to 5, one decimal.
    #[schema(example = 4.5)]
    pub rating: f64,
    #[schema(example = 120)]
    pub reviews: i32,
    pub featured: bool,
    /// `SALE`, `NEW`, `BESTSELLER` or null.
    #[schema(example = "SALE")]
    pub badge: Option<String>,
    pub free_delivery: bool,
    pub express_delivery: bool,
    /// `original_price` above `price`.
    pub on_sale: bool,
    #[schema(example = json!(["sofa", "3-seater"]))]
    pub tags: Vec<String>,
    /// RFC 3339.
    #[schema(example = "2026-11-01T10:00:00Z")]
    pub created_at: String,
    /// `live` (in the shop), `draft` (being prepared) or `hidden` (taken off the shop). Shoppers
    /// only ever see live products; an admin sees every one.
    #[schema(example = "live")]
    pub status: String,
    /// The KRA item classification code eTIMS registers and sells the product under: its own,
    /// else its category's default.
    #[schema(example = "56101502")]
    pub item_class: String,
}

impl From<pb::Product> for ProductJson {
    fn from(p: pb::Product) -> Self {
        let original = p.original_price_cents.map(Ksh);
        Self {
            on_sale: p.original_price_cents.is_some_and(|o| o > p.price_cents),
            id: p.id,
            name: p.name,
            description: p.description,
            price: Ksh(p.price_cents),
            original_price: original,
            original_price_camel: original,
            image_alts: alts_for(&p.images, p.image_alts),
            images: p.images,
            category: format!("{} - {}", p.category_name, p.subcategory_name),
            category_slug: p.category_slug,
            subcategory: p.subcategory_name,
            subcategory_slug: p.subcategory_slug,
            material: p.material,
            color: p.color,
            dimensions: p.dimensions,
            weight: f64::from(p.weight_tenths_kg) / 10.0,
            brand: p.brand,
            assembly_required: p.assembly_required,
            stock: p.stock,
            rating: f64::from(p.rating_tenths) / 10.0,
            reviews: p.reviews,
            featured: p.featured,
            badge: (!p.badge.is_empty()).then_some(p.badge),
            free_delivery: p.free_delivery,
            express_delivery: p.express_delivery,
            tags: p.tags,
            created_at: p.created_at,
            status: p.status,
            item_class: p.item_class,
        }
    }
}

/// Exactly one alt text per image, whatever the catalog sent ("" for a missing one).
fn alts_for(images: &[String], mut alts: Vec<String>) -> Vec<String> {
    alts.resize(images.len(), String::new());
    alts
}

/// `GET /products/{id}`: the product plus `relatedProducts`.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = ProductDetail)]
pub(crate) struct ProductDetailJson {
    #[serde(flatten)]
    pub product: ProductJson,
    /// Up to 8, the same subcategory first.
    pub related_products: Vec<ProductJson>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn serialises_with_the_documented_field_names() {
        let product = pb::Product {
            id: 7,
            name: "Sofa".into(),
            price_cents: 4_500_000,
            original_price_cents: Some(5_000_000),
            category_name: "Living Room".into(),
            subcategory_name: "Sofas".into(),
            weight_tenths_kg: 455,
            rating_tenths: 45,
            ..Default::default()
        };
        let json = serde_json::to_value(ProductJson::from(product)).unwrap();
        assert_eq!(json["price"], 45000);
        assert_eq!(json["original_price"], 50000);
        assert_eq!(json["originalPrice"], 50000);
        assert_eq!(json["onSale"], true);
        assert_eq!(json["category"], "Living Room - Sofas");
        assert_eq!(json["weight"], 45.5);
        assert_eq!(json["rating"], 4.5);
        assert_eq!(json["badge"], serde_json::Value::Null);
        assert!(json.get("assemblyRequired").is_some());
    }
}
