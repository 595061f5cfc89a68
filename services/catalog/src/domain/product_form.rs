//! The admin's product form (admin spec sections 3 and 5): what a product written by an admin
//! must be. Every limit of a written product is defined here, once; migration 0005 repeats the
//! lengths as table checks, the last line behind these messages.
//!
//! A form breaking any rule is refused with every violation at once, each naming its
//! `ProductInput` field; when a required field is missing the whole refusal says
//! [`REQUIRED_MESSAGE`], as the spec's form does.

use shop_common::errors::Violations;
use shop_common::item_class;
use shop_proto::catalog::v1::ProductInput;
use tonic::Status;

use super::listing::{MAX_PRICE_CENTS, check_tags, thousands};
use super::taxonomy::{self, CATEGORIES, CategoryFilter};

/// The spec's message when name, price, category, stock, description or images are missing.
pub const REQUIRED_MESSAGE: &str = "Please fill in all required fields.";
pub const MAX_NAME_CHARS: usize = 200;
pub const MAX_DESCRIPTION_CHARS: usize = 5000;
/// Dimensions, material, colour and brand.
pub const MAX_SHORT_TEXT_CHARS: usize = 100;
pub const MAX_IMAGES: usize = 10;
pub const MAX_IMAGE_URL_CHARS: usize = 1000;
/// One picture's alt text (issue 24, part 5; migration 0009 repeats it as a table check).
pub const MAX_IMAGE_ALT_CHARS: usize = 250;
pub const MAX_STOCK: i64 = 1_000_000;
/// 10 tonnes, in tenths of a kilogram.
pub const MAX_WEIGHT_TENTHS_KG: i64 = 100_000;
/// Appended to the name of a duplicated product.
pub const COPY_SUFFIX: &str = " (Copy)";
/// Pictures uploaded through the media service: `/media/i/<publicId>`.
pub const UPLOADED_PREFIX: &str = "/media/i/";
/// The demo catalogue's pictures.
pub const DEMO_PREFIX: &str = "/media/demo/";

/// Where a product is: live (listed, searched, sold), a draft being prepared, or hidden (taken
/// off the shop). Only live products reach shoppers and orders.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ProductStatus {
    Live,
    Draft,
    Hidden,
}

impl ProductStatus {
    pub const ALL: [ProductStatus; 3] = [
        ProductStatus::Live,
        ProductStatus::Draft,
        ProductStatus::Hidden,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            ProductStatus::Live => "live",
            ProductStatus::Draft => "draft",
            ProductStatus::Hidden => "hidden",
        }
    }

    /// The status `text` names (any case, trimmed).
    pub fn parse(text: &str) -> Option<Self> {
        let text = text.trim().to_ascii_lowercase();
        Self::ALL.into_iter().find(|s| s.as_str() == text)
    }

    /// The message for a value that names no status.
    pub fn message() -> &'static str {
        "Status must be live, draft or hidden"
    }
}

/// A product as an admin's form defines it, checked.
#[derive(Debug, Clone, PartialEq)]
pub struct ProductFields {
    pub name: String,
    pub description: String,
    pub price_cents: i64,
    pub original_price_cents: Option<i64>,
    pub category_slug: String,
    pub subcategory_slug: String,
    pub images: Vec<String>,
    pub featured: bool,
    pub tags: Vec<String>,
    pub dimensions: String,
    pub material: String,
    pub color: String,
    pub weight_tenths_kg: i32,
    pub brand: String,
    pub stock: i32,
    /// `None`: keep the product's status (a new product is live).
    pub status: Option<ProductStatus>,
    /// The KRA item class as stored: "" when it is the category's default (so a class equal to
    /// the default follows the category, and a re-import of an export changes nothing).
    pub item_class: String,
    /// The alt text of each of `images`, same length ("" for none); `None` keeps the alt texts
    /// the product already has for its pictures (an import, a client that sends none).
    pub image_alts: Option<Vec<String>>,
}

