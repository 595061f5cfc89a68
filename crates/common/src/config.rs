//! Reading typed configuration from environment variables, with defaults for the embedded setup.
//!
//! Each binary declares its own config struct and builds it with these functions, so a wrong
//! value fails at start-up with a message naming the variable instead of deep in a request.

use std::fmt::Display;
use std::str::FromStr;

/// The variable's value, or `default` when it is unset or empty.
pub fn string(name: &str, default: &str) -> String {
    match std::env::var(name) {
        Ok(value) if !value.trim().is_empty() => value,
        _ => default.to_owned(),
    }
}

/// The variable parsed as `T`, or `default` when unset. A value that does not parse is an error
/// that names the variable.
pub fn parse<T>(name: &str, default: T) -> anyhow::Result<T>
where
    T: FromStr,
    T::Err: Display,
{
    parse_value(name, std::env::var(name).ok().as_deref(), default)
}

/// `value`, the value of the variable `name`, parsed as in [`parse`].
fn parse_value<T>(name: &str, value: Option<&str>, default: T) -> anyhow::Result<T>
where
    T: FromStr,
    T::Err: Display,
{
    match value {
        Some(value) if !value.trim().is_empty() => value
            .trim()
            .parse()
            .map_err(|e| anyhow::anyhow!("environment variable {name}={value:?} is invalid: {e}")),
        _ => Ok(default),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unset_variables_fall_back_to_the_default() {
        assert_eq!(string("SHOP_TEST_SURELY_UNSET", "x"), "x");
        assert_eq!(parse::<u16>("SHOP_TEST_SURELY_UNSET", 7).unwrap(), 7);
    }

    #[test]
    fn an_unparsable_value_names_the_variable() {
        let err = parse_value::<u16>("SHOP_TEST_BAD_PORT", Some("eighty"), 80)
            .unwrap_err()
            .to_string();
        assert!(err.contains("SHOP_TEST_BAD_PORT"), "{err}");
    }
}
