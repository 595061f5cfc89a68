//! KRA item classification codes (`itemClsCd`, ETIMS.md "Items"): what a product is registered
//! with at KRA and sent with on every sales line. The catalog keeps one per product (editable by
//! the admin); a product without one of its own takes its category's default. The default table
//! and the format are the one rule the catalog (which stores and validates the class) and the
//! orders service (which sends it, and reads lines stored before products had a class) share,
//! so they are defined once, here.

/// Furniture: the class of a product no more specific class fits.
pub const FURNITURE: &str = "56101500";
/// The shortest and longest code accepted (KRA's codes are UNSPSC-based: 8 digits, some lists
/// carry 10).
pub const MIN_DIGITS: usize = 8;
pub const MAX_DIGITS: usize = 10;

/// Whether `code` has the form of a KRA item classification code: 8 to 10 digits. Whether KRA
/// knows it is KRA's answer to saveItem (the code list is theirs).
pub fn is_item_class(code: &str) -> bool {
    (MIN_DIGITS..=MAX_DIGITS).contains(&code.len()) && code.bytes().all(|b| b.is_ascii_digit())
}

/// The message for a code that is not of that form.
pub fn format_message() -> String {
    format!(
        "KRA item class must be {MIN_DIGITS} to {MAX_DIGITS} digits (a KRA item classification \
         code, e.g. {FURNITURE} Furniture), or empty for the category's default"
    )
}

/// The class a product gets by default from its category label ('Living Room - Sofas', as
/// products and order lines name it): the most specific furniture class the words say, else
/// furniture.
pub fn default_for_category(category: &str) -> &'static str {
    let category = category.to_lowercase();
    let has = |words: &[&str]| words.iter().any(|w| category.contains(w));
    if has(&["bedding", "linen", "duvet", "pillow"]) {
        "52121500"
    } else if has(&["mattress"]) {
        "56101508"
    } else if has(&["sofa", "couch", "sectional"]) {
        "56101502"
    } else if has(&["outdoor", "garden", "patio"]) {
        "56101800"
    } else if has(&["bed"]) {
        "56101703"
    } else if has(&["chair", "stool", "bench", "seat"]) {
        "56101504"
    } else if has(&["table", "desk"]) {
        "56101519"
    } else if has(&[
        "wardrobe", "cabinet", "storage", "shelf", "shelv", "drawer", "bookcase",
    ]) {
        "56101520"
    } else if has(&["decor", "mirror", "lamp", "rug", "vase", "art"]) {
        "52130000"
    } else {
        FURNITURE
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_class_follows_the_category() {
        assert_eq!(default_for_category("Living Room - Sofas"), "56101502");
        assert_eq!(default_for_category("Bedroom - Beds"), "56101703");
        assert_eq!(default_for_category("Bedroom - Bedding"), "52121500");
        assert_eq!(default_for_category("Mattresses"), "56101508");
        assert_eq!(
            default_for_category("Dining Room - Dining Tables"),
            "56101519"
        );
        assert_eq!(default_for_category("Storage - Storage Bins"), "56101520");
        assert_eq!(default_for_category("Outdoor - Garden Chairs"), "56101800");
        assert_eq!(default_for_category("Kids Room"), FURNITURE);
    }

    #[test]
    fn codes_are_8_to_10_digits() {
        for good in ["56101500", "5610150012", "123456789"] {
            assert!(is_item_class(good), "{good}");
        }
        for bad in [
            "",
            "5610150",
            "56101500123",
            "5610150A",
            " 56101500",
            "５6101500",
        ] {
            assert!(!is_item_class(bad), "{bad}");
        }
    }
}
