//! What a valid order request is (customer spec section 5, "Checkout"): its lines, the name,
//! email, phone and address, the payment method, the delivery slot and instructions. This is the
//! one place these rules and their messages live (the gateway only reads the JSON's shape), and
//! every violation of a request is reported at once.

use sha2::{Digest, Sha256};
use shop_common::errors::Violations;
use shop_common::order_lines::quantity_allowed;
use tonic::Status;

use super::campaign::normalise_code;

use super::{
    DeliveryTime, INVALID_COUPON, INVALID_PAYMENT_METHOD, Invalid, MAX_LINES, PHONE_REQUIRED,
    PaymentMethod, quantity_message,
};

/// Longest full name (first and last joined, or the customer name).
pub const NAME_MAX: usize = 100;
pub const ADDRESS_MAX: usize = 200;
pub const CITY_MAX: usize = 100;
pub const COUNTY_MAX: usize = 100;
pub const POSTAL_CODE_MAX: usize = 20;
pub const INSTRUCTIONS_MAX: usize = 500;
/// Longest phone as typed (separators included).
pub const PHONE_MAX: usize = 40;
/// Longest coupon code looked up.
pub const COUPON_MAX: usize = 50;

/// One requested line: a product and how many.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LineRequest {
    pub product_id: i64,
    pub quantity: i32,
}

/// The lines of a quote or order: 1..=99 of each product, at most 50 lines, the same product
/// twice merged into one line (first position kept). `allow_empty` for quotes of an empty cart.
pub fn parse_lines(
    items: impl IntoIterator<Item = LineRequest>,
    allow_empty: bool,
) -> Result<Vec<LineRequest>, Invalid> {
    let items: Vec<LineRequest> = items.into_iter().collect();
    if items.is_empty() && !allow_empty {
        return Err(Invalid::new("items", "Your cart is empty"));
    }
    if items.len() > MAX_LINES {
        return Err(Invalid::new(
            "items",
            format!("An order can hold at most {MAX_LINES} different products"),
        ));
    }
    let quantity_error = || Invalid::new("items", quantity_message());
    let mut lines: Vec<LineRequest> = Vec::with_capacity(items.len());
    for item in items {
        if item.product_id <= 0 {
            return Err(Invalid::new("items", "Invalid product"));
        }
        if !quantity_allowed(item.quantity) {
            return Err(quantity_error());
        }
        match lines.iter_mut().find(|l| l.product_id == item.product_id) {
            Some(line) => {
                line.quantity += item.quantity;
                if !quantity_allowed(line.quantity) {
                    return Err(quantity_error());
                }
            }
            None => lines.push(item),
        }
    }
    Ok(lines)
}

/// A coupon code as typed, trimmed; too long to be any code is 'Invalid coupon code'.
pub fn coupon_code(text: &str) -> Result<String, String> {
    let code = text.trim();
    if code.chars().count() > COUPON_MAX {
        return Err(INVALID_COUPON.to_owned());
    }
    Ok(code.to_owned())
}

/// Where the order goes and whom to call, checked and trimmed. `city`, `county` and
/// `postal_code` are empty only for an address given joined that could not be split.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Shipping {
    pub customer_name: String,
    pub email: String,
    pub phone: String,
    /// Street address.
    pub address: String,
    pub city: String,
    pub county: String,
    pub postal_code: String,
}

