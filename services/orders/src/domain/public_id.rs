//! The order number shoppers see and type: "SF" and 8 random characters of Crockford's base32
//! (digits and capitals without I, L, O and U, which are read as 1, 1, 0 and V), 10 characters in
//! all, so it also fits M-Pesa's 12-character account reference. 40 random bits: a collision is
//! rare, and the unique index turns one into a retry.

/// Crockford's base32 alphabet.
const ALPHABET: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const PREFIX: &str = "SF";
const RANDOM_CHARS: usize = 8;

/// A fresh order number.
pub fn generate() -> Result<String, getrandom::Error> {
    let mut bytes = [0u8; 5];
    getrandom::fill(&mut bytes)?;
    Ok(encode(bytes))
}

/// The number for 40 random bits, 5 bits per character, most significant first.
fn encode(bytes: [u8; 5]) -> String {
    let bits = bytes.iter().fold(0u64, |acc, &b| (acc << 8) | u64::from(b));
    let mut id = String::with_capacity(PREFIX.len() + RANDOM_CHARS);
    id.push_str(PREFIX);
    for i in (0..RANDOM_CHARS).rev() {
        let index = usize::try_from((bits >> (i * 5)) & 0x1f).unwrap_or(0);
        id.push(char::from(ALPHABET[index]));
    }
    id
}

/// The stored form of something a person typed as an order number: trimmed and upper-cased,
/// or `None` when it cannot be one.
pub fn normalise(text: &str) -> Option<String> {
    let upper = text.trim().to_ascii_uppercase();
    let random = upper.strip_prefix(PREFIX)?;
    (random.len() == RANDOM_CHARS && random.bytes().all(|b| ALPHABET.contains(&b))).then_some(upper)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn has_the_documented_shape() {
        for _ in 0..200 {
            let id = generate().unwrap();
            assert_eq!(id.len(), 10, "{id}");
            assert!(id.starts_with("SF"), "{id}");
            assert!(
                id[2..]
                    .chars()
                    .all(|c| c.is_ascii_digit() || c.is_ascii_uppercase()),
                "{id}"
            );
            assert!(!id[2..].contains(['I', 'L', 'O', 'U']), "{id}");
            assert_eq!(normalise(&id).as_deref(), Some(id.as_str()));
        }
    }

    #[test]
    fn encodes_every_bit() {
        assert_eq!(encode([0; 5]), "SF00000000");
        assert_eq!(encode([0xff; 5]), "SFZZZZZZZZ");
        assert_eq!(encode([0, 0, 0, 0, 0x21]), "SF00000011");
    }

    #[test]
    fn draws_differ() {
        let ids: std::collections::HashSet<String> =
            (0..1000).map(|_| generate().unwrap()).collect();
        assert_eq!(ids.len(), 1000);
    }

    #[test]
    fn normalises_what_people_type() {
        assert_eq!(normalise(" sf7k3m9qxa ").as_deref(), Some("SF7K3M9QXA"));
        assert_eq!(normalise("SF7K3M9QX"), None);
        assert_eq!(normalise("SF7K3M9QXAB"), None);
        assert_eq!(normalise("SFIK3M9QXA"), None);
        assert_eq!(normalise("XX7K3M9QXA"), None);
        assert_eq!(normalise(""), None);
    }
}
