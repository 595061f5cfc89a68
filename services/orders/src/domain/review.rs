//! What a valid review is (docs/decisions.md "Reviews (issue 24, part 2)"): its limits, the
//! sorts of a product's list, the author's shown name, and the abuse limits. Free of I/O.

use shop_common::errors::Violations;
use shop_common::rules::media::is_public_id;

/// Stars.
pub const MIN_RATING: i32 = 1;
pub const MAX_RATING: i32 = 5;
/// Title and text lengths, in characters, after trimming.
pub const TITLE_MIN: usize = 3;
pub const TITLE_MAX: usize = 100;
pub const BODY_MIN: usize = 10;
pub const BODY_MAX: usize = 2000;
/// Photos per review (each at most the media service's 5 MB upload limit).
pub const MAX_PHOTOS: usize = 4;
/// Reviews one account may write in a day, edits of one review in all, helpful votes an hour.
pub const MAX_NEW_REVIEWS_PER_DAY: i64 = 5;
pub const MAX_EDITS: i32 = 20;
pub const MAX_VOTES_PER_HOUR: i64 = 30;
/// A moderation reason, in characters.
pub const REASON_MIN: usize = 3;
pub const REASON_MAX: usize = 500;
/// A page of reviews: default and largest.
pub const DEFAULT_LIMIT: u32 = 10;
pub const MAX_LIMIT: u32 = 50;
pub const MAX_PAGE: u32 = 10_000;

pub const NOT_ELIGIBLE: &str =
    "Only customers whose order with this product was delivered can review it";
pub const ALREADY_REVIEWED: &str =
    "You have already reviewed this product - edit your review instead";
pub const TOO_MANY_REVIEWS: &str =
    "You have written too many reviews today - please try again tomorrow";
pub const TOO_MANY_EDITS: &str = "This review has been edited too many times";
pub const TOO_MANY_VOTES: &str = "Too many helpful votes - please try again later";
pub const OWN_REVIEW_VOTE: &str = "You cannot mark your own review as helpful";
pub const ALREADY_VOTED: &str = "You have already marked this review as helpful";
pub const REVIEW_NOT_FOUND: &str = "Review not found";
pub const NO_REVIEW_TO_EDIT: &str = "You have not reviewed this product yet";

/// A review's fields as checked: trimmed text, the photos' public ids.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReviewInput {
    pub rating: i16,
    pub title: String,
    pub body: String,
    pub photos: Vec<String>,
}

/// Checks every field, naming each bad one.
pub fn parse(
    rating: i32,
    title: &str,
    body: &str,
    photos: &[String],
) -> Result<ReviewInput, Violations> {
    let mut v = Violations::new();
    if !(MIN_RATING..=MAX_RATING).contains(&rating) {
        v.add(
            "rating",
            format!("Rating must be between {MIN_RATING} and {MAX_RATING} stars"),
        );
    }
    let title = title.trim();
    let n = title.chars().count();
    if !(TITLE_MIN..=TITLE_MAX).contains(&n) {
        v.add(
            "title",
            format!("Title must be between {TITLE_MIN} and {TITLE_MAX} characters"),
        );
    }
    let body = body.trim();
    let n = body.chars().count();
    if !(BODY_MIN..=BODY_MAX).contains(&n) {
        v.add(
            "body",
            format!("Review must be between {BODY_MIN} and {BODY_MAX} characters"),
        );
    }
    if photos.len() > MAX_PHOTOS {
        v.add("photos", format!("At most {MAX_PHOTOS} photos per review"));
    } else if photos.iter().any(|p| !is_public_id(p)) {
        v.add("photos", "A photo is not an uploaded picture");
    } else if photos
        .iter()
        .enumerate()
        .any(|(i, p)| photos[..i].contains(p))
    {
        v.add("photos", "The same photo is attached twice");
    }
    if !v.is_empty() {
        return Err(v);
    }
    Ok(ReviewInput {
        rating: rating as i16,
        title: title.to_owned(),
        body: body.to_owned(),
        photos: photos.to_vec(),
    })
}

/// The orders of a product's list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sort {
    Newest,
    Helpful,
    Highest,
    Lowest,
}

impl Sort {
    pub const NAMES: &'static str = "newest, helpful, highest, lowest";

    pub fn parse(text: &str) -> Option<Self> {
        match text {
            "" | "newest" => Some(Self::Newest),
            "helpful" => Some(Self::Helpful),
            "highest" => Some(Self::Highest),
            "lowest" => Some(Self::Lowest),
            _ => None,
        }
    }