impl Shipping {
    /// The one-line address of the order object: street, city, county and postal code joined.
    pub fn joined_address(&self) -> String {
        [&self.address, &self.city, &self.county, &self.postal_code]
            .into_iter()
            .filter(|part| !part.is_empty())
            .map(String::as_str)
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// An address given as one line, as the spec's order payload joins it: street, city, county and
/// postal code separated by commas ('12 Moi Avenue, Nairobi, Nairobi, 00100'; the postal code
/// may follow the county after a space, 'Nairobi 00100'). Split when it has at least four parts
/// and ends with a postal code (digits), the street keeping any extra commas; `None` otherwise
/// (the address is then kept as given).
pub fn split_address(joined: &str) -> Option<(String, String, String, String)> {
    let mut parts: Vec<String> = joined.split(',').map(|p| p.trim().to_owned()).collect();
    let is_postal = |p: &str| (3..=10).contains(&p.len()) && p.bytes().all(|b| b.is_ascii_digit());
    if let Some(last) = parts.last().cloned()
        && !is_postal(&last)
        && let Some((county, code)) = last.rsplit_once(' ')
        && is_postal(code)
        && !county.trim().is_empty()
    {
        parts.pop();
        parts.push(county.trim().to_owned());
        parts.push(code.to_owned());
    }
    if parts.len() < 4 || parts.iter().any(String::is_empty) || !is_postal(&parts[parts.len() - 1])
    {
        return None;
    }
    let postal_code = parts.pop()?;
    let county = parts.pop()?;
    let city = parts.pop()?;
    Some((parts.join(", "), city, county, postal_code))
}

/// Trimmed `text`, or a violation of `field`: required, and at most `max` characters.
fn required(
    violations: &mut Violations,
    field: &str,
    label: &str,
    text: &str,
    max: usize,
) -> String {
    let text = text.trim();
    if text.is_empty() {
        violations.add(field, format!("{label} is required"));
    } else if text.chars().count() > max {
        violations.add(field, format!("{label} must be at most {max} characters"));
    }
    text.to_owned()
}

/// An order request, checked (the coupon is checked against its campaign separately).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OrderRequest {
    /// The caller, whose order this is.
    pub user_id: String,
    pub lines: Vec<LineRequest>,
    pub shipping: Shipping,
    pub payment_method: PaymentMethod,
    /// Trimmed as typed; empty for none.
    pub coupon_code: String,
    pub delivery_instructions: String,
    pub preferred_delivery_time: DeliveryTime,
    pub expected_total_cents: Option<i64>,
    /// The client's Idempotency-Key (checked by the gateway); empty for none.
    pub idempotency_key: String,
    /// The buyer's KRA PIN (business customers), upper-cased; empty for none.
    pub buyer_pin: String,
    /// Paid in M-Pesa instalments (Lipa Mdogo Mdogo) rather than at once.
    pub instalments: bool,
    /// The delivery choice other than standard, as checked with the county: "express" or
    /// "pickup:<point code>"; empty for standard delivery or none (set by the placement, which
    /// checks the delivery fields against the address's county).
    pub delivery_choice: String,
}

/// The unchecked request, as it arrives (the fields of `PlaceOrderRequest`).
#[derive(Debug, Clone, Default)]
pub struct RawOrderRequest {
    pub items: Vec<LineRequest>,
    pub first_name: String,
    pub last_name: String,
    pub customer_name: String,
    pub email: String,
    pub phone: String,
    pub address: String,
    pub city: String,
    pub state: String,
    pub zip_code: String,
    pub payment_method: String,
    pub coupon_code: String,
    pub delivery_instructions: String,
    pub preferred_delivery_time: String,
    pub expected_total_cents: Option<i64>,
    pub idempotency_key: String,
    pub buyer_pin: String,
    /// "" | "full" | "lmm".
    pub payment_plan: String,
}

/// Lipa Mdogo Mdogo with another method than M-Pesa.
pub const LMM_BY_MPESA: &str = "Lipa Mdogo Mdogo is paid with M-Pesa";
/// A payment plan the shop does not have.
pub const INVALID_PAYMENT_PLAN: &str = "Choose to pay in full or with Lipa Mdogo Mdogo";

/// A buyer PIN that is not one.
pub const BUYER_PIN_INVALID: &str = "Enter the business's KRA PIN: a letter, 9 digits and a letter (like P051234567X), or leave it empty";

impl OrderRequest {
    /// The request of `user_id` (the caller), or one `validation_failed` status naming every
    /// bad field by its `PlaceOrderRequest` field name. `coupon_refused`: why the coupon code
    /// cannot be used (looked up by the caller), reported with the rest.
    pub fn parse(
        user_id: &str,
        raw: RawOrderRequest,
        coupon_refused: Option<&str>,
    ) -> Result<Self, Status> {
        let mut v = Violations::new();
        let lines = v
            .check(
                "items",
                parse_lines(raw.items, false).map_err(|e| e.message),
            )
            .unwrap_or_default();

        let full_name = raw.customer_name.trim();
        let customer_name = if full_name.is_empty() {
            let first = required(
                &mut v,
                "first_name",
                "First name",
                &raw.first_name,
                NAME_MAX,
            );
            let last = required(&mut v, "last_name", "Last name", &raw.last_name, NAME_MAX);
            let joined = format!("{first} {last}");
            if !first.is_empty()
                && !last.is_empty()
                && joined.chars().count() > NAME_MAX
                && first.chars().count() <= NAME_MAX
                && last.chars().count() <= NAME_MAX
            {
                v.add(
                    "last_name",
                    format!("Name must be at most {NAME_MAX} characters"),
                );
            }
            joined
        } else {
            required(&mut v, "customer_name", "Name", full_name, NAME_MAX)
        };

        let email = raw.email.trim().to_owned();
        if email.is_empty() {
            v.add("email", shop_common::validate::EMAIL_REQUIRED);
        } else if !shop_common::validate::is_email(&email) {
            v.add("email", shop_common::validate::EMAIL_INVALID);
        }
        // The shop's one phone rule (shop_common::phone), kept as 2547XXXXXXXX.
        let typed = raw.phone.trim();
        let phone = if typed.is_empty() {
            v.add("phone", PHONE_REQUIRED);
            String::new()
        } else {
            match shop_common::phone::KenyanPhone::parse(typed)
                .filter(|_| typed.chars().count() <= PHONE_MAX)
            {
                Some(phone) => phone.into_string(),
                None => {
                    v.add("phone", shop_common::phone::INVALID);
                    String::new()
                }
            }
        };

        let only_address = raw.city.trim().is_empty()
            && raw.state.trim().is_empty()
            && raw.zip_code.trim().is_empty()
            && !raw.address.trim().is_empty();
        let (address, city, county, postal_code) =
            match only_address.then(|| split_address(&raw.address)) {
                // The spec's joined address that can be split: each part checked as if typed apart.
                Some(Some((street, city, county, code))) => (
                    required(&mut v, "address", "Address", &street, ADDRESS_MAX),
                    required(&mut v, "address", "City", &city, CITY_MAX),
                    required(&mut v, "address", "County", &county, COUNTY_MAX),
                    required(&mut v, "address", "Postal code", &code, POSTAL_CODE_MAX),
                ),
                // Joined, but not in parts this can tell apart: kept as given.
                Some(None) => (
                    required(&mut v, "address", "Address", &raw.address, ADDRESS_MAX),
                    String::new(),
                    String::new(),
                    String::new(),
                ),
                None => (
                    required(&mut v, "address", "Address", &raw.address, ADDRESS_MAX),
                    required(&mut v, "city", "City", &raw.city, CITY_MAX),
                    required(&mut v, "state", "County", &raw.state, COUNTY_MAX),
                    required(
                        &mut v,
                        "zip_code",
                        "Postal code",
                        &raw.zip_code,
                        POSTAL_CODE_MAX,
                    ),
                ),
            };

        let payment_method = PaymentMethod::parse(&raw.payment_method);
        if payment_method.is_none() {
            v.add("payment_method", INVALID_PAYMENT_METHOD);
        }
        let coupon_code = v
            .check("coupon_code", coupon_code(&raw.coupon_code))
            .unwrap_or_default();
        if let Some(message) = coupon_refused
            && !coupon_code.is_empty()
        {
            v.add("coupon_code", message);
        }
        let preferred_delivery_time = v.check(
            "preferred_delivery_time",
            DeliveryTime::parse(&raw.preferred_delivery_time).map_err(|e| e.message),
        );
        let delivery_instructions = raw.delivery_instructions.trim().to_owned();
        if delivery_instructions.chars().count() > INSTRUCTIONS_MAX {
            v.add(
                "delivery_instructions",
                format!("Delivery instructions must be at most {INSTRUCTIONS_MAX} characters"),
            );
        }
        let buyer_pin = raw.buyer_pin.trim().to_uppercase();
        if !buyer_pin.is_empty() && !super::settings::is_kra_pin(&buyer_pin) {
            v.add("buyer_pin", BUYER_PIN_INVALID);
        }
        let instalments = match raw.payment_plan.trim().to_ascii_lowercase().as_str() {
            "" | "full" => false,
            "lmm" => {
                if payment_method.is_some_and(|m| m != PaymentMethod::Mpesa) {
                    v.add("payment_plan", LMM_BY_MPESA);
                }
                true
            }
            _ => {
                v.add("payment_plan", INVALID_PAYMENT_PLAN);
                false
            }
        };
        if raw.expected_total_cents.is_some_and(|t| t < 0) {
            v.add("expected_total_cents", "Invalid total amount");
        }
        v.finish()?;
        Ok(Self {
            user_id: user_id.to_owned(),
            lines,
            shipping: Shipping {
                customer_name,
                email: shop_common::validate::normalise_email(&email),
                phone,
                address,
                city,
                county,
                postal_code,
            },
            payment_method: payment_method.unwrap_or(PaymentMethod::Cod),
            coupon_code,
            delivery_instructions,
            preferred_delivery_time: preferred_delivery_time.unwrap_or(DeliveryTime::Any),
            expected_total_cents: raw.expected_total_cents,
            idempotency_key: raw.idempotency_key.trim().to_owned(),
            buyer_pin,
            instalments,
            delivery_choice: String::new(),
        })
    }

