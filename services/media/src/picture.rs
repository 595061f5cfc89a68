//! What is done to the pixels: a picture is checked and normalised once on upload (decoded
//! within limits, its orientation applied, re-encoded so no metadata survives), and variants are
//! rendered from the normalised picture.

use std::io::Cursor;

use image::{DynamicImage, ImageDecoder, ImageFormat, ImageReader, Limits};

/// The most pixels a picture may have (36 megapixels: a full-frame camera's photo). A file
/// declaring more is refused before anything is decoded, so a small file claiming a huge
/// picture (a decompression bomb) costs nothing.
pub const MAX_PIXELS: u64 = 36_000_000;
/// The longest side accepted.
pub const MAX_SIDE: u32 = 12_000;
/// JPEG quality of stored pictures and variants.
pub const JPEG_QUALITY: u8 = 85;

pub mod messages {
    pub const NO_FILE: &str = "Please select a file to upload.";
    pub const NOT_AN_IMAGE: &str = "Please select an image file (JPEG, PNG, etc.)";
    pub const DAMAGED: &str = "This image file is damaged or incomplete";
    pub const TOO_MANY_PIXELS: &str = "This image is too large: at most 36 megapixels";
}

/// Why a file is refused (each a message of the `image` field).
#[derive(Debug, PartialEq, Eq)]
pub enum Refused {
    NotAnImage,
    Damaged,
    TooManyPixels,
}

impl Refused {
    pub fn message(&self) -> &'static str {
        match self {
            Refused::NotAnImage => messages::NOT_AN_IMAGE,
            Refused::Damaged => messages::DAMAGED,
            Refused::TooManyPixels => messages::TOO_MANY_PIXELS,
        }
    }
}

/// A picture as stored: the re-encoded bytes and what they are.
#[derive(Debug)]
pub struct Normalised {
    pub bytes: Vec<u8>,
    pub format: &'static str,
    pub width: u32,
    pub height: u32,
}

fn image_format(format: &str) -> Option<ImageFormat> {
    match format {
        "jpeg" => Some(ImageFormat::Jpeg),
        "png" => Some(ImageFormat::Png),
        "webp" => Some(ImageFormat::WebP),
        _ => None,
    }
}

/// Decodes `bytes` of `format` within the limits, orientation applied.
fn decode(bytes: &[u8], format: &str) -> Result<DynamicImage, Refused> {
    let format = image_format(format).ok_or(Refused::NotAnImage)?;
    if format == ImageFormat::Jpeg && !jpeg_is_complete(bytes) {
        // The JPEG decoder fills a cut-off picture with grey rather than failing.
        return Err(Refused::Damaged);
    }
    let mut reader = ImageReader::with_format(Cursor::new(bytes), format);
    let mut limits = Limits::default();
    limits.max_image_width = Some(MAX_SIDE);
    limits.max_image_height = Some(MAX_SIDE);
    // Room for the largest picture at 8 bytes a pixel (16-bit RGBA), plus the decoder's own.
    limits.max_alloc = Some(MAX_PIXELS * 8 + 64 * 1024 * 1024);
    reader.limits(limits);
    let mut decoder = reader.into_decoder().map_err(refusal)?;
    let (width, height) = decoder.dimensions();
    if u64::from(width) * u64::from(height) > MAX_PIXELS {
        return Err(Refused::TooManyPixels);
    }
    let orientation = decoder.orientation().map_err(refusal)?;
    let mut picture = DynamicImage::from_decoder(decoder).map_err(refusal)?;
    picture.apply_orientation(orientation);
    Ok(picture)
}

fn refusal(error: image::ImageError) -> Refused {
    match error {
        image::ImageError::Limits(_) => Refused::TooManyPixels,
        image::ImageError::Unsupported(_) => Refused::NotAnImage,
        _ => Refused::Damaged,
    }
}

/// Whether a JPEG's segments run whole up to its end-of-image marker: each marker segment is
/// skipped by its length, each scan's entropy-coded data up to the next marker. A file cut off
/// anywhere before the marker is incomplete; data after it (a phone's motion-photo trailer) is
/// not looked at. An EXIF thumbnail's own end marker sits inside its segment and is skipped.
fn jpeg_is_complete(b: &[u8]) -> bool {
    let mut i = 2;
    while i + 1 < b.len() {
        if b[i] != 0xFF {
            return false;
        }
        let marker = b[i + 1];
        if marker == 0xFF {
            i += 1; // fill byte
            continue;
        }
        i += 2;
        match marker {
            0xD9 => return true,
            0xD0..=0xD7 | 0x01 => continue,
            _ => {}
        }
        if i + 2 > b.len() {
            return false;
        }
        let length = usize::from(u16::from_be_bytes([b[i], b[i + 1]]));
        if length < 2 {
            return false;
        }
        i += length;
        if marker == 0xDA {
            // Entropy-coded data: 0xFF is followed by 0x00 (a stuffed byte) or a restart marker
            // until the next real marker.
            loop {
                if i + 1 >= b.len() {
                    return false;
                }
                if b[i] == 0xFF && b[i + 1] != 0x00 && !(0xD0..=0xD7).contains(&b[i + 1]) {
                    break;
                }
                i += 1;
            }
        }
    }
    false
}

