//! The gateway's input readers, in one place: what a request's query string, JSON body and
//! path segments hold, read for their shape only (a whole number where a number goes, an
//! amount of shillings, ids, quantities, text). The rules on the values are the services':
//! a shape problem is answered as `validation_failed` together with what the service refused,
//! so a client sees every bad field in one 400.
//!
//! Query strings ([`QueryString`]): unknown parameters are ignored; a repeated one counts by
//! its last value; an empty value counts as absent. A route reads its query string into its
//! parameters type ([`Query`]), the `IntoParams` type the document describes it by.

use std::collections::BTreeMap;

use axum::extract::rejection::PathRejection;
use axum::extract::{FromRequestParts, Path};
use axum::http::request::Parts;
use serde_json::Value;

use crate::error::{ApiError, ErrorCode};
use crate::extract::{QueryPairs, last_value};

// ---- Query strings

/// A route's parameters, read from its query string.
pub(crate) trait FromQuery {
    /// Reads every parameter; one of the wrong shape is recorded in `query`, not returned.
    fn from_query(query: &mut QueryString<'_>) -> Self;
}

/// Declares a route's query parameters once: the `IntoParams` struct the document describes
/// and its [`FromQuery`] reader, each field read by the [`QueryString`] method written after it
/// (`page: Option<u32> = whole("page")`). What the document says is what the handler reads.
macro_rules! query_params {
    ($(#[$meta:meta])* $vis:vis struct $name:ident {
        $($(#[$field_meta:meta])* $field:ident: $type:ty = $read:ident($param:literal),)+
    }) => {
        #[derive(utoipa::IntoParams)]
        $(#[$meta])*
        $vis struct $name {
            $($(#[$field_meta])* $field: $type,)+
        }

        impl $crate::input::FromQuery for $name {
            fn from_query(query: &mut $crate::input::QueryString<'_>) -> Self {
                Self { $($field: query.$read($param),)+ }
            }
        }
    };
}

pub(crate) use query_params;

/// The extractor of a route's parameters `T`, with the problems of shape found reading them:
/// answered with the service's own refusals ([`ShapeErrors::answer`]) or before asking it
/// ([`ShapeErrors::finish`]).
pub(crate) struct Query<T>(pub(crate) T, pub(crate) ShapeErrors);

impl<S: Send + Sync, T: FromQuery> FromRequestParts<S> for Query<T> {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, ApiError> {
        let QueryPairs(pairs) = QueryPairs::from_request_parts(parts, state).await?;
        Ok(Self::read(&pairs))
    }
}

impl<T: FromQuery> Query<T> {
    /// `T` read from a query string's `pairs`.
    pub(crate) fn read(pairs: &[(String, String)]) -> Self {
        let mut query = QueryString::new(pairs);
        let params = T::from_query(&mut query);
        Self(params, query.problems)
    }
}

/// An amount in cents of a shilling.
pub(crate) type Cents = i64;

pub(crate) struct QueryString<'a> {
    params: &'a [(String, String)],
    /// Problems of shape, by REST parameter name.
    problems: ShapeErrors,
}

impl<'a> QueryString<'a> {
    pub(crate) fn new(params: &'a [(String, String)]) -> Self {
        Self {
            params,
            problems: ShapeErrors::default(),
        }
    }

    /// The value of `name` (the last one when repeated), trimmed; empty counts as absent.
    pub(crate) fn text(&self, name: &str) -> Option<&'a str> {
        last_value(self.params, name)
            .map(str::trim)
            .filter(|v| !v.is_empty())
    }

    /// The value of `name`, as [`QueryString::text`].
    pub(crate) fn string(&self, name: &str) -> Option<String> {
        self.text(name).map(str::to_owned)
    }

    /// A whole number. One too large for the request is sent as the largest it holds, so the
    /// catalog refuses it with its range.
    pub(crate) fn whole(&mut self, name: &str) -> Option<u32> {
        let text = self.text(name)?;
        if !text.bytes().all(|b| b.is_ascii_digit()) {
            self.problem(name, format!("{name} must be a whole number"));
            return None;
        }
        Some(text.parse().unwrap_or(u32::MAX))
    }

    /// An amount of shillings with at most two decimals (`12500`, `1299.5`, `-3`), in cents.
    pub(crate) fn amount(&mut self, name: &str) -> Option<Cents> {
        let text = self.text(name)?;
        let cents = cents(text);
        if cents.is_none() {
            self.problem(
                name,
                format!("{name} must be an amount in shillings, such as 1299.50"),
            );
        }
        cents
    }

    /// `true`/`1` or `false`/`0`.
    pub(crate) fn flag(&mut self, name: &str) -> Option<bool> {
        let flag = match self.text(name)? {
            "true" | "1" => Some(true),
            "false" | "0" => Some(false),
            _ => None,
        };
        if flag.is_none() {
            self.problem(name, format!("{name} must be true or false"));
        }
        flag
    }

    /// A comma list: values trimmed, blanks dropped.
    pub(crate) fn list(&self, name: &str) -> Vec<String> {
        self.text(name)
            .map(|text| {
                text.split(',')
                    .map(str::trim)
                    .filter(|v| !v.is_empty())
                    .map(str::to_owned)
                    .collect()
            })
            .unwrap_or_default()
    }

    /// A problem of shape with the parameter `name` (the first one found counts).
    fn problem(&mut self, name: &str, message: String) {
        self.problems.0.entry(name.to_owned()).or_insert(message);
    }
}

// ---- JSON bodies

/// A product id as JSON may carry it: a whole number, or digits in a string. Its range is the
/// service's to judge.
pub(crate) fn product_id(value: &Value) -> Option<i64> {
    match value {
        Value::Number(n) => n.as_i64(),
        Value::String(s) if s.len() <= 18 && s.bytes().all(|b| b.is_ascii_digit()) => {
            s.parse().ok()
        }
        _ => None,
    }
}

/// A quantity as JSON carries it: a whole number that fits the service's field. Its range is
/// the service's to judge.
pub(crate) fn quantity(value: &Value) -> Option<i32> {
    value.as_i64().and_then(|q| i32::try_from(q).ok())
}

/// The fields of a request that do not have the shape a route reads (a number where text is
/// expected, items that are not a list): answered together as one `validation_failed`, before
/// the service is asked or with what it refused.
#[derive(Default)]
pub(crate) struct ShapeErrors(BTreeMap<String, String>);

impl ShapeErrors {
    pub(crate) fn add(&mut self, field: &str, message: impl Into<String>) {
        self.0.insert(field.to_owned(), message.into());
    }

    pub(crate) fn finish(self) -> Result<(), ApiError> {
        if self.0.is_empty() {
            return Ok(());
        }
        Err(ApiError::invalid_fields(self.0))
    }

    /// A service's answer to the request read with these problems. With problems, a 400 naming
    /// them and every field the service refused too; otherwise the answer as it is.
    pub(crate) fn answer<T>(self, answer: Result<T, tonic::Status>) -> Result<T, ApiError> {
        if self.0.is_empty() {
            return Ok(answer?);
        }
        let mut fields = self.0;
        if let Err(status) = answer
            && let ApiError {
                code: ErrorCode::ValidationFailed,
                fields: refused,
                ..
            } = ApiError::from(status)
        {
            for (field, message) in refused {
                fields.entry(field).or_insert(message);
            }
        }
        Err(ApiError::invalid_fields(fields))
    }
}

// ---- Path segments and form fields

/// The product id of a path (`/products/{id}`): a whole number (its range is the catalog's to
/// judge), else the 400 naming `id`.
pub(crate) fn product_path_id(id: &str) -> Result<i64, ApiError> {
    id.trim().parse().map_err(|_| {
        let message = "Product ID must be a whole number".to_owned();
        ApiError::invalid_fields([("id".to_owned(), message)].into())
    })
}

/// The one path parameter of a route; a segment that is not UTF-8 once decoded is a 400 in the
/// API's error shape (not axum's plain-text rejection).
pub(crate) fn segment(path: Result<Path<String>, PathRejection>) -> Result<String, ApiError> {
    path.map(|Path(segment)| segment)
        .map_err(|_| ApiError::coded(ErrorCode::BadRequest, "The path is malformed"))
}

/// A field of a payment form as the service reads it: a JSON string as it is, digits sent as a
/// JSON number (a phone or card number) as those digits, absent or null as "", anything else
/// as its JSON text (which the service then refuses with the field's own message).
pub(crate) fn text(value: Option<Value>) -> String {
    match value {
        None | Some(Value::Null) => String::new(),
        Some(Value::String(text)) => text,
        Some(other) => other.to_string(),
    }
}

// ---- Money

/// Cents of a shilling amount (`12500`, `1299.5`, `.5`, `-3`): an optional minus, digits, and
/// at most two decimals; no plus, exponent, separator or blank. One beyond the range of cents
/// saturates, so a service refuses it with its own range. The gateway's one KSh parser.
pub(crate) fn cents(text: &str) -> Option<i64> {
    let (negative, digits) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    let (whole, frac) = digits.split_once('.').unwrap_or((digits, ""));
    if (whole.is_empty() && frac.is_empty())
        || !whole.bytes().all(|b| b.is_ascii_digit())
        || !frac.bytes().all(|b| b.is_ascii_digit())
        || frac.len() > 2
    {
        return None;
    }
    let whole: i64 = if whole.is_empty() {
        0
    } else {
        whole.parse().unwrap_or(i64::MAX / 100)
    };
    let frac: i64 = format!("{frac:0<2}").parse().unwrap_or(0);
    let cents = whole.saturating_mul(100).saturating_add(frac);
    Some(if negative { -cents } else { cents })
}

/// A shilling amount a client sends (`"12500"`, `"1299.50"`, blanks around allowed) in cents:
/// [`cents`] without a sign, at most `max_cents`.
pub(crate) fn parse_ksh(text: &str, max_cents: i64) -> Option<i64> {
    let text = text.trim();
    if text.starts_with('-') {
        return None;
    }
    cents(text).filter(|&cents| cents <= max_cents)
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn q(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
        pairs
            .iter()
            .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
            .collect()
    }

    #[test]
    fn shapes_are_checked_and_values_passed_on() {
        let params = q(&[
            ("page", "2"),
            ("page", "3"),
            ("limit", "99999999999"),
            ("featured", "1"),
            ("onSale", ""),
            ("tags", " a, ,b,"),
        ]);
        let mut query = QueryString::new(&params);
        assert_eq!(query.whole("page"), Some(3));
        assert_eq!(query.whole("limit"), Some(u32::MAX));
        assert_eq!(query.flag("featured"), Some(true));
        assert_eq!(query.flag("onSale"), None);
        assert_eq!(query.list("tags"), ["a", "b"]);
        assert!(query.problems.0.is_empty());

        let params = q(&[("page", "-1"), ("limit", "1.5"), ("inStock", "yes")]);
        let mut query = QueryString::new(&params);
        assert_eq!(query.whole("page"), None);
        assert_eq!(query.whole("limit"), None);
        assert_eq!(query.flag("inStock"), None);
        let keys: Vec<&String> = query.problems.0.keys().collect();
        assert_eq!(keys, ["inStock", "limit", "page"]);
    }

    #[test]
    fn problems_of_shape_are_answered_with_the_catalogs_violations() {
        let params = q(&[("page", "x")]);
        let mut query = QueryString::new(&params);
        query.whole("page");
        let mut violations = shop_common::errors::Violations::new();
        violations.add(
            "min_price_cents",
            "minPrice cannot be greater than maxPrice",
        );
        let refused: Result<(), _> = Err(violations.finish().unwrap_err());
        match query.problems.answer(refused) {
            Err(ApiError { code, fields, .. }) => {
                assert_eq!(code, ErrorCode::ValidationFailed);
                let keys: Vec<&String> = fields.keys().collect();
                assert_eq!(keys, ["minPrice", "page"]);
            }
            other => panic!("{other:?}"),
        }
        // The catalog's other answers do not hide the problems of shape.
        let mut query = QueryString::new(&params);
        query.whole("page");
        let down: Result<(), _> = Err(tonic::Status::unavailable("down"));
        assert!(matches!(
            query.problems.answer(down),
            Err(ApiError {
                code: ErrorCode::ValidationFailed,
                ..
            })
        ));
    }

    #[test]
    fn amounts_are_read_into_cents() {
        for (text, expected) in [
            ("12500", Some(1_250_000)),
            ("1299.5", Some(129_950)),
            ("0.05", Some(5)),
            (".5", Some(50)),
            ("-3", Some(-300)),
            ("99999999999999999999", Some(i64::MAX / 100 * 100)),
        ] {
            assert_eq!(cents(text), expected, "{text}");
        }
        for bad in ["", ".", "-", "1e5", "abc", "12.345", "1,000", "NaN", "+5"] {
            assert_eq!(cents(bad), None, "{bad}");
        }
    }

    #[test]
    fn parses_shillings_into_cents() {
        assert_eq!(parse_ksh("12500", i64::MAX), Some(1_250_000));
        assert_eq!(parse_ksh("1299.5", i64::MAX), Some(129_950));
        assert_eq!(parse_ksh("0.05", i64::MAX), Some(5));
        assert_eq!(parse_ksh(" 10 ", i64::MAX), Some(1000));
    }

    #[test]
    fn refuses_what_is_not_a_plain_amount() {
        for bad in ["", ".", "-5", "1e5", "abc", "12.345", "1,000", "NaN"] {
            assert_eq!(parse_ksh(bad, i64::MAX), None, "{bad}");
        }
        assert_eq!(parse_ksh("101", 10_000), None);
        assert_eq!(parse_ksh("99999999999999", 100_000_000_000_000), None);
    }

    #[test]
    fn fields_pass_on_as_the_text_they_are() {
        assert_eq!(text(None), "");
        assert_eq!(text(Some(json!(null))), "");
        assert_eq!(text(Some(json!(" 254 708 "))), " 254 708 ");
        assert_eq!(text(Some(json!(4242424242424242u64))), "4242424242424242");
        assert_eq!(text(Some(json!(true))), "true");
        assert_eq!(text(Some(json!({"n": 1}))), r#"{"n":1}"#);
    }
}
