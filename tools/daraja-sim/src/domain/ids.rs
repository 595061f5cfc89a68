//! Identifiers shaped like Daraja's: access tokens, request ids, receipt numbers.
//!
//! A simulator needs them unpredictable across runs, not secret: a splitmix64 stream seeded
//! from the operating system serves, and never fails in a request path.

use std::sync::LazyLock;
use std::sync::atomic::{AtomicU64, Ordering};

const UPPER_ALPHANUMERIC: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
const ALPHANUMERIC: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const HEX: &[u8] = b"0123456789abcdef";
const DIGITS: &[u8] = b"0123456789";
const GAMMA: u64 = 0x9E37_79B9_7F4A_7C15;

/// The process-wide source.
pub fn global() -> &'static Ids {
    static IDS: LazyLock<Ids> = LazyLock::new(Ids::seeded);
    &IDS
}

pub struct Ids {
    state: AtomicU64,
}

impl Ids {
    fn seeded() -> Self {
        let mut seed = [0u8; 8];
        let seed = match getrandom::fill(&mut seed) {
            Ok(()) => u64::from_le_bytes(seed),
            // No OS randomness: the clock still differs between runs.
            Err(_) => std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map(|d| d.as_nanos() as u64)
                .unwrap_or(GAMMA),
        };
        Self {
            state: AtomicU64::new(seed),
        }
    }

    fn next_u64(&self) -> u64 {
        let mut z = self
            .state
            .fetch_add(GAMMA, Ordering::Relaxed)
            .wrapping_add(GAMMA);
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn chars(&self, len: usize, alphabet: &[u8]) -> String {
        (0..len)
            .map(|_| {
                let index = (self.next_u64() % alphabet.len() as u64) as usize;
                char::from(alphabet[index])
            })
            .collect()
    }

    /// An access token: 28 letters and digits, as Daraja issues them.
    pub fn access_token(&self) -> String {
        self.chars(28, ALPHANUMERIC)
    }

    /// An M-Pesa receipt number: 10 uppercase letters and digits, a letter first
    /// (`RLA0R69NXM`). Uniqueness is the caller's check.
    pub fn receipt_number(&self) -> String {
        let mut receipt = self.chars(1, &UPPER_ALPHANUMERIC[..26]);
        receipt.push_str(&self.chars(9, UPPER_ALPHANUMERIC));
        receipt
    }

    /// `MerchantRequestID` and error `requestId`: `b3f4-4853-beb7-b6b6628fe790500303`.
    pub fn request_id(&self) -> String {
        format!(
            "{}-{}-{}-{}{}",
            self.chars(4, HEX),
            self.chars(4, HEX),
            self.chars(4, HEX),
            self.chars(12, HEX),
            self.chars(6, DIGITS)
        )
    }

    /// `len` decimal digits.
    pub fn digits(&self, len: usize) -> String {
        self.chars(len, DIGITS)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn receipt_numbers_are_ten_uppercase_alphanumerics_starting_with_a_letter() {
        for _ in 0..100 {
            let receipt = global().receipt_number();
            assert_eq!(receipt.len(), 10);
            assert!(receipt.chars().next().unwrap().is_ascii_uppercase());
            assert!(
                receipt
                    .chars()
                    .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit())
            );
        }
    }

    #[test]
    fn tokens_differ() {
        let a = global().access_token();
        let b = global().access_token();
        assert_eq!(a.len(), 28);
        assert_ne!(a, b);
    }

    #[test]
    fn request_ids_look_like_darajas() {
        let id = global().request_id();
        let groups: Vec<_> = id.split('-').collect();
        assert_eq!(groups.len(), 4);
        assert_eq!(groups[3].len(), 18);
    }
}
