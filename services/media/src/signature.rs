//! Cloudinary-style upload signatures: a hex HMAC-SHA256, keyed with the media secret, over the
//! signed parameters sorted by name and joined as `key=value&key=value`.

use hmac::{Hmac, Mac};
use sha2::Sha256;

use crate::config::Secret;

/// The string signed for `params` (any order): `folder=products&timestamp=1700000000`.
pub fn string_to_sign(params: &[(&str, &str)]) -> String {
    let mut params = params.to_vec();
    params.sort_unstable();
    params
        .iter()
        .map(|(k, v)| format!("{k}={v}"))
        .collect::<Vec<_>>()
        .join("&")
}

fn mac(secret: &Secret, folder: &str, timestamp: &str) -> Hmac<Sha256> {
    let mut mac = secret.mac();
    mac.update(string_to_sign(&[("folder", folder), ("timestamp", timestamp)]).as_bytes());
    mac
}

/// The signature of an upload to `folder` at `timestamp`.
pub fn sign(secret: &Secret, folder: &str, timestamp: i64) -> String {
    hex::encode(
        mac(secret, folder, &timestamp.to_string())
            .finalize()
            .into_bytes(),
    )
}

/// Whether `signature` (hex) signs `folder` and `timestamp` exactly as sent, compared in
/// constant time.
pub fn verify(secret: &Secret, folder: &str, timestamp: &str, signature: &str) -> bool {
    let Ok(bytes) = hex::decode(signature) else {
        return false;
    };
    mac(secret, folder, timestamp).verify_slice(&bytes).is_ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parameters_are_signed_sorted_by_name() {
        assert_eq!(
            string_to_sign(&[("timestamp", "1700000000"), ("folder", "products")]),
            "folder=products&timestamp=1700000000"
        );
    }

    #[test]
    fn a_signature_verifies_only_what_it_signed() {
        let secret = Secret::new(&"k".repeat(32)).unwrap();
        let signature = sign(&secret, "products", 1_700_000_000);
        assert_eq!(signature.len(), 64);
        assert!(verify(&secret, "products", "1700000000", &signature));
        assert!(!verify(&secret, "products", "1700000001", &signature));
        assert!(!verify(&secret, "avatars", "1700000000", &signature));
        assert!(!verify(
            &Secret::new(&"x".repeat(32)).unwrap(),
            "products",
            "1700000000",
            &signature
        ));
        assert!(!verify(&secret, "products", "1700000000", "not hex"));
    }
}