/// The checked form, or the `validation_failed` status naming every bad field.
pub fn check(input: &ProductInput) -> Result<ProductFields, Status> {
    let mut form = Form::default();
    let name = form.text("name", "Name", &input.name, MAX_NAME_CHARS, true);
    let description = form.text(
        "description",
        "Description",
        &input.description,
        MAX_DESCRIPTION_CHARS,
        true,
    );
    let price_cents = form.price(input.price);
    let original_price_cents = form.original_price(input.original_price, price_cents);
    let placement = form.placement(&input.category, &input.subcategory);
    let stock = form.stock(input.stock);
    let (images, image_alts) = form.pictures(&input.images, &input.image_alts);
    let tags = check_tags(&mut form.violations, &input.tags);
    let mut unique_tags: Vec<String> = Vec::with_capacity(tags.len());
    for tag in tags {
        if !unique_tags.contains(&tag) {
            unique_tags.push(tag);
        }
    }
    let short = |form: &mut Form, field, label, value: &str| {
        form.text(field, label, value, MAX_SHORT_TEXT_CHARS, false)
    };
    let dimensions = short(&mut form, "dimensions", "Dimensions", &input.dimensions);
    let material = short(&mut form, "material", "Material", &input.material);
    let color = short(&mut form, "color", "Color", &input.color);
    let brand = short(&mut form, "brand", "Brand", &input.brand);
    let weight_tenths_kg = form.weight(&input.weight);
    let status = form.status(&input.status);
    let item_class = form.item_class(&input.item_class);
    let Form {
        violations,
        missing,
    } = form;
    if missing {
        violations.finish_with(REQUIRED_MESSAGE)?;
    } else {
        violations.finish()?;
    }
    // Every value is present once no violation was recorded.
    let (category_slug, subcategory_slug) = placement.unwrap_or_default();
    let item_class = stored_item_class(&item_class, &subcategory_slug);
    Ok(ProductFields {
        name,
        description,
        price_cents: price_cents.unwrap_or_default(),
        original_price_cents,
        category_slug,
        subcategory_slug,
        images,
        featured: input.featured,
        tags: unique_tags,
        dimensions,
        material,
        color,
        weight_tenths_kg,
        brand,
        stock: stock
            .and_then(|s| i32::try_from(s).ok())
            .unwrap_or_default(),
        status,
        item_class,
        image_alts,
    })
}

/// The category label ('Living Room - Sofas') of a subcategory slug, or "".
pub fn category_label(subcategory_slug: &str) -> String {
    taxonomy::names_of_subcategory(subcategory_slug)
        .map(|(_, cat, sub)| format!("{cat} - {sub}"))
        .unwrap_or_default()
}

/// The item class a product of `subcategory_slug` is sold under: `stored`, else its category's
/// default.
pub fn effective_item_class(stored: &str, subcategory_slug: &str) -> String {
    if stored.is_empty() {
        item_class::default_for_category(&category_label(subcategory_slug)).to_owned()
    } else {
        stored.to_owned()
    }
}

/// What is stored of a checked class: "" when it is blank or the category's default.
fn stored_item_class(class: &str, subcategory_slug: &str) -> String {
    if class.is_empty()
        || class == item_class::default_for_category(&category_label(subcategory_slug))
    {
        String::new()
    } else {
        class.to_owned()
    }
}

/// The name of a copy of a product named `name`: ' (Copy)' appended, the name shortened first
/// when the result would be too long.
pub fn copy_name(name: &str) -> String {
    let room = MAX_NAME_CHARS - COPY_SUFFIX.chars().count();
    let base: String = name.chars().take(room).collect();
    format!("{}{COPY_SUFFIX}", base.trim_end())
}

#[derive(Default)]
struct Form {
    violations: Violations,
    /// A required field is missing.
    missing: bool,
}

impl Form {
    fn required(&mut self, field: &str, label: &str) {
        self.missing = true;
        self.violations.add(field, format!("{label} is required"));
    }

