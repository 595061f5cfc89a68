//! The upload size limit: the media service refuses a larger picture, and the gateway stops
//! reading an upload's body once it is over, both with the spec's message (admin spec section 8).

/// The largest picture accepted, in bytes (5 MB).
pub const MAX_UPLOAD_BYTES: usize = 5 * 1024 * 1024;

/// The message for a picture over [`MAX_UPLOAD_BYTES`].
pub const FILE_TOO_LARGE: &str = "File size exceeds 5MB limit";

/// The largest `GetVariant` answer the media service sends and the gateway takes: with a
/// bucket for storage it carries the file, and a normalised original may be larger than the
/// upload was (a PNG re-encoded).
pub const MAX_VARIANT_MESSAGE_BYTES: usize = 64 * 1024 * 1024;

/// Where a picture or one of its variants is kept, relative to the media directory:
/// `i/<public_id>/original`, `i/<public_id>/w320`, `i/<public_id>/w320.webp`. The media service
/// writes there and the gateway serves from there, so both take the path from here. `None` when
/// `public_id` is not one the media service gives (`[a-z0-9]{8,64}`) or `format` is not a plain
/// lowercase word; whether the width and format are allowed is the media service's rule.
pub fn variant_path(public_id: &str, width: Option<u32>, format: Option<&str>) -> Option<String> {
    if !is_public_id(public_id) {
        return None;
    }
    let base = match width {
        None => "original".to_owned(),
        Some(width) => format!("w{width}"),
    };
    match format {
        None => Some(format!("i/{public_id}/{base}")),
        Some(f) if !f.is_empty() && f.len() <= 8 && f.bytes().all(|b| b.is_ascii_lowercase()) => {
            Some(format!("i/{public_id}/{base}.{f}"))
        }
        Some(_) => None,
    }
}

/// Whether `id` has the form of the media service's public ids: `[a-z0-9]{8,64}`.
pub fn is_public_id(id: &str) -> bool {
    (8..=64).contains(&id.len())
        && id
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
}

/// The picture format of `bytes` by their first bytes (never a name or a declared type):
/// `jpeg`, `png` or `webp`, the formats the shop stores.
pub fn format_of(bytes: &[u8]) -> Option<&'static str> {
    if bytes.starts_with(&[0xFF, 0xD8, 0xFF]) {
        Some("jpeg")
    } else if bytes.starts_with(b"\x89PNG\r\n\x1a\n") {
        Some("png")
    } else if bytes.len() >= 12 && &bytes[..4] == b"RIFF" && &bytes[8..12] == b"WEBP" {
        Some("webp")
    } else {
        None
    }
}

/// Writes `bytes` at `path` atomically (a temporary file beside it, renamed into place), so a
/// concurrent reader of the media directory sees the whole file or none. Creates the folders.
pub async fn write_atomically(path: &std::path::Path, bytes: &[u8]) -> std::io::Result<()> {
    if let Some(parent) = path.parent() {
        tokio::fs::create_dir_all(parent).await?;
    }
    let temporary = path.with_file_name(format!(
        ".{}.{}.tmp",
        path.file_name().and_then(|n| n.to_str()).unwrap_or("file"),
        uuid::Uuid::new_v4().simple()
    ));
    tokio::fs::write(&temporary, bytes).await?;
    if let Err(e) = tokio::fs::rename(&temporary, path).await {
        let _ = tokio::fs::remove_file(&temporary).await;
        return Err(e);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_are_made_only_of_safe_parts() {
        assert_eq!(
            variant_path("abcdef1234", None, None).as_deref(),
            Some("i/abcdef1234/original")
        );
        assert_eq!(
            variant_path("abcdef1234", Some(320), Some("webp")).as_deref(),
            Some("i/abcdef1234/w320.webp")
        );
        for (id, format) in [
            ("../etc/passwd", None),
            ("ABCDEF1234", None),
            ("short", None),
            ("abcdef1234", Some("../x")),
            ("abcdef1234", Some("")),
        ] {
            assert_eq!(variant_path(id, Some(320), format), None, "{id} {format:?}");
        }
    }

    #[test]
    fn formats_are_told_by_their_first_bytes() {
        assert_eq!(format_of(b"\xFF\xD8\xFF\xE0rest"), Some("jpeg"));
        assert_eq!(format_of(b"\x89PNG\r\n\x1a\nrest"), Some("png"));
        assert_eq!(format_of(b"RIFF\0\0\0\0WEBPVP8 "), Some("webp"));
        assert_eq!(format_of(b"<svg xmlns="), None);
        assert_eq!(format_of(b"GIF89a"), None);
        assert_eq!(format_of(b""), None);
    }
}
