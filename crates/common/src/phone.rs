//! THE rule for a Kenyan mobile number, wherever a shopper types one (the M-Pesa payer, the
//! delivery phone at checkout, registration and the profile): `07XX XXX XXX`, `01XX XXX XXX`,
//! `+254 7XX XXX XXX` or `254 7XX XXX XXX` (and `1` for `7`), with spaces, `-` and brackets
//! anywhere and `+` only in front. It is stored and sent on in one form, `2547XXXXXXXX` /
//! `2541XXXXXXXX`: what Daraja's `PartyA` takes and what an SMS provider dials.
//!
//! The web app's `web/src/lib/phone.ts` mirrors it; both are tested against the same table
//! (`web/src/lib/phone-cases.json`). Each form words its own message.

/// A Kenyan mobile number in its stored form: `254`, then `7` or `1`, then 8 digits.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct KenyanPhone(String);

/// Digits of a stored number.
const STORED_LEN: usize = 12;

impl KenyanPhone {
    /// The number `text` names in any of the accepted forms, or `None`. Blank text is `None`
    /// too; a caller that needs "required" checks for blank first.
    pub fn parse(text: &str) -> Option<Self> {
        let trimmed = text.trim();
        let (plus, rest) = match trimmed.strip_prefix('+') {
            Some(rest) => (true, rest),
            None => (false, trimmed),
        };
        let mut digits = String::with_capacity(STORED_LEN);
        for c in rest.chars() {
            match c {
                '0'..='9' => digits.push(c),
                ' ' | '-' | '(' | ')' => {}
                _ => return None,
            }
        }
        let national = match (plus, digits.len()) {
            (_, 12) => digits.strip_prefix("254")?,
            (false, 10) => digits.strip_prefix('0')?,
            _ => return None,
        };
        matches!(national.as_bytes().first(), Some(b'7' | b'1'))
            .then(|| Self(format!("254{national}")))
    }

    /// `2547XXXXXXXX`.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// As a Kenyan writes it: `0712 345 678`.
    pub fn local(&self) -> String {
        let national = &self.0[3..];
        format!("0{} {} {}", &national[..3], &national[3..6], &national[6..])
    }

    pub fn into_string(self) -> String {
        self.0
    }
}

impl std::fmt::Display for KenyanPhone {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// The message of the delivery phone, registration and profile forms for a number
/// [`KenyanPhone::parse`] refuses (the M-Pesa field keeps the spec's own wording).
pub const INVALID: &str = "Please enter a valid Kenyan phone number (0712 345 678)";

#[cfg(test)]
mod tests {
    use super::*;

    struct Cases {
        accepted: Vec<(String, String)>,
        refused: Vec<String>,
    }

    /// The table the web app's parser is tested against too.
    fn cases() -> Cases {
        let table: serde_json::Value =
            serde_json::from_str(include_str!("../../../web/src/lib/phone-cases.json")).unwrap();
        let text = |v: &serde_json::Value| v.as_str().unwrap().to_owned();
        Cases {
            accepted: table["accepted"]
                .as_array()
                .unwrap()
                .iter()
                .map(|pair| (text(&pair[0]), text(&pair[1])))
                .collect(),
            refused: table["refused"]
                .as_array()
                .unwrap()
                .iter()
                .map(text)
                .collect(),
        }
    }

    #[test]
    fn the_shared_table() {
        let cases = cases();
        assert!(cases.accepted.len() >= 10 && cases.refused.len() >= 10);
        for (typed, stored) in &cases.accepted {
            assert_eq!(
                KenyanPhone::parse(typed).map(KenyanPhone::into_string),
                Some(stored.clone()),
                "{typed:?}"
            );
        }
        for typed in &cases.refused {
            assert_eq!(KenyanPhone::parse(typed), None, "{typed:?}");
        }
    }

    #[test]
    fn the_local_form() {
        let phone = KenyanPhone::parse("+254 720 130 238").unwrap();
        assert_eq!(phone.as_str(), "254720130238");
        assert_eq!(phone.local(), "0720 130 238");
        assert_eq!(phone.to_string(), "254720130238");
    }
}