    /// Trimmed text of at most `max` characters; required ones must not be blank.
    fn text(
        &mut self,
        field: &str,
        label: &str,
        value: &str,
        max: usize,
        required: bool,
    ) -> String {
        let value = value.trim();
        if required && value.is_empty() {
            self.required(field, label);
        } else if value.chars().count() > max {
            self.violations.add(
                field,
                format!(
                    "{label} must be at most {} characters",
                    thousands(max as i64)
                ),
            );
        }
        value.to_owned()
    }

    /// Whole shillings (prices include VAT and are shown as shoppers pay them: docs/decisions.md
    /// "Prices as Kenyan shoppers read them"), above 0 and at most the cap, in cents.
    fn amount(&mut self, field: &str, label: &str, value: f64) -> Option<i64> {
        let cents = value * 100.0;
        let max = MAX_PRICE_CENTS / 100;
        if !value.is_finite() || value <= 0.0 {
            self.violations
                .add(field, format!("{label} must be greater than 0"));
            return None;
        }
        if cents > MAX_PRICE_CENTS as f64 {
            self.violations.add(
                field,
                format!("{label} must be at most KSh {}", thousands(max)),
            );
            return None;
        }
        let rounded = cents.round();
        if (cents - rounded).abs() > 1e-6 || rounded % 100.0 != 0.0 {
            self.violations.add(field, whole_shillings_message(label));
            return None;
        }
        Some(rounded as i64)
    }

    fn price(&mut self, price: Option<f64>) -> Option<i64> {
        match price {
            None => {
                self.required("price", "Price");
                None
            }
            Some(value) => self.amount("price", "Price", value),
        }
    }

    /// Null, or above the price.
    fn original_price(&mut self, original: Option<f64>, price: Option<i64>) -> Option<i64> {
        let cents = self.amount("original_price", "Original price", original?)?;
        if let Some(price) = price
            && cents <= price
        {
            self.violations.add(
                "original_price",
                "Original price must be above the price (leave it empty when not on sale)",
            );
            return None;
        }
        Some(cents)
    }

    /// A category and subcategory of the taxonomy: 'Living Room - Sofas', or 'Living Room'
    /// with subcategory 'Sofas' (display names or slugs); (category slug, subcategory slug).
    fn placement(&mut self, category: &str, subcategory: &str) -> Option<(String, String)> {
        let category = category.trim();
        let subcategory = subcategory.trim();
        if category.is_empty() {
            self.required("category", "Category");
            return None;
        }
        let (category_part, joined_sub) = match category.split_once(" - ") {
            Some((cat, sub)) => (cat.trim(), Some(sub.trim())),
            None => (category, None),
        };
        let category_slug = match taxonomy::resolve(category_part) {
            Some(CategoryFilter::Category(slug)) => slug,
            // A subcategory slug alone ('living-room-sofas') says both.
            Some(CategoryFilter::Subcategory(slug)) if joined_sub.is_none() => {
                let (cat, _, _) = taxonomy::names_of_subcategory(&slug)?;
                return Some((cat.to_owned(), slug));
            }
            _ => {
                self.violations.add(
                    "category",
                    format!(
                        "Category must be one of the shop's {} categories",
                        CATEGORIES.len()
                    ),
                );
                return None;
            }
        };
        let category_name = CATEGORIES
            .iter()
            .find(|c| taxonomy::slugify(c.name) == category_slug)
            .map_or("", |c| c.name);
        // The same subcategory, by name or slug, with or without its category's prefix.
        let prefix = format!("{category_slug}-");
        let bare = |name: &str| {
            let slug = taxonomy::slugify(name);
            slug.strip_prefix(&prefix)
                .map_or(slug.clone(), str::to_owned)
        };
        let sub = match (joined_sub, subcategory) {
            (Some(joined), given) if !given.is_empty() && bare(joined) != bare(given) => {
                self.violations.add(
                    "subcategory",
                    format!("Subcategory {given} does not match the category {category}"),
                );
                return None;
            }
            (Some(joined), _) if !joined.is_empty() => joined,
            (_, given) => given,
        };
        if sub.is_empty() {
            self.violations.add(
                "subcategory",
                format!("Please choose a subcategory of {category_name}"),
            );
            return None;
        }
        let sub_slug = taxonomy::slugify(sub);
        // A slug may come with its category's prefix ('living-room-sofas') or without.
        let full = if sub_slug.starts_with(&format!("{category_slug}-"))
            && taxonomy::names_of_subcategory(&sub_slug).is_some()
        {
            sub_slug
        } else {
            format!("{category_slug}-{sub_slug}")
        };
        match taxonomy::names_of_subcategory(&full) {
            Some((cat, _, _)) if cat == category_slug => Some((category_slug, full)),
            _ => {
                self.violations.add(
                    "subcategory",
                    format!("{sub} is not a subcategory of {category_name}"),
                );
                None
            }
        }
    }