    /// What makes two placements under one Idempotency-Key "the same request": the SHA-256 of
    /// everything the order keeps from the request once checked (the lines as merged, in their
    /// order; the name as joined; the email lower-cased; the phone normalised (2547XXXXXXXX); the address, payment method,
    /// coupon code (upper-cased, as applied), delivery time and instructions as trimmed, the
    /// delivery method and pickup point) and the total the shopper was shown. The caller and the key themselves are not part of it: the
    /// key is already unique per caller. Spacing around a field or the case of an email or
    /// coupon does not make another request; any other difference does.
    pub fn fingerprint(&self) -> Vec<u8> {
        let s = &self.shipping;
        // A JSON document: every text is delimited and escaped, so no two requests encode alike.
        let mut canonical = serde_json::json!({
            "version": 1,
            "lines": self.lines.iter().map(|l| [l.product_id, i64::from(l.quantity)]).collect::<Vec<_>>(),
            "customer_name": s.customer_name,
            "email": s.email,
            "phone": s.phone,
            "address": [&s.address, &s.city, &s.county, &s.postal_code],
            "payment_method": self.payment_method.as_str(),
            "coupon_code": normalise_code(&self.coupon_code),
            "delivery_instructions": self.delivery_instructions,
            "preferred_delivery_time": self.preferred_delivery_time.as_str(),
            "expected_total_cents": self.expected_total_cents,
        });
        // Only when given, so the requests keyed before the field existed keep their print.
        if !self.buyer_pin.is_empty() {
            canonical["buyer_pin"] = serde_json::json!(self.buyer_pin);
        }
        if self.instalments {
            canonical["payment_plan"] = serde_json::json!("lmm");
        }
        // Standard delivery adds nothing, so the keys of standard orders placed before keep
        // their print; express or a pickup point (by its code) is another request.
        if !self.delivery_choice.is_empty() {
            canonical["delivery"] = serde_json::json!(self.delivery_choice);
        }
        Sha256::digest(canonical.to_string().as_bytes()).to_vec()
    }
}

#[cfg(test)]
mod tests {
    use shop_common::errors::Refusal;