    /// The ORDER BY of the list (reviews aliased `r`).
    pub fn order_by(self) -> &'static str {
        match self {
            Self::Newest => "r.created_at DESC, r.id DESC",
            Self::Helpful => "r.helpful DESC, r.created_at DESC, r.id DESC",
            Self::Highest => "r.rating DESC, r.created_at DESC, r.id DESC",
            Self::Lowest => "r.rating ASC, r.created_at DESC, r.id DESC",
        }
    }
}

/// The author as shown: the first name and the last name's initial ("Akinyi O."), from the name
/// on the delivered order; "Customer" when it holds nothing usable.
pub fn author_name(customer_name: &str) -> String {
    let words: Vec<&str> = customer_name.split_whitespace().collect();
    let Some(first) = words.first() else {
        return "Customer".to_owned();
    };
    let first: String = first.chars().take(40).collect();
    match words.get(1..).and_then(|rest| rest.last()) {
        Some(last) => match last.chars().next() {
            Some(initial) => format!("{first} {}.", initial.to_uppercase()),
            None => first,
        },
        None => first,
    }
}

/// The average in tenths of a star, rounded half up (0 when there is none).
pub fn average_tenths(count: i64, rating_sum: i64) -> i32 {
    if count <= 0 {
        return 0;
    }
    ((rating_sum * 20 + count) / (2 * count)) as i32
}

/// A moderation reason, trimmed, or the message of a bad one.
pub fn parse_reason(reason: &str) -> Result<String, String> {
    let reason = reason.trim();
    let n = reason.chars().count();
    if (REASON_MIN..=REASON_MAX).contains(&n) {
        Ok(reason.to_owned())
    } else {
        Err(format!(
            "Reason must be between {REASON_MIN} and {REASON_MAX} characters"
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ok() -> (i32, &'static str, &'static str) {
        (
            5,
            "Solid sofa",
            "Comfortable and well made, delivered on time.",
        )
    }

    #[test]
    fn a_good_review_is_trimmed() {
        let (r, t, b) = ok();
        let parsed = parse(r, &format!("  {t} "), b, &[]).unwrap();
        assert_eq!(parsed.title, t);
        assert_eq!(parsed.rating, 5);
    }

    #[test]
    fn every_bad_field_is_named() {
        let photos: Vec<String> = (0..5).map(|i| format!("abcdefgh{i}")).collect();
        let err = parse(0, "ab", "short", &photos).unwrap_err();
        let status = err.finish().unwrap_err();
        for field in ["Rating", "Title", "Review", "photos"] {
            assert!(status.message().contains(field), "{}", status.message());
        }
        assert!(parse(6, "Fine", "Ten chars at least", &[]).is_err());
        let (r, t, _) = ok();
        assert!(parse(r, t, &"x".repeat(BODY_MAX + 1), &[]).is_err());
        assert!(parse(r, t, &"x".repeat(BODY_MAX), &[]).is_ok());
        assert!(parse(r, &"é".repeat(TITLE_MAX), "Ten chars at least", &[]).is_ok());
    }

    #[test]
    fn photos_must_be_media_ids_once_each() {
        let (r, t, b) = ok();
        assert!(parse(r, t, b, &["abcdefgh1".to_owned()]).is_ok());
        assert!(parse(r, t, b, &["../etc/passwd".to_owned()]).is_err());
        assert!(parse(r, t, b, &["abcdefgh1".to_owned(), "abcdefgh1".to_owned()]).is_err());
    }

    #[test]
    fn sorts() {
        assert_eq!(Sort::parse(""), Some(Sort::Newest));
        assert_eq!(Sort::parse("helpful"), Some(Sort::Helpful));
        assert_eq!(Sort::parse("lowest"), Some(Sort::Lowest));
        assert_eq!(Sort::parse("best"), None);
    }

    #[test]
    fn author_names() {
        assert_eq!(author_name("Akinyi Otieno"), "Akinyi O.");
        assert_eq!(author_name("  wanjiru  mary kamau "), "wanjiru K.");
        assert_eq!(author_name("Baraka"), "Baraka");
        assert_eq!(author_name("   "), "Customer");
    }

    #[test]
    fn averages_round_half_up() {
        assert_eq!(average_tenths(0, 0), 0);
        assert_eq!(average_tenths(3, 13), 43); // 4.333
        assert_eq!(average_tenths(2, 9), 45);
        assert_eq!(average_tenths(4, 17), 43); // 4.25 -> 4.3
        assert_eq!(average_tenths(1, 1), 10);
    }

    #[test]
    fn reasons() {
        assert!(parse_reason("  ").is_err());
        assert_eq!(parse_reason(" spam ").unwrap(), "spam");
        assert!(parse_reason(&"x".repeat(REASON_MAX + 1)).is_err());
    }
}