/// Checks an upload of `format` (told by its first bytes) and re-encodes it in that format with
/// its orientation applied and no metadata (EXIF, GPS, comments, colour profiles).
pub fn normalise(bytes: &[u8], format: &'static str) -> Result<Normalised, Refused> {
    let picture = decode(bytes, format)?;
    let (width, height) = (picture.width(), picture.height());
    let bytes = encode(&picture, format).map_err(|_| Refused::Damaged)?;
    Ok(Normalised {
        bytes,
        format,
        width,
        height,
    })
}

/// A variant of a stored picture: `width` wide at most (never wider than the picture), the
/// height following the aspect ratio, encoded as `format`.
pub fn render(
    original: &[u8],
    original_format: &str,
    width: u32,
    format: &str,
) -> Result<(Vec<u8>, u32, u32), Refused> {
    let picture = decode(original, original_format)?;
    let (w, h) = target_size(picture.width(), picture.height(), width);
    let picture = if w == picture.width() {
        picture
    } else {
        // Area averaging: fast, and sharp enough when only shrinking.
        picture.thumbnail_exact(w, h)
    };
    let bytes = encode(&picture, format).map_err(|_| Refused::Damaged)?;
    Ok((bytes, w, h))
}

/// The size of a variant `width` wide of a `w` x `h` picture: never upscaled, at least 1 pixel.
pub fn target_size(w: u32, h: u32, width: u32) -> (u32, u32) {
    if width == 0 || width >= w {
        return (w, h);
    }
    let height = (u64::from(h) * u64::from(width) + u64::from(w) / 2) / u64::from(w);
    (width, u32::try_from(height).unwrap_or(u32::MAX).max(1))
}

fn encode(picture: &DynamicImage, format: &str) -> image::ImageResult<Vec<u8>> {
    let mut out = Vec::new();
    match format {
        "jpeg" => {
            let encoder =
                image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, JPEG_QUALITY);
            if picture.color().has_alpha() {
                flatten_on_white(picture).write_with_encoder(encoder)?;
            } else if matches!(picture, DynamicImage::ImageLuma8(_)) {
                picture.write_with_encoder(encoder)?;
            } else {
                DynamicImage::ImageRgb8(picture.to_rgb8()).write_with_encoder(encoder)?;
            }
        }
        "webp" => {
            // The image crate encodes WebP losslessly only (docs/decisions.md, "Media").
            let encoder = image::codecs::webp::WebPEncoder::new_lossless(&mut out);
            if picture.color().has_alpha() {
                DynamicImage::ImageRgba8(picture.to_rgba8()).write_with_encoder(encoder)?;
            } else {
                DynamicImage::ImageRgb8(picture.to_rgb8()).write_with_encoder(encoder)?;
            }
        }
        _ => {
            let encoder = image::codecs::png::PngEncoder::new(&mut out);
            picture.write_with_encoder(encoder)?;
        }
    }
    Ok(out)
}

/// A picture with transparency as an opaque one on white (JPEG has no alpha).
fn flatten_on_white(picture: &DynamicImage) -> DynamicImage {
    let mut rgba = picture.to_rgba8();
    for pixel in rgba.pixels_mut() {
        let a = u16::from(pixel[3]);
        for c in 0..3 {
            pixel[c] = ((u16::from(pixel[c]) * a + 255 * (255 - a)) / 255) as u8;
        }
        pixel[3] = 255;
    }
    DynamicImage::ImageRgb8(DynamicImage::ImageRgba8(rgba).to_rgb8())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn variants_keep_the_aspect_ratio_and_never_grow() {
        assert_eq!(target_size(2000, 1333, 480), (480, 320));
        assert_eq!(target_size(300, 200, 480), (300, 200));
        assert_eq!(target_size(2000, 1, 160), (160, 1));
        assert_eq!(target_size(800, 600, 0), (800, 600));
    }

    #[test]
    fn a_cut_off_jpeg_is_told_apart() {
        let picture = image::RgbImage::from_fn(64, 48, |x, y| image::Rgb([x as u8, y as u8, 7]));
        let jpeg = encode(&DynamicImage::ImageRgb8(picture), "jpeg").unwrap();
        assert!(jpeg_is_complete(&jpeg));
        let mut trailer = jpeg.clone();
        trailer.extend(b"ftypmp42 motion photo trailer \xFF\xD8");
        assert!(jpeg_is_complete(&trailer));
        for cut in [3, 20, jpeg.len() / 2, jpeg.len() - 2, jpeg.len() - 1] {
            assert!(!jpeg_is_complete(&jpeg[..cut]), "cut at {cut}");
        }
    }
}