    use super::*;

    fn line(product_id: i64, quantity: i32) -> LineRequest {
        LineRequest {
            product_id,
            quantity,
        }
    }

    fn request() -> RawOrderRequest {
        RawOrderRequest {
            items: vec![line(12, 2)],
            first_name: " Wanjiku ".to_owned(),
            last_name: "Kamau".to_owned(),
            email: "Wanjiku@Example.co.ke".to_owned(),
            phone: "0712 345 678".to_owned(),
            address: "12 Moi Avenue".to_owned(),
            city: "Nairobi".to_owned(),
            state: "Nairobi".to_owned(),
            zip_code: "00100".to_owned(),
            payment_method: "COD".to_owned(),
            preferred_delivery_time: "morning".to_owned(),
            expected_total_cents: Some(10_681_768),
            ..Default::default()
        }
    }

    /// Every (field, message) the request is refused with.
    fn fields_of(raw: RawOrderRequest) -> Vec<(String, String)> {
        Refusal::read(&OrderRequest::parse("u1", raw, None).unwrap_err()).fields
    }

    fn field_of(raw: RawOrderRequest) -> (String, String) {
        let fields = fields_of(raw);
        assert_eq!(fields.len(), 1, "{fields:?}");
        fields[0].clone()
    }

    #[test]
    fn a_good_request_is_trimmed() {
        let order = OrderRequest::parse("u1", request(), None).unwrap();
        assert_eq!(order.user_id, "u1");
        assert_eq!(order.shipping.customer_name, "Wanjiku Kamau");
        assert_eq!(order.shipping.email, "wanjiku@example.co.ke");
        assert_eq!(order.payment_method, PaymentMethod::Cod);
        assert_eq!(order.preferred_delivery_time, DeliveryTime::Morning);
        assert_eq!(
            order.shipping.joined_address(),
            "12 Moi Avenue, Nairobi, Nairobi, 00100"
        );
        // The shop's one phone form (issue 23).
        assert_eq!(order.shipping.phone, "254712345678");
    }