    /// A whole number from 0 to the cap.
    fn stock(&mut self, stock: Option<f64>) -> Option<i64> {
        let Some(stock) = stock else {
            self.required("stock", "Stock");
            return None;
        };
        if !stock.is_finite() || stock.fract() != 0.0 || !(0.0..=MAX_STOCK as f64).contains(&stock)
        {
            self.violations.add(
                "stock",
                format!(
                    "Stock must be a whole number from 0 to {}",
                    thousands(MAX_STOCK)
                ),
            );
            return None;
        }
        Some(stock as i64)
    }

    /// The images with their alt texts: one alt text per image as sent (each trimmed, at most
    /// [`MAX_IMAGE_ALT_CHARS`], no line breaks), blanks dropped with their alt text. None sent:
    /// `None` (keep the product's).
    fn pictures(
        &mut self,
        images: &[String],
        alts: &[String],
    ) -> (Vec<String>, Option<Vec<String>>) {
        if alts.is_empty() {
            return (self.images(images), None);
        }
        if alts.len() != images.len() {
            self.violations
                .add("image_alts", "Give one alt text per image");
            return (self.images(images), None);
        }
        let (kept, kept_alts): (Vec<&String>, Vec<&String>) = images
            .iter()
            .zip(alts)
            .filter(|(image, _)| !image.trim().is_empty())
            .unzip();
        let kept: Vec<String> = kept.into_iter().cloned().collect();
        let images = self.images(&kept);
        let mut checked = Vec::with_capacity(kept_alts.len());
        for (i, alt) in kept_alts.into_iter().enumerate() {
            let alt = alt.trim();
            if alt.chars().count() > MAX_IMAGE_ALT_CHARS {
                self.violations.add(
                    format!("image_alts[{i}]"),
                    format!(
                        "Alt text of image {} must be at most {MAX_IMAGE_ALT_CHARS} characters",
                        i + 1
                    ),
                );
            } else if alt.chars().any(char::is_control) {
                self.violations.add(
                    format!("image_alts[{i}]"),
                    format!("Alt text of image {} must be one line of text", i + 1),
                );
            }
            checked.push(alt.to_owned());
        }
        (images, Some(checked))
    }

    /// At least one picture the shop serves or an https URL; blanks dropped.
    fn images(&mut self, images: &[String]) -> Vec<String> {
        let images: Vec<String> = images
            .iter()
            .map(|i| i.trim())
            .filter(|i| !i.is_empty())
            .map(str::to_owned)
            .collect();
        if images.is_empty() {
            self.missing = true;
            self.violations
                .add("images", "At least one image is required");
        } else if images.len() > MAX_IMAGES {
            self.violations
                .add("images", format!("At most {MAX_IMAGES} images"));
        }
        for (i, image) in images.iter().enumerate().take(MAX_IMAGES) {
            if let Err(message) = image_url(image) {
                self.violations.add(
                    format!("images[{i}]"),
                    format!("Image {}: {message}", i + 1),
                );
            }
        }
        images
    }

    /// A status by name; blank keeps the product's.
    fn status(&mut self, status: &str) -> Option<ProductStatus> {
        if status.trim().is_empty() {
            return None;
        }
        let parsed = ProductStatus::parse(status);
        if parsed.is_none() {
            self.violations.add("status", ProductStatus::message());
        }
        parsed
    }

