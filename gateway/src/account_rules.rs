//! The spec's validation of account fields (customer spec section 5, admin spec section 5), with
//! its exact messages. The auth service re-checks the same rules as invariants.

use std::collections::BTreeMap;

use shop_common::validate;

use crate::error::ApiError;

pub const MIN_PASSWORD: usize = 6;
pub const MAX_PASSWORD: usize = 128;
pub const MAX_NAME: usize = 100;

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

    /// Email required and address-like, with the login/register wording.
    pub fn email(&mut self, field: &'static str, value: &str) {
        self.email_worded(field, value, "Email is invalid");
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

    pub fn password(&mut self, field: &'static str, value: &str) {
        if value.is_empty() {
            self.add(field, "Password is required");
        } else if value.chars().count() < MIN_PASSWORD {
            self.add(field, "Password must be at least 6 characters");
        } else if value.chars().count() > MAX_PASSWORD {
            self.add(
                field,
                format!("Password must be at most {MAX_PASSWORD} characters"),
            );
        }
    }

    pub fn name(&mut self, field: &'static str, value: &str) {
        self.required_text(field, "Name", value, MAX_NAME);
    }

    /// Exactly 10 digits once everything that is not a digit is removed.
    pub fn phone(&mut self, field: &'static str, value: &str) {
        if value.len() > 30 || value.chars().filter(char::is_ascii_digit).count() != 10 {
            self.add(field, "Phone number must be 10 digits");
        }
    }

    /// An optional text of at most `max` characters (address, city, county, postal code).
    pub fn short_text(&mut self, field: &'static str, label: &str, value: &str, max: usize) {
        if value.chars().count() > max {
            self.add(field, format!("{label} must be at most {max} characters"));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn messages(check: impl FnOnce(&mut FieldErrors)) -> Vec<String> {
        let mut errors = FieldErrors::default();
        check(&mut errors);
        errors.0.into_values().collect()
    }

    #[test]
    fn the_spec_messages() {
        assert_eq!(messages(|e| e.email("email", "")), ["Email is required"]);
        assert_eq!(
            messages(|e| e.email("email", "wanjiku")),
            ["Email is invalid"]
        );
        assert!(messages(|e| e.email("email", "wanjiku@example.co.ke")).is_empty());
        assert_eq!(
            messages(|e| e.password("password", "")),
            ["Password is required"]
        );
        assert_eq!(
            messages(|e| e.password("password", "12345")),
            ["Password must be at least 6 characters"]
        );
        assert_eq!(messages(|e| e.name("name", "  ")), ["Name is required"]);
    }

    #[test]
    fn phones_need_exactly_ten_digits_after_removing_the_rest() {
        assert!(messages(|e| e.phone("phone", "0712 345 678")).is_empty());
        assert!(messages(|e| e.phone("phone", "(071) 234-5678")).is_empty());
        for bad in ["", "071234567", "07123456789", "254712345678"] {
            assert_eq!(
                messages(|e| e.phone("phone", bad)),
                ["Phone number must be 10 digits"],
                "{bad}"
            );
        }
    }

    #[test]
    fn the_first_error_of_a_field_wins() {
        let mut errors = FieldErrors::default();
        errors.email("email", "");
        errors.add("email", "something else");
        assert_eq!(errors.0["email"], "Email is required");
    }
}