    #[test]
    fn a_phone_in_any_kenyan_form_is_one_request() {
        let with = |phone: &str| {
            let mut raw = request();
            raw.phone = phone.to_owned();
            OrderRequest::parse("u1", raw, None).unwrap()
        };
        let local = with("0712 345 678");
        for same in ["+254 712 345 678", "254712345678", "(0712) 345-678"] {
            let other = with(same);
            assert_eq!(other.shipping.phone, "254712345678", "{same}");
            assert_eq!(other.fingerprint(), local.fingerprint(), "{same}");
        }
        assert_eq!(with("0110345678").shipping.phone, "254110345678");
    }

    #[test]
    fn lines_are_bounded_and_merged() {
        assert_eq!(
            parse_lines([line(1, 2), line(2, 1), line(1, 3)], false).unwrap(),
            vec![line(1, 5), line(2, 1)]
        );
        assert_eq!(
            parse_lines([], false).unwrap_err().message,
            "Your cart is empty"
        );
        assert!(parse_lines([], true).unwrap().is_empty());
        for bad in [line(1, 0), line(1, 100), line(1, -1)] {
            assert_eq!(
                parse_lines([bad], false).unwrap_err().message,
                "Quantity must be between 1 and 99"
            );
        }
        assert!(parse_lines([line(1, 99)], false).is_ok());
        assert!(parse_lines([line(1, 50), line(1, 50)], false).is_err());
        assert_eq!(parse_lines([line(0, 1)], false).unwrap_err().field, "items");
        let fifty: Vec<_> = (1..=50).map(|id| line(id, 1)).collect();
        assert!(parse_lines(fifty.clone(), false).is_ok());
        let fifty_one: Vec<_> = (1..=51).map(|id| line(id, 1)).collect();
        assert!(parse_lines(fifty_one, false).is_err());
    }