    /// A KRA item classification code, or blank for the category's default.
    fn item_class(&mut self, class: &str) -> String {
        let class = class.trim();
        if !class.is_empty() && !item_class::is_item_class(class) {
            self.violations
                .add("item_class", item_class::format_message());
        }
        class.to_owned()
    }

    /// Kilograms as entered ('' for unknown), kept in tenths.
    fn weight(&mut self, weight: &str) -> i32 {
        let weight = weight.trim();
        if weight.is_empty() {
            return 0;
        }
        let message = || {
            format!(
                "Weight must be a number of kilograms from 0 to {}",
                thousands(MAX_WEIGHT_TENTHS_KG / 10)
            )
        };
        let plain = weight.bytes().all(|b| {
            b.is_ascii_digit() || b == b'.' || b == b'-' || b == b'e' || b == b'E' || b == b'+'
        });
        match weight.parse::<f64>() {
            Ok(kg)
                if plain
                    && kg.is_finite()
                    && (0.0..=(MAX_WEIGHT_TENTHS_KG / 10) as f64).contains(&kg) =>
            {
                (kg * 10.0).round() as i32
            }
            _ => {
                self.violations.add("weight", message());
                0
            }
        }
    }
}

/// Whether `url` is a picture the shop serves (`/media/i/<publicId>`, `/media/demo/<file>`) or
/// an `https://` URL; else why not.
pub fn image_url(url: &str) -> Result<(), String> {
    const KINDS: &str = "use a picture uploaded to the shop (/media/i/...) or an https:// address";
    if url.chars().count() > MAX_IMAGE_URL_CHARS {
        return Err(format!(
            "the address must be at most {} characters",
            thousands(MAX_IMAGE_URL_CHARS as i64)
        ));
    }
    if url.chars().any(|c| c.is_whitespace() || c.is_control()) {
        return Err(format!("the address must not contain spaces; {KINDS}"));
    }
    if let Some(id) = url.strip_prefix(UPLOADED_PREFIX) {
        let valid = (8..=64).contains(&id.len())
            && id
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit());
        return if valid {
            Ok(())
        } else {
            Err(format!("{id:?} is not the id of an uploaded picture"))
        };
    }
    if let Some(file) = url.strip_prefix(DEMO_PREFIX) {
        let valid = !file.is_empty()
            && !file.contains("..")
            && !file.contains("//")
            && file
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'_' | b'-' | b'/'));
        return if valid {
            Ok(())
        } else {
            Err("not a demo picture of the shop".to_owned())
        };
    }
    if let Some(rest) = url.strip_prefix("https://") {
        let host_end = rest.find(['/', '?', '#']).unwrap_or(rest.len());
        let host = &rest[..host_end];
        let (name, port) = host.split_once(':').unwrap_or((host, "80"));
        let valid = !name.is_empty()
            && name.contains('.')
            && !name.starts_with(['.', '-'])
            && name
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'.' || b == b'-')
            && !port.is_empty()
            && port.bytes().all(|b| b.is_ascii_digit())
            && !rest[host_end..].contains(['"', '<', '>', '\\', '`']);
        return if valid {
            Ok(())
        } else {
            Err("not a valid https:// address".to_owned())
        };
    }
    Err(KINDS[..1].to_uppercase() + &KINDS[1..])
}

/// The refusal of a price with cents: catalogue prices are whole shillings.
pub fn whole_shillings_message(label: &str) -> String {
    format!("{label} must be a whole number of shillings (no cents), like 12500")
}

#[cfg(test)]
mod tests {
    use shop_common::errors::{ErrorCode, Refusal};

    use super::*;

    fn sofa() -> ProductInput {
        ProductInput {
            name: "Malindi Sofa".into(),
            description: "A deep three-seater.".into(),
            price: Some(45_999.0),
            original_price: None,
            category: "Living Room - Sofas".into(),
            subcategory: String::new(),
            stock: Some(12.0),
            images: vec!["/media/i/abcdef0123".into()],
            featured: true,
            tags: vec![" Velvet ".into(), "".into(), "velvet".into()],
            dimensions: "220 x 90 cm".into(),
            material: "Velvet".into(),
            color: "Green".into(),
            weight: "45.5".into(),
            brand: "Samani".into(),
            status: String::new(),
            item_class: String::new(),
            image_alts: Vec::new(),
        }
    }

