//! What a valid order request is (customer spec section 5, "Checkout"): its lines, the shipping
//! details, the payment method, the delivery slot and instructions. The gateway checks the same
//! with every field's message; this is the service's own guard, reporting the first problem.

use super::{DeliveryTime, Invalid, MAX_LINES, MAX_QUANTITY, PaymentMethod, phone};

pub const NAME_MAX: usize = 100;
pub const ADDRESS_MAX: usize = 200;
pub const CITY_MAX: usize = 100;
pub const COUNTY_MAX: usize = 100;
pub const POSTAL_CODE_MAX: usize = 20;
pub const INSTRUCTIONS_MAX: usize = 500;

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
    let quantity_error = || {
        Invalid::new(
            "items",
            format!("Quantity must be between 1 and {MAX_QUANTITY}"),
        )
    };
    let mut lines: Vec<LineRequest> = Vec::with_capacity(items.len());
    for item in items {
        if item.product_id <= 0 {
            return Err(Invalid::new("items", "Invalid product"));
        }
        if !(1..=MAX_QUANTITY).contains(&item.quantity) {
            return Err(quantity_error());
        }
        match lines.iter_mut().find(|l| l.product_id == item.product_id) {
            Some(line) => {
                line.quantity += item.quantity;
                if line.quantity > MAX_QUANTITY {
                    return Err(quantity_error());
                }
            }
            None => lines.push(item),
        }
    }
    Ok(lines)
}

/// Where the order goes and whom to call, trimmed.
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
    /// Trims every field and checks it. Field names are the REST request's (`state` is the
    /// county, `zipCode` the postal code).
    pub fn parse(raw: Shipping) -> Result<Self, Invalid> {
        let customer_name = required(&raw.customer_name, "customerName", "Name", NAME_MAX)?;
        let email = raw.email.trim().to_owned();
        if email.is_empty() {
            return Err(Invalid::new("email", "Email is required"));
        }
        if !shop_common::validate::is_email(&email) {
            return Err(Invalid::new("email", "Please enter a valid email address"));
        }
        let phone = raw.phone.trim().to_owned();
        if phone.is_empty() {
            return Err(Invalid::new("phone", "Phone is required"));
        }
        if phone::digits(&phone).is_none() {
            return Err(Invalid::new("phone", "Please enter a valid phone number"));
        }
        Ok(Self {
            customer_name,
            email,
            phone,
            address: required(&raw.address, "address", "Address", ADDRESS_MAX)?,
            city: required(&raw.city, "city", "City", CITY_MAX)?,
            county: required(&raw.county, "state", "County", COUNTY_MAX)?,
            postal_code: required(&raw.postal_code, "zipCode", "Postal code", POSTAL_CODE_MAX)?,
        })
    }

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

fn required(text: &str, field: &'static str, label: &str, max: usize) -> Result<String, Invalid> {
    let text = text.trim();
    if text.is_empty() {
        return Err(Invalid::new(field, format!("{label} is required")));
    }
    if text.chars().count() > max {
        return Err(Invalid::new(
            field,
            format!("{label} must be at most {max} characters"),
        ));
    }
    Ok(text.to_owned())
}

/// An order request, checked (the coupon is checked against its campaign separately).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OrderRequest {
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
}

/// The unchecked request, as it arrives.
#[derive(Debug, Clone, Default)]
pub struct RawOrderRequest {
    pub user_id: String,
    pub items: Vec<LineRequest>,
    pub shipping: Shipping,
    pub payment_method: String,
    pub coupon_code: String,
    pub delivery_instructions: String,
    pub preferred_delivery_time: String,
    pub expected_total_cents: Option<i64>,
    pub idempotency_key: String,
}