    #[test]
    fn each_field_names_itself() {
        type Case = (fn(&mut RawOrderRequest), &'static str, &'static str);
        let cases: Vec<Case> = vec![
            (|r| r.items.clear(), "items", "Your cart is empty"),
            (
                |r| r.first_name = "  ".into(),
                "first_name",
                "First name is required",
            ),
            (
                |r| r.last_name.clear(),
                "last_name",
                "Last name is required",
            ),
            (
                |r| r.last_name = "x".repeat(95),
                "last_name",
                "Name must be at most 100 characters",
            ),
            (
                |r| r.customer_name = "x".repeat(101),
                "customer_name",
                "Name must be at most 100 characters",
            ),
            (|r| r.email.clear(), "email", "Email is required"),
            (
                |r| r.email = "wanjiku@".into(),
                "email",
                "Please enter a valid email address",
            ),
            (|r| r.phone.clear(), "phone", "Phone is required"),
            (
                |r| r.phone = "0712".into(),
                "phone",
                shop_common::phone::INVALID,
            ),
            (
                |r| r.phone = "0712 345 67x".into(),
                "phone",
                shop_common::phone::INVALID,
            ),
            (
                |r| r.phone = format!("0712{}345678", " ".repeat(40)),
                "phone",
                shop_common::phone::INVALID,
            ),
            (|r| r.address.clear(), "address", "Address is required"),
            (
                |r| r.address = "a".repeat(201),
                "address",
                "Address must be at most 200 characters",
            ),
            (|r| r.city.clear(), "city", "City is required"),
            (|r| r.state.clear(), "state", "County is required"),
            (
                |r| r.zip_code.clear(),
                "zip_code",
                "Postal code is required",
            ),
            (
                |r| r.zip_code = "0".repeat(21),
                "zip_code",
                "Postal code must be at most 20 characters",
            ),
            (
                |r| r.payment_method = "bitcoin".into(),
                "payment_method",
                "Invalid payment method",
            ),
            (
                |r| r.payment_method.clear(),
                "payment_method",
                "Invalid payment method",
            ),
            (
                |r| r.coupon_code = "F".repeat(51),
                "coupon_code",
                "Invalid coupon code",
            ),
            (
                |r| r.preferred_delivery_time = "night".into(),
                "preferred_delivery_time",
                "Please select a preferred delivery time",
            ),
            (
                |r| r.delivery_instructions = "x".repeat(501),
                "delivery_instructions",
                "Delivery instructions must be at most 500 characters",
            ),
        ];
        for (change, field, message) in cases {
            let mut raw = request();
            change(&mut raw);
            assert_eq!(field_of(raw), (field.to_owned(), message.to_owned()));
        }
    }

    #[test]
    fn every_violation_is_reported_at_once() {
        let fields = fields_of(RawOrderRequest {
            preferred_delivery_time: "midnight".into(),
            ..Default::default()
        });
        let names: Vec<&str> = fields.iter().map(|(f, _)| f.as_str()).collect();
        assert_eq!(
            names,
            [
                "items",
                "first_name",
                "last_name",
                "email",
                "phone",
                "address",
                "city",
                "state",
                "zip_code",
                "payment_method",
                "preferred_delivery_time"
            ]
        );
        let status = OrderRequest::parse("u1", RawOrderRequest::default(), None).unwrap_err();
        assert!(
            status
                .message()
                .starts_with("Your cart is empty; First name is required")
        );
    }

    #[test]
    fn a_customer_name_replaces_first_and_last() {
        let mut raw = request();
        raw.first_name.clear();
        raw.last_name.clear();
        raw.customer_name = " Otieno Ouma ".into();
        let order = OrderRequest::parse("u1", raw, None).unwrap();
        assert_eq!(order.shipping.customer_name, "Otieno Ouma");
    }

    #[test]
    fn a_joined_address_is_split_when_it_can_be_and_kept_when_not() {
        let joined = |address: &str| {
            let mut raw = request();
            raw.address = address.to_owned();
            raw.city.clear();
            raw.state.clear();
            raw.zip_code.clear();
            OrderRequest::parse("u1", raw, None).map(|o| o.shipping)
        };
        let s = joined("12 Moi Avenue, Nairobi, Nairobi, 00100").unwrap();
        assert_eq!(
            (
                s.address.as_str(),
                s.city.as_str(),
                s.county.as_str(),
                s.postal_code.as_str()
            ),
            ("12 Moi Avenue", "Nairobi", "Nairobi", "00100")
        );
        let s = joined("Apt 4, Riverside Dr, Westlands, Nairobi, Nairobi 00800").unwrap();
        assert_eq!(
            (
                s.address.as_str(),
                s.city.as_str(),
                s.county.as_str(),
                s.postal_code.as_str()
            ),
            (
                "Apt 4, Riverside Dr, Westlands",
                "Nairobi",
                "Nairobi",
                "00800"
            )
        );
        for kept in [
            "Plot 7 near the market, Kisumu",
            "12 Moi Avenue, Nairobi, Nairobi, near KICC",
        ] {
            let s = joined(kept).unwrap();
            assert_eq!(s.address, kept);
            assert!(s.city.is_empty() && s.county.is_empty() && s.postal_code.is_empty());
            assert_eq!(s.joined_address(), kept);
        }
        assert_eq!(
            Refusal::read(&joined(&"a".repeat(201)).unwrap_err()).fields,
            [(
                "address".to_owned(),
                "Address must be at most 200 characters".to_owned()
            )]
        );
    }