    fn refused(input: &ProductInput) -> Refusal {
        let refusal = Refusal::read(&check(input).expect_err("refused"));
        assert_eq!(refusal.code, ErrorCode::ValidationFailed);
        refusal
    }

    #[test]
    fn a_complete_form_becomes_a_product() {
        let fields = check(&sofa()).unwrap();
        assert_eq!(fields.price_cents, 4_599_900);
        assert_eq!(fields.category_slug, "living-room");
        assert_eq!(fields.subcategory_slug, "living-room-sofas");
        assert_eq!(fields.tags, ["velvet"]);
        assert_eq!(fields.weight_tenths_kg, 455);
        assert_eq!(fields.stock, 12);
    }

    #[test]
    fn category_and_subcategory_come_joined_apart_or_as_slugs() {
        for (category, sub) in [
            ("Living Room", "Sofas"),
            ("living-room", "sofas"),
            ("living-room-sofas", ""),
            ("Living Room - Sofas", "Sofas"),
            ("Living Room", "living-room-sofas"),
            ("Living Room - Sofas", "living-room-sofas"),
            ("living-room-sofas", "Sofas"),
        ] {
            let input = ProductInput {
                category: category.into(),
                subcategory: sub.into(),
                ..sofa()
            };
            let fields = check(&input).unwrap_or_else(|e| panic!("{category}/{sub}: {e:?}"));
            assert_eq!(fields.subcategory_slug, "living-room-sofas");
        }
        let input = ProductInput {
            category: "Bedroom".into(),
            subcategory: "Sofas".into(),
            ..sofa()
        };
        assert_eq!(
            refused(&input).fields,
            [(
                "subcategory".to_owned(),
                "Sofas is not a subcategory of Bedroom".to_owned()
            )]
        );
    }

    #[test]
    fn missing_required_fields_give_the_forms_one_message() {
        let refusal = refused(&ProductInput::default());
        assert_eq!(refusal.message, REQUIRED_MESSAGE);
        let fields: Vec<&str> = refusal.fields.iter().map(|(f, _)| f.as_str()).collect();
        assert_eq!(
            fields,
            [
                "name",
                "description",
                "price",
                "category",
                "stock",
                "images"
            ]
        );
    }

    #[test]
    fn alt_texts_go_with_their_pictures() {
        // None sent: the product keeps its own.
        assert_eq!(check(&sofa()).unwrap().image_alts, None);
        let input = ProductInput {
            images: vec![
                "/media/i/abcdef0123".into(),
                "  ".into(),
                "/media/demo/sofa-1.svg".into(),
            ],
            image_alts: vec![
                " Green sofa, front ".into(),
                "dropped with its blank image".into(),
                String::new(),
            ],
            ..sofa()
        };
        let fields = check(&input).unwrap();
        assert_eq!(
            fields.images,
            ["/media/i/abcdef0123", "/media/demo/sofa-1.svg"]
        );
        assert_eq!(
            fields.image_alts.as_deref(),
            Some(&["Green sofa, front".to_owned(), String::new()][..])
        );
    }

    #[test]
    fn alt_texts_are_one_per_image_one_line_and_bounded() {
        let input = ProductInput {
            image_alts: vec!["a".into(), "b".into()],
            ..sofa()
        };
        let refusal = refused(&input);
        assert_eq!(refusal.fields[0].0, "image_alts");
        assert_eq!(refusal.fields[0].1, "Give one alt text per image");
        let input = ProductInput {
            images: vec!["/media/i/abcdef0123".into(), "/media/i/abcdef0124".into()],
            image_alts: vec!["x".repeat(MAX_IMAGE_ALT_CHARS + 1), "two\nlines".into()],
            ..sofa()
        };
        let refusal = refused(&input);
        let fields: Vec<&str> = refusal.fields.iter().map(|(f, _)| f.as_str()).collect();
        assert_eq!(fields, ["image_alts[0]", "image_alts[1]"]);
        let at_limit = ProductInput {
            image_alts: vec!["x".repeat(MAX_IMAGE_ALT_CHARS)],
            ..sofa()
        };
        assert!(check(&at_limit).is_ok());
    }