impl OrderRequest {
    pub fn parse(raw: RawOrderRequest) -> Result<Self, Invalid> {
        let user_id = raw.user_id.trim().to_owned();
        if user_id.is_empty() {
            return Err(Invalid::new("userId", "Unauthorized - please log in"));
        }
        let lines = parse_lines(raw.items, false)?;
        let shipping = Shipping::parse(raw.shipping)?;
        let payment_method = PaymentMethod::parse(&raw.payment_method)
            .ok_or_else(|| Invalid::new("paymentMethod", "Invalid payment method"))?;
        let preferred_delivery_time = DeliveryTime::parse(&raw.preferred_delivery_time)?;
        let delivery_instructions = raw.delivery_instructions.trim().to_owned();
        if delivery_instructions.chars().count() > INSTRUCTIONS_MAX {
            return Err(Invalid::new(
                "deliveryInstructions",
                format!("Delivery instructions must be at most {INSTRUCTIONS_MAX} characters"),
            ));
        }
        if raw.expected_total_cents.is_some_and(|t| t < 0) {
            return Err(Invalid::new("totalAmount", "Invalid total amount"));
        }
        Ok(Self {
            user_id,
            lines,
            shipping,
            payment_method,
            coupon_code: raw.coupon_code.trim().to_owned(),
            delivery_instructions,
            preferred_delivery_time,
            expected_total_cents: raw.expected_total_cents,
            idempotency_key: raw.idempotency_key.trim().to_owned(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(product_id: i64, quantity: i32) -> LineRequest {
        LineRequest {
            product_id,
            quantity,
        }
    }

    fn shipping() -> Shipping {
        Shipping {
            customer_name: " Wanjiku Kamau ".to_owned(),
            email: "wanjiku@example.co.ke".to_owned(),
            phone: "0712 345 678".to_owned(),
            address: "12 Moi Avenue".to_owned(),
            city: "Nairobi".to_owned(),
            county: "Nairobi".to_owned(),
            postal_code: "00100".to_owned(),
        }
    }

    fn request() -> RawOrderRequest {
        RawOrderRequest {
            user_id: "u1".to_owned(),
            items: vec![line(12, 2)],
            shipping: shipping(),
            payment_method: "cod".to_owned(),
            coupon_code: String::new(),
            delivery_instructions: String::new(),
            preferred_delivery_time: "morning".to_owned(),
            expected_total_cents: Some(10_681_768),
            idempotency_key: String::new(),
        }
    }

    fn field_of(raw: RawOrderRequest) -> (&'static str, String) {
        let err = OrderRequest::parse(raw).unwrap_err();
        (err.field, err.message)
    }

    #[test]
    fn a_good_request_is_trimmed() {
        let order = OrderRequest::parse(request()).unwrap();
        assert_eq!(order.shipping.customer_name, "Wanjiku Kamau");
        assert_eq!(order.payment_method, PaymentMethod::Cod);
        assert_eq!(order.preferred_delivery_time, DeliveryTime::Morning);
        assert_eq!(
            order.shipping.joined_address(),
            "12 Moi Avenue, Nairobi, Nairobi, 00100"
        );
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
                |r| r.user_id.clear(),
                "userId",
                "Unauthorized - please log in",
            ),
            (
                |r| r.shipping.customer_name = "  ".into(),
                "customerName",
                "Name is required",
            ),
            (
                |r| r.shipping.customer_name = "x".repeat(101),
                "customerName",
                "Name must be at most 100 characters",
            ),
            (|r| r.shipping.email.clear(), "email", "Email is required"),
            (
                |r| r.shipping.email = "wanjiku@".into(),
                "email",
                "Please enter a valid email address",
            ),
            (|r| r.shipping.phone.clear(), "phone", "Phone is required"),
            (
                |r| r.shipping.phone = "0712".into(),
                "phone",
                "Please enter a valid phone number",
            ),
            (
                |r| r.shipping.phone = "0712 345 67x".into(),
                "phone",
                "Please enter a valid phone number",
            ),
            (
                |r| r.shipping.address.clear(),
                "address",
                "Address is required",
            ),
            (
                |r| r.shipping.address = "a".repeat(201),
                "address",
                "Address must be at most 200 characters",
            ),
            (|r| r.shipping.city.clear(), "city", "City is required"),
            (|r| r.shipping.county.clear(), "state", "County is required"),
            (
                |r| r.shipping.postal_code.clear(),
                "zipCode",
                "Postal code is required",
            ),
            (
                |r| r.shipping.postal_code = "0".repeat(21),
                "zipCode",
                "Postal code must be at most 20 characters",
            ),
            (
                |r| r.payment_method = "bitcoin".into(),
                "paymentMethod",
                "Invalid payment method",
            ),
            (
                |r| r.payment_method.clear(),
                "paymentMethod",
                "Invalid payment method",
            ),
            (
                |r| r.preferred_delivery_time = "night".into(),
                "preferredDeliveryTime",
                "Please select a preferred delivery time",
            ),
            (
                |r| r.delivery_instructions = "x".repeat(501),
                "deliveryInstructions",
                "Delivery instructions must be at most 500 characters",
            ),
        ];
        for (change, field, message) in cases {
            let mut raw = request();
            change(&mut raw);
            assert_eq!(field_of(raw), (field, message.to_owned()));
        }
    }

    #[test]
    fn limits_count_characters_not_bytes() {
        let mut raw = request();
        raw.shipping.customer_name = "é".repeat(100);
        assert!(OrderRequest::parse(raw).is_ok());
        let mut raw = request();
        raw.shipping.email = format!("{}@example.com", "a".repeat(250));
        assert_eq!(field_of(raw).0, "email");
    }
}
