//! Field errors collected over a form, answered as one 400: left only for the checkout and
//! payment forms until their areas move to the auth-free contract of issue 13. The rules and
//! messages of account fields live in the auth service (`services/auth/src/accounts/domain.rs`).

use std::collections::BTreeMap;

use shop_common::validate;

use crate::error::ApiError;

/// Field errors collected over a form, answered as one 400.
#[derive(Default)]
pub struct FieldErrors(BTreeMap<&'static str, String>);

impl FieldErrors {
    pub fn add(&mut self, field: &'static str, message: impl Into<String>) {
        self.0.entry(field).or_insert_with(|| message.into());
    }

    pub fn into_result(self) -> Result<(), ApiError> {
        if self.0.is_empty() {
            Ok(())
        } else {
            Err(ApiError::Validation(self.0))
        }
    }

    /// Email required and address-like, with a form's own wording for a malformed address.
    pub fn email_worded(&mut self, field: &'static str, value: &str, invalid: &str) {
        if value.trim().is_empty() {
            self.add(field, "Email is required");
        } else if !validate::is_email(value) {
            self.add(field, invalid);
        }
    }

    /// A required text of at most `max` characters ('{label} is required').
    pub fn required_text(&mut self, field: &'static str, label: &str, value: &str, max: usize) {
        if value.trim().is_empty() {
            self.add(field, format!("{label} is required"));
        } else {
            self.short_text(field, label, value.trim(), max);
        }
    }

    /// An optional text of at most `max` characters.
    pub fn short_text(&mut self, field: &'static str, label: &str, value: &str, max: usize) {
        if value.chars().count() > max {
            self.add(field, format!("{label} must be at most {max} characters"));
        }
    }
}