    #[test]
    fn prices_stock_weight_and_images_are_bounded() {
        let input = ProductInput {
            price: Some(100.0),
            original_price: Some(90.0),
            stock: Some(2.5),
            weight: "heavy".into(),
            images: vec!["ftp://x.y/a.jpg".into(), "/media/i/../../etc".into()],
            ..sofa()
        };
        let refusal = refused(&input);
        let fields: Vec<&str> = refusal.fields.iter().map(|(f, _)| f.as_str()).collect();
        assert_eq!(
            fields,
            [
                "original_price",
                "stock",
                "images[0]",
                "images[1]",
                "weight"
            ]
        );
        assert!(
            !refusal.message.contains(REQUIRED_MESSAGE),
            "{}",
            refusal.message
        );
        for price in [0.0, -1.0, 12.345, 12.5, 1299.99, 1e9, f64::NAN] {
            let input = ProductInput {
                price: Some(price),
                ..sofa()
            };
            assert_eq!(refused(&input).fields[0].0, "price", "{price}");
        }
    }

    #[test]
    fn prices_are_whole_shillings() {
        for (price, original) in [(12_500.5, None), (12_500.0, Some(13_000.01))] {
            let input = ProductInput {
                price: Some(price),
                original_price: original,
                ..sofa()
            };
            let refusal = refused(&input);
            let field = if original.is_some() {
                "original_price"
            } else {
                "price"
            };
            assert_eq!(refusal.fields[0].0, field);
            assert!(refusal.fields[0].1.contains("whole number of shillings"));
        }
    }

    #[test]
    fn image_addresses() {
        for good in [
            "/media/i/abcdef0123",
            "/media/demo/sofa-grey-1.svg",
            "https://images.example.com/a/b.jpg?w=400",
            "https://cdn.example.co.ke:8443/x.png",
        ] {
            assert_eq!(image_url(good), Ok(()), "{good}");
        }
        for bad in [
            "http://example.com/a.jpg",
            "javascript:alert(1)",
            "/media/i/ABC",
            "/media/demo/../secret",
            "https://",
            "https://exa mple.com/a.jpg",
            "https://localhost/a.jpg",
            "/etc/passwd",
        ] {
            assert!(image_url(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn status_and_item_class_are_checked() {
        let fields = check(&sofa()).unwrap();
        assert_eq!((fields.status, fields.item_class.as_str()), (None, ""));
        let input = ProductInput {
            status: " Draft ".into(),
            item_class: "52130000".into(),
            ..sofa()
        };
        let fields = check(&input).unwrap();
        assert_eq!(fields.status, Some(ProductStatus::Draft));
        assert_eq!(fields.item_class, "52130000");
        // The category's own default is stored as "": it follows the category.
        let input = ProductInput {
            item_class: "56101502".into(),
            ..sofa()
        };
        assert_eq!(check(&input).unwrap().item_class, "");
        assert_eq!(effective_item_class("", "living-room-sofas"), "56101502");
        let input = ProductInput {
            status: "sold".into(),
            item_class: "5610-1500".into(),
            ..sofa()
        };
        let refusal = refused(&input);
        assert_eq!(
            refusal.fields,
            [
                ("status".to_owned(), ProductStatus::message().to_owned()),
                ("item_class".to_owned(), item_class::format_message()),
            ]
        );
    }

    #[test]
    fn copies_fit_the_name_limit() {
        assert_eq!(copy_name("Sofa"), "Sofa (Copy)");
        let long = "x".repeat(MAX_NAME_CHARS);
        assert_eq!(copy_name(&long).chars().count(), MAX_NAME_CHARS);
    }
}