    fn fingerprint_of(change: impl FnOnce(&mut RawOrderRequest)) -> Vec<u8> {
        let mut raw = request();
        raw.idempotency_key = "checkout-1".into();
        change(&mut raw);
        OrderRequest::parse("u1", raw, None).unwrap().fingerprint()
    }

    #[test]
    fn the_same_request_has_the_same_fingerprint_whatever_its_spacing_or_case() {
        let first = fingerprint_of(|_| {});
        assert_eq!(first.len(), 32);
        let same: [fn(&mut RawOrderRequest); 7] = [
            |r| r.first_name = "  Wanjiku".into(),
            |r| r.email = " WANJIKU@example.co.ke ".into(),
            |r| r.phone = "0712 345 678 ".into(),
            |r| r.idempotency_key = "another-key".into(),
            // The spec's payload names the shopper once: the same name as joined.
            |r| {
                r.first_name.clear();
                r.last_name.clear();
                r.customer_name = "Wanjiku Kamau".into();
            },
            // Lines are merged before they are compared.
            |r| r.items = vec![line(12, 1), line(12, 1)],
            |r| r.payment_method = "cod".into(),
        ];
        for change in same {
            assert_eq!(fingerprint_of(change), first);
        }
        let mut coupon = request();
        coupon.coupon_code = "freeship".into();
        let mut shouted = request();
        shouted.coupon_code = " FREESHIP ".into();
        assert_eq!(
            OrderRequest::parse("u1", coupon, None)
                .unwrap()
                .fingerprint(),
            OrderRequest::parse("u1", shouted, None)
                .unwrap()
                .fingerprint()
        );
    }

    #[test]
    fn any_other_difference_is_another_request() {
        let first = fingerprint_of(|_| {});
        let different: [fn(&mut RawOrderRequest); 13] = [
            |r| r.items = vec![line(12, 3)],
            |r| r.items = vec![line(13, 2)],
            |r| r.items = vec![line(12, 2), line(13, 1)],
            |r| r.last_name = "Otieno".into(),
            |r| r.email = "other@example.co.ke".into(),
            |r| r.phone = "0722 345 678".into(),
            |r| r.address = "14 Moi Avenue".into(),
            |r| r.zip_code = "00200".into(),
            |r| r.payment_method = "mpesa".into(),
            |r| r.coupon_code = "FREESHIP".into(),
            |r| r.delivery_instructions = "Call at the gate".into(),
            |r| r.preferred_delivery_time = "evening".into(),
            |r| r.expected_total_cents = Some(1),
        ];
        for (i, change) in different.into_iter().enumerate() {
            assert_ne!(fingerprint_of(change), first, "change {i}");
        }
        assert_ne!(fingerprint_of(|r| r.expected_total_cents = None), first);
        // The delivery choice (set by the placement from its delivery fields).
        let with_choice = |choice: &str| {
            let mut raw = request();
            raw.idempotency_key = "checkout-1".into();
            let mut parsed = OrderRequest::parse("u1", raw, None).unwrap();
            parsed.delivery_choice = choice.to_owned();
            parsed.fingerprint()
        };
        assert_eq!(with_choice(""), first, "standard delivery keeps the print");
        let express = with_choice("express");
        let westlands = with_choice("pickup:westlands-showroom");
        let nyali = with_choice("pickup:mombasa-nyali");
        assert_ne!(express, first);
        assert_ne!(westlands, first);
        assert_ne!(westlands, express);
        assert_ne!(westlands, nyali, "another pickup point is another request");
        // The same goods in another order make another order (its lines keep their positions).
        assert_ne!(
            fingerprint_of(|r| r.items = vec![line(12, 2), line(13, 1)]),
            fingerprint_of(|r| r.items = vec![line(13, 1), line(12, 2)])
        );
    }

    #[test]
    fn limits_count_characters_not_bytes() {
        let mut raw = request();
        raw.customer_name = "é".repeat(100);
        assert!(OrderRequest::parse("u1", raw, None).is_ok());
        let mut raw = request();
        raw.email = format!("{}@example.com", "a".repeat(250));
        assert_eq!(field_of(raw).0, "email");
    }
}
