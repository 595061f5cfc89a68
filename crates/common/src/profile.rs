//! The deployment profile (`SHOP_ENV`) and what production refuses at start.
//!
//! Development (the default) runs with the stand-ins of the embedded setup: the Daraja simulator,
//! the sandbox card provider, the dev mailbox, generated secrets. Under `SHOP_ENV=production` a
//! binary whose configuration still holds one of them does not start: each binary collects every
//! offending variable of its own into [`Refusals`] and fails once, naming them all, so an
//! operator fixes the file in one pass instead of one restart per variable.

use std::fmt;

/// Where the binary runs, from `SHOP_ENV`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Profile {
    /// The embedded setup and the tests: stand-ins allowed.
    Development,
    /// A shop that takes real orders: stand-ins and placeholders refused.
    Production,
}

impl Profile {
    /// `SHOP_ENV`: `development` (or unset) or `production`; anything else is an error, so a
    /// typo never silently means development.
    pub fn from_env() -> anyhow::Result<Self> {
        Self::parse(std::env::var("SHOP_ENV").ok().as_deref())
    }

    fn parse(value: Option<&str>) -> anyhow::Result<Self> {
        match value.map(str::trim).unwrap_or("") {
            "" | "development" => Ok(Self::Development),
            "production" => Ok(Self::Production),
            other => anyhow::bail!("SHOP_ENV={other:?} is neither development nor production"),
        }
    }

    pub fn is_production(self) -> bool {
        self == Self::Production
    }
}

impl fmt::Display for Profile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Development => "development",
            Self::Production => "production",
        })
    }
}

/// The offending variables of one binary's configuration, refused together.
#[derive(Debug, Default)]
pub struct Refusals(Vec<(String, String)>);

impl Refusals {
    /// Refuses `variable` for `why` when `offends`.
    pub fn check(&mut self, offends: bool, variable: &str, why: &str) {
        if offends {
            self.0.push((variable.to_owned(), why.to_owned()));
        }
    }

    /// Refuses a secret that is unset or still a placeholder of an example file.
    pub fn secret(&mut self, variable: &str, value: &str) {
        if value.trim().is_empty() {
            self.check(true, variable, "must be set");
        } else {
            self.check(
                is_placeholder(value),
                variable,
                "is a placeholder from an example file: generate a random value",
            );
        }
    }

    /// Refuses an address that is not `https://`.
    pub fn https(&mut self, variable: &str, url: &str) {
        self.check(
            !url.trim().to_ascii_lowercase().starts_with("https://"),
            variable,
            "must be an https:// address",
        );
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The offending variables' names, in the order found.
    pub fn variables(&self) -> Vec<&str> {
        self.0.iter().map(|(name, _)| name.as_str()).collect()
    }

    /// One error naming every offending variable, or `Ok` when there is none.
    pub fn into_result(self, binary: &str) -> anyhow::Result<()> {
        if self.0.is_empty() {
            return Ok(());
        }
        let lines: Vec<String> = self
            .0
            .iter()
            .map(|(name, why)| format!("  {name}: {why}"))
            .collect();
        anyhow::bail!(
            "{binary} refuses to start with SHOP_ENV=production; fix these variables:\n{}",
            lines.join("\n")
        )
    }
}

/// Whether `value` is one of the placeholders example files ship (`change-me`, `changeme`,
/// `example`, `placeholder`), whatever the case.
pub fn is_placeholder(value: &str) -> bool {
    let lower = value.to_ascii_lowercase();
    [
        "change-me",
        "change_me",
        "changeme",
        "example",
        "placeholder",
    ]
    .iter()
    .any(|word| lower.contains(word))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_profile_is_development_unless_production_is_spelled_out() {
        assert_eq!(Profile::parse(None).unwrap(), Profile::Development);
        assert_eq!(Profile::parse(Some("")).unwrap(), Profile::Development);
        assert_eq!(
            Profile::parse(Some("production")).unwrap(),
            Profile::Production
        );
        let err = Profile::parse(Some("prod")).unwrap_err().to_string();
        assert!(err.contains("SHOP_ENV=\"prod\""), "{err}");
    }

    #[test]
    fn every_refusal_is_named_in_one_error() {
        let mut refusals = Refusals::default();
        refusals.secret("JWT_SECRET", "change-me-change-me-change-me-change-me");
        refusals.secret("MEDIA_UPLOAD_SECRET", "");
        refusals.https("PUBLIC_BASE_URL", "http://shop.example");
        refusals.secret("DARAJA_CALLBACK_SECRET", "f3Jk9-long-random_value");
        refusals.https("DARAJA_CALLBACK_URL", "https://shop.co.ke/cb");
        assert_eq!(
            refusals.variables(),
            ["JWT_SECRET", "MEDIA_UPLOAD_SECRET", "PUBLIC_BASE_URL"]
        );
        let err = refusals.into_result("auth").unwrap_err().to_string();
        for name in ["JWT_SECRET", "MEDIA_UPLOAD_SECRET", "PUBLIC_BASE_URL"] {
            assert!(err.contains(name), "{err}");
        }
        assert!(!err.contains("DARAJA"), "{err}");
        assert!(Refusals::default().into_result("auth").is_ok());
    }

    #[test]
    fn placeholders_are_recognised_in_any_case() {
        assert!(is_placeholder("CHANGE-ME"));
        assert!(is_placeholder("secret-changeme-123"));
        assert!(!is_placeholder("q8Zr1fLw0c7Yt3Vx"));
    }
}
